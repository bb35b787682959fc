import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import {
  BOOKING_SHORT_LIST_SIZE,
  type BookingListFilters,
  type BookingListQuery,
  type BookingRow,
} from '../../../../shared/model/booking-office';
import type { EventRecurrence } from '../../../../shared/model/event';
import { offsetOf, type ListAnswer } from '../../../../shared/model/list';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/database';
import { searchCondition } from '../../../db/list-query';
import { pageOrder, pageWindow, type PageWindow } from '../../../db/page-window';
import {
  bookingRecurrences,
  bookings,
  eventRecurrences,
  events,
  participants,
  persons,
  schoolYears,
} from '../../../db/schema';
import type { Session } from '../../auth/session';
import { byWeekdayAndTime } from '../list-family-bookings';
import { bookingScope } from './booking-scope';

/** The child's names are the booking's copy of its person's (kept by triggers, migration 0010). */
const orderColumns = {
  registrationDate: bookings.registrationDate,
  startDate: bookings.startDate,
  endDate: bookings.endDate,
  familyName: bookings.participantFamilyName,
  givenName: bookings.participantGivenName,
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

/** One slot as the rows' JSON carries it. */
const slotJson = sql`json_build_object('id', ${eventRecurrences.id}, 'dayOfWeek', ${eventRecurrences.dayOfWeek}, 'time', ${eventRecurrences.time}, 'endTime', ${eventRecurrences.endTime}) order by ${eventRecurrences.id}`;

/**
 * The booking's slots, read with its row (a statement fewer than `slotsOf`, whose rule this is):
 * those it names, else all of its service's; by recurrence id, sorted by weekday and time after.
 */
const slotsOfRow = sql<EventRecurrence[]>`coalesce(
  (select json_agg(${slotJson}) from ${bookingRecurrences}
    inner join ${eventRecurrences} on ${eventRecurrences.id} = ${bookingRecurrences.eventRecurrenceId}
    where ${bookingRecurrences.bookingId} = ${bookings.id}),
  (select json_agg(${slotJson}) from ${eventRecurrences}
    where ${eventRecurrences.eventId} = ${bookings.eventId}),
  '[]')`;

const rowColumns = {
  id: bookings.id,
  version: bookings.version,
  participantId: bookings.participantId,
  givenName: bookings.participantGivenName,
  familyName: bookings.participantFamilyName,
  serviceId: bookings.eventId,
  eventName: events.name,
  businessArea: events.businessArea,
  schoolYear: schoolYears.name,
  bookingStatus: bookings.bookingStatus,
  startDate: bookings.startDate,
  endDate: bookings.endDate,
  registrationDate: bookings.registrationDate,
  cancellationDate: bookings.cancellationDate,
  slots: slotsOfRow,
};

/**
 * The joins of the rows: each booking has one service and school year (the child's names are
 * the booking's own: two joins fewer to plan, a third of the rows' cost on PGlite).
 */
function joined<T extends PgSelect>(select: T) {
  return select
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
    child: scoped || query.child !== undefined,
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
 * filtered and ordered, in one statement: the page's ids with only the joins their filters, order
 * and scope read, joined to their rows and slots. For the office (no scope) the total is counted
 * alone — in the same statement for the first page; before, for a later page, whose ids are then
 * read from the nearer end ({@link pageWindow}). Filtered by service in the list's default order
 * (registration date descending), the ids are the first 25 entries of
 * `bookings_event_registration_idx` and the total a count of that index alone: no window count
 * over the service's 4,300 bookings, no sort of them (issue 18 bench; on PGlite a statement costs
 * about a millisecond before it reads anything). A scoped caller's page counts in its own scan.
 */
export async function listBookingPage(
  db: Database,
  session: Session,
  query: BookingListQuery,
): Promise<ListAnswer<BookingRow>> {
  const scope = bookingScope(db, session);
  const needs = needsOf(query, scope !== undefined);
  const where = and(scope, filterCondition(query));
  const counted = joinedFor(db.select({ total: count() }).from(bookings).$dynamic(), needs).where(
    where,
  );
  const countedTotal = async () => (await counted)[0]?.total ?? 0;
  const column = orderColumns[query.orderBy];
  /**
   * The rows of the page `window` shows, in the page's order, with the total beside each: counted
   * alone ('counted'), in the page's own scan ('inScan': `count(*) over ()`) or not ('none').
   */
  const rowsOf = (window: PageWindow, total: 'counted' | 'inScan' | 'none') => {
    const page = joinedFor(
      db
        .select({
          id: bookings.id,
          total: (total === 'inScan' ? sql<number>`count(*) over ()` : sql<null>`null`).as('total'),
        })
        .from(bookings)
        .$dynamic(),
      needs,
    )
      .where(where)
      .orderBy(...pageOrder(column, bookings.id, query.asc, window))
      .limit(window.limit)
      .offset(window.offset)
      .as('page');
    return joined(
      db
        .select({
          ...rowColumns,
          total: total === 'counted' ? sql<number>`(${counted})` : page.total,
        })
        .from(page)
        .innerJoin(bookings, eq(bookings.id, page.id))
        .$dynamic(),
    ).orderBy(...pageOrder(column, bookings.id, query.asc, { reversed: false }));
  };
  const front = { offset: offsetOf(query), limit: query.pageSize, reversed: false };
  let total: number;
  let rows: Awaited<ReturnType<typeof rowsOf>>;
  if (scope !== undefined) {
    // A caller's own bookings (a family's, a teacher's services'): the scope's test of every
    // booking is the costly part, so the page counts in its own scan instead of a second one.
    rows = await rowsOf(front, 'inScan');
    total = rows[0] ? Number(rows[0].total) : await countedTotal();
  } else if (query.page === 1) {
    // From the front whatever the total: it comes with the rows (none: the list is empty).
    rows = await rowsOf(front, 'counted');
    total = rows[0] ? Number(rows[0].total) : 0;
  } else {
    total = await countedTotal();
    const window = pageWindow(query, total);
    rows = window ? await rowsOf(window, 'none') : [];
  }
  return {
    items: withSlots(rows.map(({ total: _total, ...row }) => row)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The rows with their slots sorted by weekday and time (equal ones by recurrence id). */
function withSlots(rows: (Omit<BookingRow, 'recurrencies'> & { slots: EventRecurrence[] })[]) {
  return rows.map(({ slots, ...row }) => ({
    ...row,
    recurrencies: slots
      .sort(byWeekdayAndTime)
      .map(({ dayOfWeek, time, endTime }) => ({ dayOfWeek, time, endTime })),
  }));
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
