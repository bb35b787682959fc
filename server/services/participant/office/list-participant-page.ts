import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  inArray,
  ne,
  notExists,
  or,
  sql,
  isNull,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { offsetOf, type ListAnswer } from '../../../../shared/model/list';
import type {
  ParticipantListQuery,
  ParticipantRow,
} from '../../../../shared/model/participant-office';
import type { Database } from '../../../db/database';
import { searchCondition } from '../../../db/list-query';
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

/**
 * `GET /api/participant/`: one page of the children (never a parent's own participant record,
 * which exists for parent activities), with the class of the chosen year, the customer and the
 * statuses of their bookings; searched in the child's and the customer's names.
 *
 * Filtering, ordering and skipping read the ids only, with the total counted in the same pass
 * (`count(*) over ()`); the class, the customer and the booking statuses are read afterwards for
 * the page's rows. Computed for every row before the OFFSET, the statuses (a subquery per row)
 * cost 140 ms of CPU on PGlite for the last page of the large seed.
 */
export async function listParticipantPage(
  db: Database,
  query: ParticipantListQuery,
  { schoolYearId, instructorPersonId }: ParticipantListScope,
): Promise<ListAnswer<ParticipantRow>> {
  const where = and(
    or(isNull(customers.personId), ne(participants.personId, customers.personId)),
    query.customerId === undefined ? undefined : eq(participants.customerId, query.customerId),
    ofBookings(db, query.bookingStatus),
    instructorPersonId === undefined ? undefined : bookedWithInstructor(db, instructorPersonId),
    // The child's names are not null: 'Given Family' contains whatever either name contains.
    searchCondition(query.search, [
      sql`${persons.givenName} || ' ' || ${persons.familyName}`,
      customerPerson.familyName,
      customerPerson.givenName,
    ]),
  );
  const column = orderColumns[query.orderBy];
  // The joins are left joins on unique keys: they never add or drop a child.
  const ids = db
    .select({ id: participants.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(participants)
    .innerJoin(persons, eq(persons.id, participants.personId))
    .leftJoin(customers, eq(customers.id, participants.customerId))
    .leftJoin(customerPerson, eq(customerPerson.id, customers.personId))
    .$dynamic();
  const paged = await (
    query.orderBy === 'clazz' ? ids.leftJoin(participantClasses, classOfYear(schoolYearId)) : ids
  )
    .where(where)
    .orderBy(query.asc ? asc(column) : desc(column), asc(participants.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const total = paged[0]?.total ?? (await countAll(db, where));
  return {
    items: await rowsOf(
      db,
      paged.map((row) => row.id),
      schoolYearId,
    ),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The total of a page past the end (no row to carry the window count). */
async function countAll(db: Database, where: ReturnType<typeof and>): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(participants)
    .innerJoin(persons, eq(persons.id, participants.personId))
    .leftJoin(customers, eq(customers.id, participants.customerId))
    .leftJoin(customerPerson, eq(customerPerson.id, customers.personId))
    .where(where);
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
