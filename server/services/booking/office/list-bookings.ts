import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  BOOKING_SHORT_LIST_SIZE,
  type BookingListFilters,
  type BookingListQuery,
  type BookingRow,
} from '../../../../shared/model/booking-office';
import { offsetOf, type ListAnswer } from '../../../../shared/model/list';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/database';
import { searchCondition } from '../../../db/list-query';
import { bookings, events, participants, persons, schoolYears } from '../../../db/schema';
import type { Session } from '../../auth/session';
import { byWeekdayAndTime, slotsOf } from '../list-family-bookings';
import { bookingScope } from './booking-scope';

const orderColumns = {
  registrationDate: bookings.registrationDate,
  startDate: bookings.startDate,
  endDate: bookings.endDate,
  familyName: persons.familyName,
  givenName: persons.givenName,
  eventName: events.name,
  businessArea: events.businessArea,
  bookingStatus: bookings.bookingStatus,
} as const;

/** The days a booking runs: its own dates, else its service's (open ends run on). */
const runsFrom = sql`coalesce(${bookings.startDate}, ${events.startDate})`;
const runsTo = sql`coalesce(${bookings.endDate}, ${events.endDate})`;

/** The condition of the list's filters (the caller's scope aside). */
function filterCondition(filters: BookingListFilters): SQL | undefined {
  return and(
    filters.status === undefined ? undefined : eq(bookings.bookingStatus, filters.status),
    filters.businessArea === undefined ? undefined : eq(events.businessArea, filters.businessArea),
    filters.serviceId === undefined ? undefined : eq(bookings.eventId, filters.serviceId),
    filters.schoolYear === undefined ? undefined : eq(events.schoolYearId, filters.schoolYear),
    // Running on some day of the range: started by its end, not ended before its start.
    filters.to === undefined
      ? undefined
      : sql`(${runsFrom} is null or ${runsFrom} <= ${filters.to})`,
    filters.from === undefined
      ? undefined
      : sql`(${runsTo} is null or ${runsTo} >= ${filters.from})`,
    // The child's names are not null: 'Given Family' contains whatever either name contains
    // (the participant list's expression, so `/booking?plan=Given Family` finds the child).
    searchCondition(filters.child, [sql`${persons.givenName} || ' ' || ${persons.familyName}`]),
  );
}

const rowColumns = {
  id: bookings.id,
  version: bookings.version,
  participantId: bookings.participantId,
  givenName: persons.givenName,
  familyName: persons.familyName,
  serviceId: bookings.eventId,
  eventName: events.name,
  businessArea: events.businessArea,
  schoolYear: schoolYears.name,
  bookingStatus: bookings.bookingStatus,
  startDate: bookings.startDate,
  endDate: bookings.endDate,
  registrationDate: bookings.registrationDate,
  cancellationDate: bookings.cancellationDate,
};

/** The joins of the rows: each booking has one child, person, service and school year. */
function joined<T extends PgSelect>(select: T) {
  return select
    .innerJoin(participants, eq(participants.id, bookings.participantId))
    .innerJoin(persons, eq(persons.id, participants.personId))
    .innerJoin(events, eq(events.id, bookings.eventId))
    .innerJoin(schoolYears, eq(schoolYears.id, events.schoolYearId));
}

/** Which tables the ids' query joins: only those its filters, order and scope read. */
interface Needs {
  child: boolean;
  service: boolean;
}

function needsOf(query: BookingListQuery, scoped: boolean): Needs {
  return {
    child:
      scoped ||
      query.child !== undefined ||
      query.orderBy === 'familyName' ||
      query.orderBy === 'givenName',
    service:
      scoped ||
      query.businessArea !== undefined ||
      query.schoolYear !== undefined ||
      query.from !== undefined ||
      query.to !== undefined ||
      query.orderBy === 'eventName' ||
      query.orderBy === 'businessArea',
  };
}

/** The ids' select with the joins `needs` names (each on a unique key: no row added or lost). */
function joinedFor<T extends PgSelect>(select: T, needs: Needs): T {
  let joinedSelect = select;
  if (needs.child)
    joinedSelect = joinedSelect
      .innerJoin(participants, eq(participants.id, bookings.participantId))
      .innerJoin(persons, eq(persons.id, participants.personId)) as unknown as T;
  if (needs.service)
    joinedSelect = joinedSelect.innerJoin(events, eq(events.id, bookings.eventId)) as unknown as T;
  return joinedSelect;
}

/**
 * `GET /api/booking/list`: one page of the bookings the caller may read ({@link bookingScope}),
 * filtered and ordered. The ids of the page and the total come from one query
 * (`count(*) over ()`) that joins only what its filters, order and scope read: filtered by
 * service and ordered by registration, it reads the index on bookings' event alone (the large
 * seed's busiest service: 15 ms instead of 985 ms with every join, PGlite, EXPLAIN ANALYZE).
 * Then the page's rows and their slots, for 25 ids. A page past the end counts on its own.
 */
export async function listBookingPage(
  db: Database,
  session: Session,
  query: BookingListQuery,
): Promise<ListAnswer<BookingRow>> {
  const scope = bookingScope(db, session);
  const needs = needsOf(query, scope !== undefined);
  const where = and(scope, filterCondition(query));
  const column = orderColumns[query.orderBy];
  const page = await joinedFor(
    db
      .select({ id: bookings.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(bookings)
      .$dynamic(),
    needs,
  )
    .where(where)
    .orderBy(query.asc ? asc(column) : desc(column), asc(bookings.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const total = page[0]?.total ?? (query.page === 1 ? 0 : await countAll(db, where, needs));
  return {
    items: await rowsOf(
      db,
      page.map((row) => row.id),
    ),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The rows of `ids` with their slots, in the order of `ids`. */
async function rowsOf(db: Database, ids: number[]): Promise<BookingRow[]> {
  if (ids.length === 0) return [];
  const rows = await joined(db.select(rowColumns).from(bookings).$dynamic()).where(
    inArray(bookings.id, ids),
  );
  const slots = await slotsOf(
    db,
    rows.map((row) => ({ bookingId: row.id, serviceId: row.serviceId })),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const recurrencies = (slots.get(id) ?? [])
      .sort(byWeekdayAndTime)
      .map(({ dayOfWeek, time, endTime }) => ({ dayOfWeek, time, endTime }));
    return [{ ...row, recurrencies }];
  });
}

/** The total of a page past the end (no row to carry the window count). */
async function countAll(db: Database, where: SQL | undefined, needs: Needs): Promise<number> {
  const [row] = await joinedFor(
    db.select({ total: count() }).from(bookings).$dynamic(),
    needs,
  ).where(where);
  return row?.total ?? 0;
}

/** `GET /api/booking/short-list`: the newest few bookings the caller may read, and the total. */
export function listNewestBookings(
  db: Database,
  session: Session,
): Promise<ListAnswer<BookingRow>> {
  return listBookingPage(db, session, {
    page: 1,
    pageSize: BOOKING_SHORT_LIST_SIZE,
    orderBy: 'registrationDate',
    asc: false,
  });
}
