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

/** Creates or updates a customer ({@link saveCustomer}); 409 on a stale version. */
export const storeCustomer = (
  client: ApiClient,
  record: InputOf<typeof saveCustomer.body>,
  options?: CallOptions,
): Promise<CustomerSaved> => call(client, saveCustomer, { body: record }, options);

/** The members as CSV ({@link exportMembers}). */
export const fetchMembersCsv = (client: ApiClient, options?: CallOptions): Promise<Blob> =>
  call(client, exportMembers, {}, options);
