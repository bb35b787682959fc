import type { Role } from '../../../shared/model/enums';

/**
 * The roles a SYS_ADMIN may grant on approval, those of parents first. USER is not among them:
 * the server always adds it (spec 001 §6).
 */
export const ASSIGNABLE_ROLES = [
  'CUSTOMER',
  'MEMBER',
  'GUARDIAN',
  'PARTICIPANT',
  'INSTRUCTOR',
  'EXT_PROVIDER',
  'ADMIN',
  'SYS_ADMIN',
] as const satisfies readonly Role[];

/** What the dialog starts with: a sign-up is almost always a parent. */
export const PRESELECTED_ROLES: readonly Role[] = ['CUSTOMER'];
