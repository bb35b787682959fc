import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { BookingStatus } from '../../../shared/model/enums';
import type { Reader } from '../../db/database';
import { bookings, participantClasses, participants, persons } from '../../db/schema';

/** Whose bookings of which service {@link childrenBookings} reads. */
export interface ChildrenBookingsQuery {
  eventId: number;
  participantIds: readonly number[];
  /** The year whose class gives each child's grade (null without a class that year). */
  gradeYearId: number;
  statuses: readonly BookingStatus[];
}

/**
 * The service's bookings of these children in these statuses, each with the child's name and
 * grade in `gradeYearId`: what the bulk edit lists and what a split checks before it moves.
 */
export function childrenBookings(
  db: Reader,
  { eventId, participantIds, gradeYearId, statuses }: ChildrenBookingsQuery,
  orderBy: SQL[] = [asc(persons.familyName), asc(persons.givenName), asc(bookings.id)],
) {
  return db
    .select({
      bookingId: bookings.id,
      version: bookings.version,
      participantId: bookings.participantId,
      givenName: persons.givenName,
      familyName: persons.familyName,
      grade: participantClasses.grade,
      bookingStatus: bookings.bookingStatus,
    })
    .from(bookings)
    .innerJoin(participants, eq(participants.id, bookings.participantId))
    .innerJoin(persons, eq(persons.id, participants.personId))
    .leftJoin(
      participantClasses,
      and(
        eq(participantClasses.participantId, bookings.participantId),
        eq(participantClasses.schoolYearId, gradeYearId),
      ),
    )
    .where(
      and(
        eq(bookings.eventId, eventId),
        inArray(bookings.participantId, [...participantIds]),
        inArray(bookings.bookingStatus, [...statuses]),
      ),
    )
    .orderBy(...orderBy);
}
