import { and, count, eq, exists, ilike, inArray, notExists, or, sql } from 'drizzle-orm';
import { alias, union, type PgColumn } from 'drizzle-orm/pg-core';
import { offsetOf, type ListAnswer } from '../../../../shared/model/list';
import type {
  ParticipantListQuery,
  ParticipantRow,
} from '../../../../shared/model/participant-office';
import type { Database } from '../../../db/database';
import { containsPattern } from '../../../db/list-query';
import { pageOrder, pageWindow, type PageWindow } from '../../../db/page-window';
import { bookings, customers, participantClasses, participants, persons } from '../../../db/schema';
import { bookedWithInstructor } from './participant-access';

const customerPerson = alias(persons, 'customer_person');

/** The filters of one list request, as the route resolved them. */
export interface ParticipantListScope {
  /** The school year whose class the rows show; null: none is known, no class shown. */
  schoolYearId: number | null;
  /** An instructor's person: only the children booked on their services. */
  instructorPersonId?: number;
}

const clazz = sql<
  string | null
>`${participantClasses.grade} || ' ' || ${participantClasses.language} || ' ' || ${participantClasses.postfix}`;
const customer = sql<
  string | null
>`${customerPerson.familyName} || ', ' || ${customerPerson.givenName}`;
const orderColumns = {
  familyName: persons.familyName,
  givenName: persons.givenName,
  clazz,
  customer,
} as const;

/** The class of `schoolYearId` (one at most: unique per child and year); -1 matches none. */
const classOfYear = (schoolYearId: number | null) =>
  and(
    eq(participantClasses.participantId, participants.id),
    eq(participantClasses.schoolYearId, schoolYearId ?? -1),
  );

/** The condition of the booking-status filter: a booking in `status`, or none at all. */
function ofBookings(db: Database, status: ParticipantListQuery['bookingStatus']) {
  if (status === undefined) return undefined;
  const booked = db
    .select({ one: sql`1` })
    .from(bookings)
    .where(
      and(
        eq(bookings.participantId, participants.id),
        status === 'NONE' ? undefined : eq(bookings.bookingStatus, status),
      ),
    );
  return status === 'NONE' ? notExists(booked) : exists(booked);
}

/** 'Given Family' holds whatever either name holds: one ILIKE (and one index) for both. */
const nameOf = (person: { givenName: PgColumn; familyName: PgColumn }) =>
  sql`${person.givenName} || ' ' || ${person.familyName}`;

/**
 * The children whose 'Given Family' contains `search`, or whose customer's family or given name
 * does: two lookups by the persons' trigram index (migration office_list_indexes) in one UNION.
 * The customer's 'Given Family' is asked first only for the index: it holds whatever either name
 * holds.
 */
function matchingChildren(db: Database, search: string) {
  const pattern = containsPattern(search);
  return union(
    db
      .select({ id: participants.id })
      .from(persons)
      .innerJoin(participants, eq(participants.personId, persons.id))
      .where(ilike(nameOf(persons), pattern)),
    db
      .select({ id: participants.id })
      .from(customerPerson)
      .innerJoin(customers, eq(customers.personId, customerPerson.id))
      .innerJoin(participants, eq(participants.customerId, customers.id))
      .where(
        and(
          ilike(nameOf(customerPerson), pattern),
          or(ilike(customerPerson.familyName, pattern), ilike(customerPerson.givenName, pattern)),
        ),
      ),
  );
}

/**
 * `GET /api/participant/`: one page of the children (never a parent's own participant record,
 * which exists for parent activities), with the class of the chosen year, the customer and the
 * statuses of their bookings; searched in the child's and the customer's names.
 *
 * Filtering, ordering and skipping read the ids only (in a subquery); the class, the customer
 * and the booking statuses are read for the page's rows alone, in the same statement. Computed
 * for every row before the OFFSET, the statuses (a subquery per row) cost 140 ms of CPU on PGlite
 * for the last page of the large seed. A search counts its few rows in the same pass
 * (`count(*) over ()`), the first page counts in a subquery of its statement; a later page
 * counts first and is read from the nearer end of the order (page-window.ts). On PGlite each
 * statement costs its turn and its round trip: one statement per page instead of three.
 */
