import type {
  CustomerExists,
  CustomerPayment,
  MissingInformation,
  SpouseSaved,
  ValidatedPayment,
} from '../model/customer';
import {
  customerEmailQuerySchema,
  customerIdQuerySchema,
  paymentCheckSchema,
  paymentUpdateSchema,
  spouseUpdateSchema,
} from '../model/customer-input';
import { endpoint } from './endpoint';

/** `GET /api/customer/is-missing-information`: whether the payment dialog must show. */
export const missingInformationContract = endpoint<MissingInformation>()({
  method: 'GET',
  path: '/api/customer/is-missing-information',
  can: 'customer.own',
  widget: true,
});

/**
 * `GET /api/customer/payment`: the bank data and version of the caller, or with `customerId` of
 * that customer (a customer naming someone else's answers 403).
 */
export const readPaymentContract = endpoint<CustomerPayment>()({
  method: 'GET',
  path: '/api/customer/payment',
  can: 'customer.data',
  widget: true,
  ownRecords: 'customer.manage',
  query: customerIdQuerySchema,
});

/** `PUT /api/customer/payment`: saves bank data, mandate and the address; 409 when stale. */
export const savePaymentContract = endpoint<CustomerPayment>()({
  method: 'PUT',
  path: '/api/customer/payment',
  can: 'customer.data',
  widget: true,
  ownRecords: 'customer.manage',
  query: customerIdQuerySchema,
  body: paymentUpdateSchema,
});

/** `POST /api/customer/validate-payment`: each value normalised when valid, '' when not. */
export const validatePaymentContract = endpoint<ValidatedPayment>()({
  method: 'POST',
  path: '/api/customer/validate-payment',
  can: 'customer.data',
  widget: true,
  body: paymentCheckSchema,
});

/** `PUT /api/customer/spouse`: saves the spouse, or clears it with `spouse: null`; 409 when stale. */
export const saveSpouseContract = endpoint<SpouseSaved>()({
  method: 'PUT',
  path: '/api/customer/spouse',
  can: 'customer.data',
  ownRecords: 'customer.manage',
  query: customerIdQuerySchema,
  // A factory: the birthday may not lie after the school's today.
  body: spouseUpdateSchema,
});

/** `GET /api/customer/exists?email`: whether a customer has that e-mail. */
export const customerExistsContract = endpoint<CustomerExists>()({
  method: 'GET',
  path: '/api/customer/exists',
  can: 'customer.manage',
  query: customerEmailQuerySchema,
});
