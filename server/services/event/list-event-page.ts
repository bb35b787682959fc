import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { can } from '../../../shared/access/capabilities';
import { CAPACITY_STATUSES } from '../../../shared/model/booking';
import type { EventListQuery } from '../../../shared/model/event-list';
import type { EventListRow } from '../../../shared/model/event-record';
import type { ListAnswer } from '../../../shared/model/list';
import type { Database } from '../../db/database';
import { listPage } from '../../db/list-query';
import { bookings, events, locations, schoolYears } from '../../db/schema';
import type { Session } from '../auth/session';
import { taughtBy } from './instructor-access';
import { locationDisplayName } from './read-event-record';

/**
 * `GET /api/event/`: one page of the services with their year, location and the bookings that
 * hold a place. Filters: business area, school year (id), text in name and key. A caller
 * without `event.read.any` (an instructor) sees the services they teach only.
 */
export async function listEventPage(
  db: Database,
  query: EventListQuery,
  session: Session,
): Promise<ListAnswer<EventListRow>> {
  // The bookings holding a place, per service. Counted over every booking only to sort by them;
  // otherwise for the page's services alone, after the page is read (countTaken): one grouped
  // read of those services' bookings, and the total does not count bookings at all.
  const byParticipants = query.orderBy === 'participants';
  const taken = db
    .select({ eventId: bookings.eventId, n: count().as('n') })
    .from(bookings)
    .where(inArray(bookings.bookingStatus, [...CAPACITY_STATUSES]))
    .groupBy(bookings.eventId)
    .as('taken');
  const participants = byParticipants
    ? sql<number>`coalesce(${taken.n}, 0)`.mapWith(Number)
    : sql<number>`0`.mapWith(Number);
  const base = db
    .select({
      id: events.id,
      name: events.name,
      businessArea: events.businessArea,
      key: events.key,
      schoolYearId: events.schoolYearId,
      schoolYear: schoolYears.name,
      startDate: events.startDate,
      endDate: events.endDate,
      locationName: locations.name,
      locationRoom: locations.room,
      maximumNumber: events.maximumNumber,
      participants,
      canceledAt: events.canceledAt,
    })
    .from(events)
    .innerJoin(schoolYears, eq(schoolYears.id, events.schoolYearId))
    .leftJoin(locations, eq(locations.id, events.locationId))
    .$dynamic();
  const select = byParticipants ? base.leftJoin(taken, eq(taken.eventId, events.id)) : base;
  const page = await listPage(db, select, query, {
    orderColumns: {
      name: events.name,
      businessArea: events.businessArea,
      key: events.key,
      startDate: events.startDate,
      endDate: events.endDate,
      participants,
    },
    id: events.id,
    where: and(
      query.businessArea ? eq(events.businessArea, query.businessArea) : undefined,
      query.schoolYear ? eq(events.schoolYearId, query.schoolYear) : undefined,
      can(session, 'event.read.any') ? undefined : taughtBy(db, session.personId),
    ),
    searchColumns: [events.name, events.key],
    withTotal: true,
  });
  const counted = byParticipants
    ? null
    : await countTaken(
        db,
        page.items.map((row) => row.id),
      );
  return {
    ...page,
    items: page.items.map(({ locationName, locationRoom, canceledAt, ...row }) => ({
      ...row,
      participants: counted ? (counted.get(row.id) ?? 0) : row.participants,
      location:
        locationName === null ? null : locationDisplayName(locationName, locationRoom ?? ''),
      canceled: canceledAt !== null,
    })),
  };
}

/** The bookings holding a place in each of `eventIds` (bookings_event_status_dates_idx). */
async function countTaken(db: Database, eventIds: number[]): Promise<Map<number, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select({ eventId: bookings.eventId, n: count() })
    .from(bookings)
    .where(
      and(
        inArray(bookings.eventId, eventIds),
        inArray(bookings.bookingStatus, [...CAPACITY_STATUSES]),
      ),
    )
    .groupBy(bookings.eventId);
  return new Map(rows.map((row) => [row.eventId, row.n]));
}
