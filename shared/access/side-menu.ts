import { can, type Capability } from './capabilities';
import { guardRoute } from './guard-route';
import type { RoleHolder } from './has-role';
import { isAtOrBelow } from './paths';
import type { FeatureToggleName, FeatureToggles } from '../model/features';
import type { MessageId } from '../model/message-ids';

/** One entry of the side menu: where it leads, its label's catalog id and who sees it. */
export interface SideMenuEntry {
  /** Stable name, also the key of its icon in the portal. */
  id: string;
  path: string;
  labelKey: MessageId;
  /** Who sees the entry: the capability of its screen, or a `menu.*` one where spec 000 §2 shows it to fewer. */
  can: Capability;
  /** The part of the site the entry stands for, when wider than its path. */
  section?: string;
  /** A feature toggle that must be on for the entry to show (as its route's `feature`). */
  feature?: FeatureToggleName;
}

/** The side-menu names with a label in the catalogs (`menu.<id>`), so a new entry needs one. */
type MenuId = MessageId extends infer Id ? (Id extends `menu.${infer Name}` ? Name : never) : never;

function entry(id: MenuId, path: string, can: Capability, section?: string): SideMenuEntry {
  return { id, path, labelKey: `menu.${id}`, can, ...(section ? { section } : {}) };
}

function personal(id: MenuId, path: string, can: Capability, feature?: FeatureToggleName) {
  return { ...entry(id, path, can), ...(feature ? { feature } : {}) };
}

/**
 * The side menu of spec 000 §2 "Side menu entries by role", in the spec's order, with one change:
 * "lists" is ADMIN's only, not CUSTOMER's, as the route table has it (README). An entry names the
 * capability of its screen where the menu and the route table agree on the audience (customers,
 * activities, …) and a `menu.*` capability where the menu shows the entry to fewer roles than the
 * page admits (the dashboard, which SYS_ADMIN and INSTRUCTOR open without a menu entry).
 * `side-menu.test.ts` checks that the guard admits everyone an entry is offered to.
 */
export const SIDE_MENU: readonly SideMenuEntry[] = [
  entry('dashboard', '/dashboard', 'menu.office'),
  entry('participants', '/participant', 'menu.family'),
  entry('bookings', '/booking', 'menu.family'),
  entry('calendar', '/calendar', 'menu.family'),
  entry('activities', '/event', 'event.staff'),
  entry('documents', '/document', 'menu.documents'),
  entry('participantPerson', '/participantPerson', 'participantPerson.manage'),
  entry('lists', '/lists', 'menu.office'),
  entry('invoices', '/invoices', 'invoice.manage'),
  entry('customers', '/customer', 'customer.manage'),
  entry('management', '/management', 'schoolYear.manage'),
  entry('instructors', '/instructor', 'menu.office'),
  entry('locations', '/location', 'location.manage'),
  entry('businessArea', '/business-area', 'menu.office'),
  entry('stops', '/stops', 'stop.manage'),
  entry('persons', '/person', 'person.manage.any'),
  entry('basket', '/basket', 'menu.office'),
  entry('emails', '/email', 'menu.office'),
  entry('users', '/user', 'system.manage'),
  entry('registrations', '/registrations', 'registration.manage'),
  entry('admin', '/admin', 'system.manage'),
  entry('apiKeys', '/credentials', 'apiKey.manage'),
  entry('public', '/public', 'event.read'),
  entry('personalArea', '/my/dashboard', 'menu.family', '/my'),
];

/**
 * The side-menu entries `user` (null when signed out) sees, in menu order. The route guard has
 * the last word, so the menu can never offer a page that would answer "not allowed".
 */
export function sideMenuFor(user: RoleHolder): SideMenuEntry[] {
  return SIDE_MENU.filter((item) => can(user, item.can) && guardRoute(item.path, user).allow);
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

/**
 * The personal area's own entries (spec 000 §2 "Personal area" routes), shown under "Personal
 * area" while the user is inside `/my` (the spec's menu has the one entry; these make its screens
 * reachable without the dashboard). Parents (`menu.myFamily`) get their family's screens, a
 * guardian their linked children's, staff the overview only; the bus, childminding and schedule
 * entries follow their toggles as the routes do (README).
 */
export const PERSONAL_MENU: readonly SideMenuEntry[] = [
  personal('myOverview', '/my/dashboard', 'myDashboard.read'),
  personal('myChildren', '/my/participant', 'menu.myChildren'),
  personal('myBookings', '/my/bookings', 'menu.myFamily'),
  personal('mySchedule', '/my/schedule', 'menu.myChildren', 'enableMySchedule'),
  personal('myAbsences', '/my/absences', 'menu.myFamily'),
  personal('myGuardians', '/my/guardians', 'menu.myFamily'),
  personal('mySchoolBus', '/my/school-bus', 'menu.myFamily', 'enableSchoolBusBooking'),
  personal('myChildminding', '/my/childminding', 'menu.myFamily', 'enableChildmindingBooking'),
  personal('myData', '/my/data', 'menu.myFamily'),
  personal('myDocuments', '/my/documents', 'menu.myFamily'),
];

/**
 * The personal-area entries `user` sees with `features` on, in menu order; none for a user the
 * side menu offers no personal area to.
 */
export function personalMenuFor(user: RoleHolder, features: FeatureToggles): SideMenuEntry[] {
  if (!sideMenuFor(user).some((item) => item.id === 'personalArea')) return [];
  return PERSONAL_MENU.filter(
    (item) =>
      can(user, item.can) &&
      (item.feature === undefined || features[item.feature]) &&
      guardRoute(item.path, user).allow,
  );
}
