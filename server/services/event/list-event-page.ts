import { and, eq, inArray, sql } from 'drizzle-orm';
import { can } from '../../../shared/access/capabilities';
import type { EventListQuery } from '../../../shared/model/event-list';
import type { EventListRow } from '../../../shared/model/event-record';
import type { ListAnswer } from '../../../shared/model/list';
import type { Database } from '../../db/database';
import { listPage } from '../../db/list-query';
import { eventPlacesTaken, events, locations, schoolYears } from '../../db/schema';
import type { Session } from '../auth/session';
import { inconsistentServiceIds } from '../inconsistency/counted-inconsistencies';
import { taughtBy } from './instructor-access';
import { locationDisplayName } from './read-event-record';

/**
 * `GET /api/event/`: one page of the services with their year, location and the bookings that
 * hold a place. Filters: business area, school year (id), text in name and key, and only the
 * services with an inconsistency as of `today` (the dashboard's tile). A caller without
 * `event.read.any` (an instructor) sees the services they teach only.
 */
export async function listEventPage(
  db: Database,
  query: EventListQuery,
  session: Session,
  today: string,
): Promise<ListAnswer<EventListRow>> {
  // The bookings holding a place, kept per service by the bookings' triggers (migration 0005):
  // no counting per request, whether shown or sorted by.
  const participants = sql<number>`coalesce(${eventPlacesTaken.taken}, 0)`.mapWith(Number);
  const inconsistent = query.inconsistent
    ? await inconsistentServiceIds(db, query.schoolYear ?? null, today)
    : null;
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
      draft: events.draft,
    })
    .from(events)
    .innerJoin(schoolYears, eq(schoolYears.id, events.schoolYearId))
    .leftJoin(locations, eq(locations.id, events.locationId))
    .leftJoin(eventPlacesTaken, eq(eventPlacesTaken.eventId, events.id))
    .$dynamic();
  const page = await listPage(db, base, query, {
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
      inconsistent ? inArray(events.id, inconsistent) : undefined,
      can(session, 'event.read.any') ? undefined : taughtBy(db, session.personId),
    ),
    searchColumns: [events.name, events.key],
    withTotal: true,
  });
  return {
    ...page,
    items: page.items.map(({ locationName, locationRoom, canceledAt, ...row }) => ({
      ...row,
      location:
        locationName === null ? null : locationDisplayName(locationName, locationRoom ?? ''),
      canceled: canceledAt !== null,
    })),
  };
}
