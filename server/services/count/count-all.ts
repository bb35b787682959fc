import { eq, ne, not, sql } from 'drizzle-orm';
import type { RoleHolder } from '../../../shared/access/has-role';
import { can } from '../../../shared/access/capabilities';
import type { DashboardCounts, AreaCounts } from '../../../shared/model/counts';
import { BUSINESS_AREAS, type BusinessArea } from '../../../shared/model/enums';
import type { Reader } from '../../db/database';
import {
  eventBookingCounts,
  events,
  participants,
  registrations,
  sentEmails,
} from '../../db/schema';
import { readFeatureToggles } from '../config/read-feature-toggles';
import { findSchoolYearInBookingPhase } from '../event/booking-phase';
import { inconsistentServiceIds } from '../inconsistency/counted-inconsistencies';
import { readCurrentSchoolYear } from '../school-year/read-school-years';

const count = sql<number>`count(*)::int`;

/**
 * Per business area: PENDING bookings (any year) and bookings of `yearId`'s services, summed
 * from the counts the bookings' triggers keep per service (migration 0025): a row per service,
 * not the 100,000 bookings of the large seed.
 */
async function countAreas(db: Reader, yearId: number | null): Promise<AreaCounts[]> {
  const rows = await db
    .select({
      businessArea: events.businessArea,
      pending: sql<number>`coalesce(sum(${eventBookingCounts.pending}), 0)::int`,
      thisYear: sql<number>`coalesce(sum(${eventBookingCounts.total}) filter (where ${events.schoolYearId} = ${yearId ?? 0}), 0)::int`,
    })
    .from(eventBookingCounts)
    .innerJoin(events, eq(events.id, eventBookingCounts.eventId))
    .groupBy(events.businessArea);
  const byArea = new Map<BusinessArea, AreaCounts>(rows.map((row) => [row.businessArea, row]));
  return BUSINESS_AREAS.map(
    (businessArea) => byArea.get(businessArea) ?? { businessArea, pending: 0, thisYear: 0 },
  );
}

const countChildren = async (db: Reader) =>
  (await db.select({ n: count }).from(participants).where(not(participants.isCustomerPerson)))[0]
    ?.n ?? 0;

const countFailedEmails = async (db: Reader) =>
  (await db.select({ n: count }).from(sentEmails).where(ne(sentEmails.status, 'SUCCESS')))[0]?.n ??
  0;

const countRegistrations = async (db: Reader) =>
  (await db.select({ n: count }).from(registrations).where(eq(registrations.confirmed, false)))[0]
    ?.n ?? 0;

/** The services with an inconsistency (the six rules, kept until their inputs change). */
const countInconsistentServices = async (db: Reader, schoolYearId: number | null, today: string) =>
  (await inconsistentServiceIds(db, schoolYearId, today)).length;

/** The open inconsistencies' tile: the office's, while the toggle shows them anywhere. */
async function mayCountInconsistencies(db: Reader, caller: RoleHolder) {
  return can(caller, 'inconsistency.read.any') && (await readFeatureToggles(db)).inconsistencies;
}

/**
 * `GET /api/count/all` (spec 002 §7 "Counts"; issue 21.6): the dashboard's tiles. Each count is
 * the total of the list its tile opens (the same conditions as that list), and null for a caller
 * who may not open that list. "This year" is today's school year, else the one in its booking
 * phase (between two years).
 */
export async function countAll(
  db: Reader,
  caller: RoleHolder,
  clock: { today: string; now: Date },
): Promise<DashboardCounts> {
  const current =
    (await readCurrentSchoolYear(db, clock.today)) ??
    (await findSchoolYearInBookingPhase(db, clock.now));
  const schoolYear = current ? { id: current.id, name: current.name } : null;
  const [areas, children, failedEmails, pendingRegistrations, inconsistentServices] =
    await Promise.all([
      can(caller, 'booking.read.any') ? countAreas(db, schoolYear?.id ?? null) : null,
      can(caller, 'participant.manage.any') ? countChildren(db) : null,
      can(caller, 'email.log') ? countFailedEmails(db) : null,
      can(caller, 'registration.manage') ? countRegistrations(db) : null,
      (await mayCountInconsistencies(db, caller))
        ? countInconsistentServices(db, schoolYear?.id ?? null, clock.today)
        : null,
    ]);
  return {
    schoolYear,
    areas,
    children,
    failedEmails,
    registrations: pendingRegistrations,
    inconsistentServices,
  };
}
