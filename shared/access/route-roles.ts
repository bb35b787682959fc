import type { RoleOrAnonymous } from '../model/enums';
import { rolesWith, type Capability } from './capabilities';
import { isAtOrBelow, pathOf } from './paths';

/** One row of the route table: a path (and everything below it) and the capability it needs. */
export interface RouteRow {
  path: string;
  can: Capability;
}

/**
 * The route table of spec 000 §6 (with 001 §2.1 and 002 §6), each row naming the capability of
 * its screen in `capabilities.ts`, which holds the roles. `/cfg` is the configuration area (the
 * portal shows it under /admin; the server guards `/api/configuration` with it), and
 * "list-detail" is the route `/lists-detail`. Paths not listed need a sign-in only. One change
 * to the spec's table: `/booking` admits MEMBER, who books for their own children, and `/event`
 * admits INSTRUCTOR, who reads the services they teach (issue 16; README), and `/credentials`
 * admits SYS_ADMIN, who reads and revokes every provider's API keys there (issue 21.4).
 */
export const ROUTE_ROLES: readonly RouteRow[] = [
  { path: '/admin', can: 'system.manage' },
  { path: '/cfg', can: 'configuration.manage' },
  { path: '/registrations', can: 'registration.manage' },
  { path: '/management', can: 'schoolYear.manage' },
  { path: '/customer', can: 'customer.manage' },
  { path: '/event', can: 'event.staff' },
  { path: '/lists-detail', can: 'listDetail.read' },
  { path: '/basket', can: 'basket.use' },
  { path: '/booking', can: 'booking.read' },
  { path: '/calendar', can: 'calendar.read' },
  { path: '/credentials', can: 'apiKey.keep' },
  { path: '/dashboard', can: 'dashboard.read' },
  { path: '/document', can: 'document.read' },
  { path: '/location', can: 'location.read' },
  { path: '/lists', can: 'list.read' },
  { path: '/invoices', can: 'invoice.manage' },
  { path: '/participant', can: 'people.read' },
  { path: '/person', can: 'people.read' },
  { path: '/user', can: 'user.manage' },
  { path: '/instructor', can: 'instructor.read' },
  { path: '/participantPerson', can: 'participantPerson.manage' },
];

/** The capability `fullPath` needs, or null when the table does not restrict it. */
export function routeCapability(fullPath: string): Capability | null {
  const path = pathOf(fullPath);
  return ROUTE_ROLES.find((row) => isAtOrBelow(path, row.path))?.can ?? null;
}

/** The roles that may open `fullPath`, or null when the table does not restrict it. */
export function routeRoles(fullPath: string): readonly RoleOrAnonymous[] | null {
  const capability = routeCapability(fullPath);
  return capability ? rolesWith(capability) : null;
}
