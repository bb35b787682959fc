import type {
  CustomerExists,
  CustomerPayment,
  CustomerProfile,
  MissingInformation,
  PaymentCheck,
  PaymentUpdate,
  SpouseSaved,
  SpouseUpdate,
  ValidatedPayment,
} from '../model/customer';
import {
  customerExistsContract,
  missingInformationContract,
  readPaymentContract,
  savePaymentContract,
  saveSpouseContract,
  validatePaymentContract,
} from '../contracts/customer';
import * as user from '../contracts/user';
import { call } from './call';
import type { ApiClient } from './client';

/** Options of the calls an ADMIN may make for another customer. */
export interface CustomerTargetOptions {
  /** The customer to act on; omitted = the signed-in customer. */
  customerId?: number;
}

const customerQuery = (customerId: number | undefined) => ({
  customerId: customerId === undefined ? undefined : String(customerId),
});

/** `GET /api/customer/is-missing-information` (CUSTOMER): whether the payment dialog must show. */
export function getMissingInformation(client: ApiClient): Promise<MissingInformation> {
  return call(client, missingInformationContract, {});
}

/** `GET /api/customer/payment`: the customer's bank data and version. */
export function getPayment(
  client: ApiClient,
  { customerId }: CustomerTargetOptions = {},
): Promise<CustomerPayment> {
  return call(client, readPaymentContract, { query: customerQuery(customerId) });
}

/** `PUT /api/customer/payment`: saves bank data, mandate and (optionally) the address; 409 when stale. */
export function putPayment(
  client: ApiClient,
  update: PaymentUpdate,
  { customerId }: CustomerTargetOptions = {},
): Promise<CustomerPayment> {
  return call(client, savePaymentContract, { body: update, query: customerQuery(customerId) });
}

/** `POST /api/customer/validate-payment`: each value normalised when valid, '' when not. */
export function validatePayment(client: ApiClient, check: PaymentCheck): Promise<ValidatedPayment> {
  return call(client, validatePaymentContract, { body: check });
}

/** `PUT /api/customer/spouse`: saves the spouse, or clears it with `spouse: null`; 409 when stale. */
export function putSpouse(
  client: ApiClient,
  update: SpouseUpdate,
  { customerId }: CustomerTargetOptions = {},
): Promise<SpouseSaved> {
  return call(client, saveSpouseContract, { body: update, query: customerQuery(customerId) });
}

/** `GET /api/customer/exists?email` (ADMIN): whether a customer has that e-mail. */
export function getCustomerExists(client: ApiClient, email: string): Promise<CustomerExists> {
  return call(client, customerExistsContract, { query: { email } });
}

/** Person, children, spouse, payment and guardians ({@link user.getCustomerProfile}). */
export function getCustomerProfile(client: ApiClient): Promise<CustomerProfile> {
  return call(client, user.getCustomerProfile, {});
}
