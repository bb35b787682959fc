import type { Role } from '../model/enums';
import { guardRoute } from './guard-route';
import { hasAnyRole } from './has-role';
import type { RoleHolder } from './has-role';
import { isAtOrBelow } from './paths';

/** One entry of the side menu: where it leads, its label's catalog id and who sees it. */
export interface SideMenuEntry {
  /** Stable name, also the key of its icon in the portal. */
  id: string;
  path: string;
  labelKey: string;
  /** The roles that see the entry; `'everyone'` includes signed-out visitors. */
  roles: readonly Role[] | 'everyone';
  /** The part of the site the entry stands for, when wider than its path. */
  section?: string;
}

const ADMIN: readonly Role[] = ['ADMIN'];
const SYS_ADMIN: readonly Role[] = ['SYS_ADMIN'];
const FAMILY_AND_STAFF: readonly Role[] = ['ADMIN', 'CUSTOMER', 'MEMBER', 'INSTRUCTOR', 'GUARDIAN'];

function entry(
  id: string,
  path: string,
  roles: SideMenuEntry['roles'],
  section?: string,
): SideMenuEntry {
  return { id, path, labelKey: `menu.${id}`, roles, ...(section ? { section } : {}) };
}

/**
 * The side menu of spec 000 §2 "Side menu entries by role", in the spec's order, with one change:
 * "lists" is ADMIN's only, not CUSTOMER's, as the route table has it (README). Each entry's
 * roles must be ones the route guard admits to its path; `side-menu.test.ts` checks that.
 */
export const SIDE_MENU: readonly SideMenuEntry[] = [
  entry('dashboard', '/dashboard', ADMIN),
  entry('participants', '/participant', FAMILY_AND_STAFF),
  entry('bookings', '/booking', FAMILY_AND_STAFF),
  entry('calendar', '/calendar', FAMILY_AND_STAFF),
  entry('activities', '/event', ADMIN),
  entry('documents', '/document', ['ADMIN', 'CUSTOMER', 'MEMBER']),
  entry('participantPerson', '/participantPerson', ['ADMIN', 'CUSTOMER']),
  entry('lists', '/lists', ADMIN),
  entry('customers', '/customer', ADMIN),
  entry('management', '/management', ADMIN),
  entry('instructors', '/instructor', ADMIN),
  entry('locations', '/location', ADMIN),
  entry('businessArea', '/business-area', ADMIN),
  entry('stops', '/stops', ADMIN),
  entry('persons', '/person', ADMIN),
  entry('basket', '/basket', ADMIN),
  entry('emails', '/email', ADMIN),
  entry('users', '/user', SYS_ADMIN),
  entry('registrations', '/registrations', SYS_ADMIN),
  entry('admin', '/admin', SYS_ADMIN),
  entry('public', '/public', 'everyone'),
  entry('personalArea', '/my/dashboard', FAMILY_AND_STAFF, '/my'),
];

/**
 * The side-menu entries `user` (null when signed out) sees, in menu order. The route guard has
 * the last word, so the menu can never offer a page that would answer "not allowed".
 */
export function sideMenuFor(user: RoleHolder): SideMenuEntry[] {
  return SIDE_MENU.filter(
    (item) =>
      (item.roles === 'everyone' || hasAnyRole(user, item.roles)) &&
      guardRoute(item.path, user).allow,
  );
}

/**
 * The entry to mark as current on `path`: the one whose section (or path) is the longest
 * prefix of it, so `/event/12` marks "activities" and `/my/bookings/3` the personal area.
 */
export function activeMenuEntry(
  entries: readonly SideMenuEntry[],
  path: string,
): SideMenuEntry | null {
  let best: SideMenuEntry | null = null;
  for (const item of entries) {
    const base = item.section ?? item.path;
    const bestBase = best ? (best.section ?? best.path) : '';
    if (isAtOrBelow(path, base) && base.length > bestBase.length) best = item;
  }
  return best;
}
