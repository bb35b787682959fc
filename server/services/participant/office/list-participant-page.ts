import { and, count, eq, exists, ilike, inArray, notExists, or, sql } from 'drizzle-orm';
import { alias, union, type PgColumn } from 'drizzle-orm/pg-core';
import { offsetOf, type ListAnswer } from '../../../../shared/model/list';
import type {
  ParticipantListQuery,
  ParticipantRow,
} from '../../../../shared/model/participant-office';
import type { Database } from '../../../db/database';
import { containsPattern } from '../../../db/list-query';
import { inPageOrder, pageOrder, pageWindow, type PageWindow } from '../../../db/page-window';
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
 * Filtering, ordering and skipping read the ids only; the class, the customer and the booking
 * statuses are read afterwards for the page's rows. Computed for every row before the OFFSET,
 * the statuses (a subquery per row) cost 140 ms of CPU on PGlite for the last page of the large
 * seed. A search counts its few rows in the same pass (`count(*) over ()`); otherwise the total
 * comes first and the page is read from the nearer end of the order (page-window.ts).
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
  const { ids, total } = query.search
    ? await searchedIds(db, query, schoolYearId, where)
    : await windowIds(db, query, schoolYearId, where);
  return {
    items: await rowsOf(db, ids, schoolYearId),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

type Where = ReturnType<typeof and>;

/**
 * The ids (with `count(*) over ()` when `counted`) and the joins the order needs. The joins are
 * left joins on unique keys: they never add or drop a child.
 */
function orderedIds(
  db: Database,
  query: ParticipantListQuery,
  schoolYearId: number | null,
  counted: boolean,
) {
  const ids = db
    .select({
      id: participants.id,
      total: counted ? sql<number>`count(*) over ()`.mapWith(Number) : sql<null>`null`,
    })
    .from(participants)
    .innerJoin(persons, eq(persons.id, participants.personId))
    .leftJoin(customers, eq(customers.id, participants.customerId))
    .leftJoin(customerPerson, eq(customerPerson.id, customers.personId))
    .$dynamic();
  return query.orderBy === 'clazz'
    ? ids.leftJoin(participantClasses, classOfYear(schoolYearId))
    : ids;
}

/** A search's page and total in one pass: a search matches few children. */
async function searchedIds(
  db: Database,
  query: ParticipantListQuery,
  schoolYearId: number | null,
  where: Where,
) {
  const paged = await orderedIds(db, query, schoolYearId, true)
    .where(where)
    .orderBy(...pageOrder(orderColumns[query.orderBy], participants.id, query.asc, FORWARD))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return {
    ids: paged.map((row) => row.id),
    total: paged[0]?.total ?? (await countAll(db, where)),
  };
}

const FORWARD: Pick<PageWindow, 'reversed'> = { reversed: false };

/** The total, then the page's ids read from the nearer end of the order. */
async function windowIds(
  db: Database,
  query: ParticipantListQuery,
  schoolYearId: number | null,
  where: Where,
) {
  const total = await countAll(db, where);
  const window = pageWindow(query, total);
  if (!window) return { ids: [], total };
  const rows = await orderedIds(db, query, schoolYearId, false)
    .where(where)
    .orderBy(...pageOrder(orderColumns[query.orderBy], participants.id, query.asc, window))
    .limit(window.limit)
    .offset(window.offset);
  return { ids: inPageOrder(rows, window).map((row) => row.id), total };
}

/**
 * The children matching `where`, which asks of the participants alone (the search is a subquery
 * of its own): without filters, an index-only count of participants_children_idx.
 */
async function countAll(db: Database, where: Where): Promise<number> {
  const [row] = await db.select({ total: count() }).from(participants).where(where);
  return row?.total ?? 0;
}

/** The rows of `ids`, in the order of `ids`. */
async function rowsOf(
  db: Database,
  ids: number[],
  schoolYearId: number | null,
): Promise<ParticipantRow[]> {
  if (ids.length === 0) return [];
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
    })
    .from(participants)
    .innerJoin(persons, eq(persons.id, participants.personId))
    .leftJoin(customers, eq(customers.id, participants.customerId))
    .leftJoin(customerPerson, eq(customerPerson.id, customers.personId))
    .leftJoin(participantClasses, classOfYear(schoolYearId))
    .where(inArray(participants.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
