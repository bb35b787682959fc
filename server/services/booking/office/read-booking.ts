import { asc, eq } from 'drizzle-orm';
import { can } from '../../../../shared/access/capabilities';
import type { BookingRecord } from '../../../../shared/model/booking-record';
import type { Reader } from '../../../db/database';
import {
  bookingRecurrences,
  bookings,
  eventRecurrences,
  events,
  participants,
  persons,
} from '../../../db/schema';
import { notFound } from '../../../errors';
import type { Session } from '../../auth/session';

/**
 * One booking as the booking dialog shows it, with its service's dates and slots. Fields the
 * caller may not see are null (spec 001 §6): the office's own fields without `booking.manage`,
 * the notes without `booking.notes`. The caller's access is checked before (booking-access.ts).
 */
export async function readBooking(
  db: Reader,
  bookingId: number,
  session: Session,
): Promise<BookingRecord> {
  const [row] = await db
    .select({
      booking: bookings,
      givenName: persons.givenName,
      familyName: persons.familyName,
      service: {
        id: events.id,
        name: events.name,
        businessArea: events.businessArea,
        startDate: events.startDate,
        endDate: events.endDate,
        registrationDeadline: events.registrationDeadline,
        inbound: events.inbound,
      },
    })
    .from(bookings)
    .innerJoin(participants, eq(participants.id, bookings.participantId))
    .innerJoin(persons, eq(persons.id, participants.personId))
    .innerJoin(events, eq(events.id, bookings.eventId))
    .where(eq(bookings.id, bookingId));
  if (!row) throw notFound();
  const [slots, taken] = await Promise.all([
    db
      .select({
        id: eventRecurrences.id,
        dayOfWeek: eventRecurrences.dayOfWeek,
        time: eventRecurrences.time,
        endTime: eventRecurrences.endTime,
      })
      .from(eventRecurrences)
      .where(eq(eventRecurrences.eventId, row.service.id))
      .orderBy(asc(eventRecurrences.id)),
    db
      .select({ id: bookingRecurrences.eventRecurrenceId })
      .from(bookingRecurrences)
      .where(eq(bookingRecurrences.bookingId, bookingId))
      .orderBy(asc(bookingRecurrences.eventRecurrenceId)),
  ]);
  const b = row.booking;
  const office = can(session, 'booking.manage');
  const notes = can(session, 'booking.notes');
  return {
    id: b.id,
    version: b.version,
    participantId: b.participantId,
    participantName: `${row.givenName} ${row.familyName}`.trim(),
    service: { ...row.service, slots },
    recurrenceIds: taken.map((slot) => slot.id),
    startStopId: b.startStopId,
    destinationStopId: b.destinationStopId,
    escortPersonId: b.escortPersonId,
    bookingStatus: b.bookingStatus,
    startDate: b.startDate,
    endDate: b.endDate,
    registrationDate: office ? b.registrationDate : null,
    individualPrice: office ? b.individualPrice : null,
    price: b.price,
    cancellationDate: office ? b.cancellationDate : null,
    notes: notes ? b.notes : null,
    cancellationNotes: office ? b.cancellationNotes : null,
    cancellationRequestedOn: office ? b.cancellationRequestedOn : null,
    cancellationRequestNotes: office ? b.cancellationRequestNotes : null,
    homeworkSupport: b.homeworkSupport,
    sendEmail: b.sendEmail,
    createdAt: b.createdAt.toISOString(),
  };
}
