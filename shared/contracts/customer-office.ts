import type {
  CustomerRecord,
  CustomerRow,
  CustomerSaved,
  GrantableDiscount,
} from '../model/customer-office';
import { customerListQuery } from '../model/customer-office';
import type { ListAnswer } from '../model/list';
import { idParamSchema } from '../model/storable';
import { customerInputSchema } from '../rules/customer-office';
import { endpoint } from './endpoint';

/**
 * The office's customers (spec 001 §2.2 customer dialog, §3, §5; `/customer`, ADMIN). The
 * family's own calls (payment, spouse, profile) are `customer.ts`.
 */

/** `GET /api/customer/`: one page of the customers (the list contract), with the total. */
export const listCustomers = endpoint<ListAnswer<CustomerRow>>()({
  method: 'GET',
  path: '/api/customer',
  trailingSlash: true,
  can: 'customer.manage',
  query: customerListQuery,
});

/** `GET /api/customer/{id}`: person, spouse, membership, bank data and children; 404 if unknown. */
export const getCustomer = endpoint<CustomerRecord>()({
  method: 'GET',
  path: '/api/customer/:id{[0-9]+}',
  can: 'customer.manage',
  params: idParamSchema,
});

/**
 * `PUT /api/customer` (multipart, spec 001 §7: `person` the customer as JSON, optional
 * `personImageFile` and `spouseImageFile`: PNG, JPEG, WebP or GIF under 2 MB, checked by their
 * bytes; a spouse's picture without a spouse is ignored): creates (no `id`) or updates a
 * customer in ONE transaction — person, spouse, customer row, pictures. 400 with field issues (spec 001 §5); on `person.email`
 * `customers.message.customerExists` when a customer already has that e-mail, else
 * `customers.message.personExists` when another person has it; 409 `error.staleVersion` when
 * the customer's, the person's or the spouse's version is stale; 404 for an unknown id.
 * On update the bank fields, the mandate and the membership id are ignored (kept as stored):
 * the customer changes bank data through the payment dialog, which records the mandate.
 * `grantedDiscountIds` replaces the family's granted discounts (400
 * `customers.message.discountNotGrantable` on it for an id that is not a GRANTED model).
 */
export const saveCustomer = endpoint<CustomerSaved>()({
  method: 'PUT',
  path: '/api/customer',
  can: 'customer.manage',
  form: { field: 'person', schema: customerInputSchema },
});

/** `GET /api/customer/discount-models`: the discounts the office may grant a family, by name. */
export const listGrantableDiscounts = endpoint<GrantableDiscount[]>()({
  method: 'GET',
  path: '/api/customer/discount-models',
  can: 'customer.manage',
});

/**
 * `GET /api/customer/export-members`: the customers with a membership as `members-{date}.csv`
 * (the school's today), UTF-8 with a byte order mark, `;`-separated, every field quoted.
 */
export const exportMembers = endpoint<Blob>()({
  method: 'GET',
  path: '/api/customer/export-members',
  can: 'customer.manage',
  answerType: 'blob',
});
