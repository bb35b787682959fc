import type { Role } from '../model/enums';
import { isAtOrBelow, pathOf } from './paths';

/** One row of the route-role table: a path (and everything below it) and who may open it. */
export interface RouteRoleRow {
  path: string;
  roles: readonly Role[];
}

const PEOPLE_VIEWERS: readonly Role[] = ['ADMIN', 'CUSTOMER', 'MEMBER', 'INSTRUCTOR', 'GUARDIAN'];

/**
 * The role table of spec 000 §6 (with 001 §2.1 and 002 §6). `/cfg` is the configuration area
 * (the portal shows it under /admin; the server guards `/api/configuration` with it), and
 * "list-detail" is the route `/lists-detail`. Paths not listed need a sign-in only. One change
 * to the spec's table: `/booking` admits MEMBER, who books for their own children (README).
 */
export const ROUTE_ROLES: readonly RouteRoleRow[] = [
  { path: '/admin', roles: ['SYS_ADMIN'] },
  { path: '/cfg', roles: ['SYS_ADMIN'] },
  { path: '/registrations', roles: ['SYS_ADMIN'] },
  { path: '/management', roles: ['ADMIN'] },
  { path: '/customer', roles: ['ADMIN'] },
  { path: '/event', roles: ['ADMIN'] },
  { path: '/lists-detail', roles: ['ADMIN'] },
  { path: '/basket', roles: ['ADMIN', 'SYS_ADMIN', 'INSTRUCTOR'] },
  {
    path: '/booking',
    roles: ['ADMIN', 'CUSTOMER', 'MEMBER', 'INSTRUCTOR', 'GUARDIAN', 'PARTICIPANT'],
  },
  {
    path: '/calendar',
    roles: ['ADMIN', 'CUSTOMER', 'MEMBER', 'INSTRUCTOR', 'GUARDIAN', 'PARTICIPANT'],
  },
  { path: '/credentials', roles: ['EXT_PROVIDER'] },
  { path: '/dashboard', roles: ['ADMIN', 'SYS_ADMIN', 'INSTRUCTOR'] },
  { path: '/document', roles: ['ADMIN', 'CUSTOMER', 'MEMBER', 'INSTRUCTOR'] },
  {
    path: '/location',
    roles: ['ADMIN', 'SYS_ADMIN', 'CUSTOMER', 'MEMBER', 'INSTRUCTOR', 'GUARDIAN'],
  },
  { path: '/lists', roles: ['ADMIN', 'MEMBER'] },
  { path: '/participant', roles: PEOPLE_VIEWERS },
  { path: '/person', roles: PEOPLE_VIEWERS },
  { path: '/user', roles: ['ADMIN', 'SYS_ADMIN'] },
  {
    path: '/instructor',
    roles: ['ADMIN', 'SYS_ADMIN', 'CUSTOMER', 'MEMBER', 'INSTRUCTOR', 'GUARDIAN'],
  },
  { path: '/participantPerson', roles: ['ADMIN', 'CUSTOMER'] },
];

/** The roles that may open `fullPath`, or null when the table does not restrict it. */
export function routeRoles(fullPath: string): readonly Role[] | null {
  const path = pathOf(fullPath);
  return ROUTE_ROLES.find((row) => isAtOrBelow(path, row.path))?.roles ?? null;
}

/** The roles of the table row for `path`, for the server to guard the matching API area. */
export function rolesOfRow(path: RouteRoleRow['path']): readonly Role[] {
  const row = ROUTE_ROLES.find((entry) => entry.path === path);
  if (!row) throw new Error(`No route-role row for ${path}`);
  return row.roles;
}
