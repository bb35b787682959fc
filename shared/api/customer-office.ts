import type { InputOf } from '../contracts/endpoint';
import {
  exportMembers,
  getCustomer,
  listCustomers,
  saveCustomer,
} from '../contracts/customer-office';
import type {
  CustomerListQuery,
  CustomerRecord,
  CustomerRow,
  CustomerSaved,
} from '../model/customer-office';
import type { ListAnswer } from '../model/list';
import { call, type CallOptions } from './call';
import type { ApiClient } from './client';
import { toQueryText } from './list-query-text';

/** One page of the customer list ({@link listCustomers}). */
export const fetchCustomerPage = (
  client: ApiClient,
  query: CustomerListQuery,
  options?: CallOptions,
): Promise<ListAnswer<CustomerRow>> =>
  call(
    client,
    listCustomers,
    { query: toQueryText<InputOf<typeof listCustomers.query>>(query) },
    options,
  );

/** One customer as the office dialog edits it ({@link getCustomer}). */
export const fetchCustomer = (
  client: ApiClient,
  id: number,
  options?: CallOptions,
): Promise<CustomerRecord> => call(client, getCustomer, { params: { id } }, options);

/** The pictures chosen in the customer dialog, sent beside the customer. */
export interface CustomerPictures {
  personImageFile?: Blob | null;
  spouseImageFile?: Blob | null;
}

/**
 * Creates or updates a customer ({@link saveCustomer}, multipart with the chosen pictures);
 * 409 on a stale version.
 */
export function storeCustomer(
  client: ApiClient,
  record: InputOf<typeof saveCustomer.form.schema>,
  pictures: CustomerPictures = {},
  options?: CallOptions,
): Promise<CustomerSaved> {
  const form = new FormData();
  form.set('person', JSON.stringify(record));
  if (pictures.personImageFile) form.set('personImageFile', pictures.personImageFile);
  if (pictures.spouseImageFile) form.set('spouseImageFile', pictures.spouseImageFile);
  return call(client, saveCustomer, { body: form }, options);
}

/** The members as CSV ({@link exportMembers}). */
export const fetchMembersCsv = (client: ApiClient, options?: CallOptions): Promise<Blob> =>
  call(client, exportMembers, {}, options);
