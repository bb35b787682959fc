import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { EventOption } from '../../../shared/model/event-record';
import type { Reader } from '../../db/database';
import {
  bookings,
  customers,
  eventInstructors,
  events,
  instructors,
  participants,
  schoolYears,
  users,
} from '../../db/schema';
import { findSchoolYearInBookingPhase } from './booking-phase';

/** Any of the conditions; none matches nothing (drizzle's `or()` of nothing would match all). */
const anyOf = (...conditions: (SQL | undefined)[]) => or(...conditions) ?? sql`false`;

/** A basket person of `PUT /api/event/persons`. */
export interface BasketPerson {
  id: number;
  type: 'USER' | 'PERSON' | 'CUSTOMER' | 'INSTRUCTOR' | 'PARTICIPANT';
}

/** The year asked for, or the one in its booking phase; null when there is none. */
export async function schoolYearOrCurrent(db: Reader, schoolYear: number | undefined, now: Date) {
  return schoolYear ?? (await findSchoolYearInBookingPhase(db, now))?.id ?? null;
}

/** Services (not cancelled) of a year matching `where`, by name. */
async function optionsWhere(
  db: Reader,
  yearId: number | null,
  where?: SQL,
): Promise<EventOption[]> {
  if (yearId === null) return [];
  return db
    .select({
      id: events.id,
      name: events.name,
      businessArea: events.businessArea,
      schoolYear: schoolYears.name,
    })
    .from(events)
    .innerJoin(schoolYears, eq(schoolYears.id, events.schoolYearId))
    .where(and(eq(events.schoolYearId, yearId), isNull(events.canceledAt), where))
    .orderBy(asc(events.name), asc(events.id));
}

/** `GET /api/event/no-person?schoolYear`: every running service of the year. */
export const listEventsOfYear = (db: Reader, yearId: number | null) => optionsWhere(db, yearId);

/** `GET /api/event/by-participant/{id}?schoolYear`: the services the participant is booked on (any status). */
export function listEventsOfParticipant(db: Reader, participantId: number, yearId: number | null) {
  return optionsWhere(
    db,
    yearId,
    inArray(
      events.id,
      db
        .select({ id: bookings.eventId })
        .from(bookings)
        .where(eq(bookings.participantId, participantId)),
    ),
  );
}

/**
 * `PUT /api/event/persons`: the services of the year the basket's people are connected with: a
 * participant's bookings, a customer's children's bookings, an instructor's services; a user or
 * person through the person (as parent, instructor or child).
 */
export function listEventsOfPersons(
  db: Reader,
  people: readonly BasketPerson[],
  yearId: number | null,
) {
  const ids = (type: BasketPerson['type']) =>
    people.filter((p) => p.type === type).map((p) => p.id);
  const personIds = ids('PERSON');
  // A user stands for their person.
  const userIds = ids('USER');
  const personOf = userIds.length
    ? db.select({ id: users.personId }).from(users).where(inArray(users.id, userIds))
    : undefined;
  const personMatch = (column: PgColumn) =>
    or(
      personIds.length ? inArray(column, personIds) : undefined,
      personOf ? inArray(column, personOf) : undefined,
    );
  const childIds = db
    .select({ id: participants.id })
    .from(participants)
    .leftJoin(customers, eq(customers.id, participants.customerId))
    .where(
      anyOf(
        ids('PARTICIPANT').length ? inArray(participants.id, ids('PARTICIPANT')) : undefined,
        ids('CUSTOMER').length ? inArray(participants.customerId, ids('CUSTOMER')) : undefined,
        personMatch(customers.personId),
        personMatch(participants.personId),
      ),
    );
  const teacherIds = db
    .select({ id: instructors.id })
    .from(instructors)
    .where(
      anyOf(
        ids('INSTRUCTOR').length ? inArray(instructors.id, ids('INSTRUCTOR')) : undefined,
        personMatch(instructors.personId),
      ),
    );
  if (people.length === 0) return Promise.resolve([]);
  return optionsWhere(
    db,
    yearId,
    or(
      inArray(
        events.id,
        db
          .select({ id: bookings.eventId })
          .from(bookings)
          .where(inArray(bookings.participantId, childIds)),
      ),
      inArray(
        events.id,
        db
          .select({ id: eventInstructors.eventId })
          .from(eventInstructors)
          .where(inArray(eventInstructors.instructorId, teacherIds)),
      ),
    ),
  );
}
