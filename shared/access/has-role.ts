import { ANONYMOUS } from '../model/enums';
import type { Role, RoleOrAnonymous } from '../model/enums';

/** What the role checks need of a user: their roles. Null stands for a signed-out visitor. */
export type RoleHolder = { roles: readonly Role[] } | null;

/**
 * The role check of spec 000 §6: a signed-in user passes when they hold any of `roles`; a
 * signed-out visitor matches only {@link ANONYMOUS}. The capability map's own check: elsewhere
 * ask `can(holder, 'x.y')` (`no-role-lists.test.ts` holds that).
 */
export function hasAnyRole(user: RoleHolder, roles: readonly RoleOrAnonymous[]): boolean {
  if (!user) return roles.includes(ANONYMOUS);
  return user.roles.some((role) => roles.includes(role));
}

/**
 * A customer holds CUSTOMER and neither ADMIN nor INSTRUCTOR (spec 001 §6): a classification
 * for the booking dialog's fields, not a capability, as no union of roles expresses "neither".
 */
export function isCustomer(user: RoleHolder): boolean {
  if (!user) return false;
  const { roles } = user;
  return roles.includes('CUSTOMER') && !roles.includes('ADMIN') && !roles.includes('INSTRUCTOR');
}
