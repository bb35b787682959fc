import { and, eq, exists, ne, notExists, or, sql, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ListAnswer } from '../../../../shared/model/list';
import type {
  ParticipantListQuery,
  ParticipantRow,
} from '../../../../shared/model/participant-office';
import type { Database } from '../../../db/database';
import { listPage } from '../../../db/list-query';
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

/**
 * `GET /api/participant/`: one page of the children (never a parent's own participant record,
 * which exists for parent activities), with the class of the chosen year, the customer and the
 * statuses of their bookings; searched in the child's and the customer's names.
 */
export function listParticipantPage(
  db: Database,
  query: ParticipantListQuery,
  { schoolYearId, instructorPersonId }: ParticipantListScope,
): Promise<ListAnswer<ParticipantRow>> {
  const clazz = sql<
    string | null
  >`${participantClasses.grade} || ' ' || ${participantClasses.language} || ' ' || ${participantClasses.postfix}`;
  const customer = sql<
    string | null
  >`${customerPerson.familyName} || ', ' || ${customerPerson.givenName}`;
  const statuses = sql<ParticipantRow['bookingStatuses']>`coalesce((select json_agg(distinct
      b.booking_status order by b.booking_status) from bookings b
      where b.participant_id = ${participants.id}), '[]'::json)`;
  const select = db
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
    .leftJoin(
      participantClasses,
      and(
        eq(participantClasses.participantId, participants.id),
        eq(participantClasses.schoolYearId, schoolYearId ?? -1),
      ),
    )
    .$dynamic();
  const ofBookings = (status: ParticipantListQuery['bookingStatus']) => {
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
  };
  return listPage(db, select, query, {
    orderColumns: {
      familyName: persons.familyName,
      givenName: persons.givenName,
      clazz,
      customer,
    },
    id: participants.id,
    where: and(
      or(isNull(customers.personId), ne(participants.personId, customers.personId)),
      query.customerId === undefined ? undefined : eq(participants.customerId, query.customerId),
      ofBookings(query.bookingStatus),
      instructorPersonId === undefined ? undefined : bookedWithInstructor(db, instructorPersonId),
    ),
    searchColumns: [
      persons.givenName,
      persons.familyName,
      sql`${persons.givenName} || ' ' || ${persons.familyName}`,
      customerPerson.familyName,
      customerPerson.givenName,
    ],
    withTotal: true,
  });
}
