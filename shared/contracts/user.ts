import type { CustomerProfile, UserExists } from '../model/customer';
import type { Role } from '../model/enums';
import { UserExistsQuerySchema } from '../model/person-input';
import { endpoint } from './endpoint';

/** `GET /api/user/role`: every role that exists (spec 000 §6), not the caller's own. */
export const listRoles = endpoint<Role[]>()({
  method: 'GET',
  path: '/api/user/role',
  can: 'account.roleList',
});

/** `GET /api/user/exists?login`: whether the login is taken (the user form's check). */
export const userExists = endpoint<UserExists>()({
  method: 'GET',
  path: '/api/user/exists',
  can: 'user.manage',
  query: UserExistsQuerySchema,
});

/**
 * `GET /api/user/customer-profile`: the caller's person, children, spouse, payment and
 * guardians; 403 without a customer record. MEMBER and GUARDIAN may ask, as such a user may
 * also be a paying parent. The widget's payment step prefills from it; a widget's session reads
 * the IBAN masked.
 */
export const getCustomerProfile = endpoint<CustomerProfile>()({
  method: 'GET',
  path: '/api/user/customer-profile',
  can: 'customer.profile',
  widget: true,
});
