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
import type { ApiClient } from './client';

/** Options of the calls an ADMIN may make for another customer. */
export interface CustomerTargetOptions {
  /** The customer to act on; omitted = the signed-in customer. */
  customerId?: number;
}

/** `GET /api/customer/is-missing-information` (CUSTOMER): whether the payment dialog must show. */
export function getMissingInformation(client: ApiClient): Promise<MissingInformation> {
  return client.request<MissingInformation>('/api/customer/is-missing-information');
}

/** `GET /api/customer/payment`: the customer's bank data and version. */
export function getPayment(
  client: ApiClient,
  { customerId }: CustomerTargetOptions = {},
): Promise<CustomerPayment> {
  return client.request<CustomerPayment>('/api/customer/payment', { query: { customerId } });
}

/** `PUT /api/customer/payment`: saves bank data, mandate and (optionally) the address; 409 when stale. */
export function putPayment(
  client: ApiClient,
  update: PaymentUpdate,
  { customerId }: CustomerTargetOptions = {},
): Promise<CustomerPayment> {
  return client.request<CustomerPayment>('/api/customer/payment', {
    method: 'PUT',
    body: update,
    query: { customerId },
  });
}

/** `POST /api/customer/validate-payment`: each value normalised when valid, '' when not. */
export function validatePayment(client: ApiClient, check: PaymentCheck): Promise<ValidatedPayment> {
  return client.request<ValidatedPayment>('/api/customer/validate-payment', {
    method: 'POST',
    body: check,
  });
}

/** `PUT /api/customer/spouse`: saves the spouse, or clears it with `spouse: null`; 409 when stale. */
export function putSpouse(
  client: ApiClient,
  update: SpouseUpdate,
  { customerId }: CustomerTargetOptions = {},
): Promise<SpouseSaved> {
  return client.request<SpouseSaved>('/api/customer/spouse', {
    method: 'PUT',
    body: update,
    query: { customerId },
  });
}

/** `GET /api/customer/exists?email` (ADMIN): whether a customer has that e-mail. */
export function getCustomerExists(client: ApiClient, email: string): Promise<CustomerExists> {
  return client.request<CustomerExists>('/api/customer/exists', { query: { email } });
}

/** `GET /api/user/customer-profile`: person, children, spouse, payment and guardians. */
export function getCustomerProfile(client: ApiClient): Promise<CustomerProfile> {
  return client.request<CustomerProfile>('/api/user/customer-profile');
}