export async function listParticipantPage(
  db: Database,
  query: ParticipantListQuery,
  { schoolYearId, instructorPersonId }: ParticipantListScope,
): Promise<ListAnswer<ParticipantRow>> {
  const where = and(
    sql`not ${participants.isCustomerPerson}`,
    query.customerId === undefined ? undefined : eq(participants.customerId, query.customerId),
    ofBookings(db, query.bookingStatus),
    instructorPersonId === undefined ? undefined : bookedWithInstructor(db, instructorPersonId),
    query.search ? inArray(participants.id, matchingChildren(db, query.search)) : undefined,
  );
  const front = { offset: offsetOf(query), limit: query.pageSize, reversed: false };
  let total: number;
  let rows: PageRow[];
  if (query.search) {
    // A search matches few children: the total comes with the page's rows.
    rows = await pageRows(db, query, schoolYearId, where, front, 'inScan');
    total = rows[0] ? Number(rows[0].total) : await countAll(db, where);
  } else if (query.page === 1) {
    rows = await pageRows(db, query, schoolYearId, where, front, 'counted');
    total = rows[0] ? Number(rows[0].total) : 0;
  } else {
    total = await countAll(db, where);
    const window = pageWindow(query, total);
    rows = window ? await pageRows(db, query, schoolYearId, where, window, 'none') : [];
  }
  return {
    items: rows.map(({ total: _total, ...row }) => row),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

type Where = ReturnType<typeof and>;

/**
 * The ids of the page `window` shows (with `count(*) over ()` when `total` is 'inScan') and the
 * joins the order needs. The joins are left joins on unique keys: they never add or drop a child.
 */
function windowIds(
  db: Database,
  query: ParticipantListQuery,
  schoolYearId: number | null,
  where: Where,
  window: PageWindow,
  total: 'counted' | 'inScan' | 'none',
) {
  const ids = db
    .select({
      id: participants.id,
      total: (total === 'inScan' ? sql<number>`count(*) over ()` : sql<null>`null`).as('total'),
    })
    .from(participants)
    .innerJoin(persons, eq(persons.id, participants.personId))
    .leftJoin(customers, eq(customers.id, participants.customerId))
    .leftJoin(customerPerson, eq(customerPerson.id, customers.personId))
    .$dynamic();
  return (
    query.orderBy === 'clazz' ? ids.leftJoin(participantClasses, classOfYear(schoolYearId)) : ids
  )
    .where(where)
    .orderBy(...pageOrder(orderColumns[query.orderBy], participants.id, query.asc, window))
    .limit(window.limit)
    .offset(window.offset)
    .as('page');
}

type PageRow = ParticipantRow & { total: number | null };

/**
 * The rows of the page `window` shows, in the page's order, with the total beside each: counted
 * in a subquery ('counted'), in the ids' own scan ('inScan') or not ('none').
 */
async function pageRows(
  db: Database,
  query: ParticipantListQuery,
  schoolYearId: number | null,
  where: Where,
  window: PageWindow,
  total: 'counted' | 'inScan' | 'none',
): Promise<PageRow[]> {
  const page = windowIds(db, query, schoolYearId, where, window, total);
  const statuses = sql<ParticipantRow['bookingStatuses']>`coalesce((select json_agg(distinct
      b.booking_status order by b.booking_status) from bookings b
      where b.participant_id = ${participants.id}), '[]'::json)`;
  const rows = await db
    .select({
      id: participants.id,
      givenName: persons.givenName,
      familyName: persons.familyName,
      clazz,
      customerId: participants.customerId,
      customer,
      bookingStatuses: statuses,
      total:
        total === 'counted'
          ? sql<number>`(${db.select({ total: count() }).from(participants).where(where)})`
          : page.total,
    })
    .from(page)
    .innerJoin(participants, eq(participants.id, page.id))
    .innerJoin(persons, eq(persons.id, participants.personId))
    .leftJoin(customers, eq(customers.id, participants.customerId))
    .leftJoin(customerPerson, eq(customerPerson.id, customers.personId))
    .leftJoin(participantClasses, classOfYear(schoolYearId))
    .orderBy(...pageOrder(orderColumns[query.orderBy], participants.id, query.asc, FORWARD));
  return rows;
}

const FORWARD: Pick<PageWindow, 'reversed'> = { reversed: false };

/**
 * The children matching `where`, which asks of the participants alone (the search is a subquery
 * of its own): without filters, an index-only count of participants_children_idx.
 */
async function countAll(db: Database, where: Where): Promise<number> {
  const [row] = await db.select({ total: count() }).from(participants).where(where);
  return row?.total ?? 0;
}
