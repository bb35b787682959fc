import type { BookingReach } from './booking-access';
import type { BookingSave } from '../../../../shared/model/booking-record';
import type { BookingStatus } from '../../../../shared/model/enums';
import type { bookings } from '../../../db/schema';

/** A stored booking as drizzle reads it. */
export type BookingRow = typeof bookings.$inferSelect;

/** What one save stores: the fields the caller may change over the stored booking. */
export interface Planned {
  participantId: number;
  eventId: number;
  bookingStatus: BookingStatus;
  recurrenceIds: number[];
  stopId: number | null;
  escortPersonId: number | null;
  startDate: string | null;
  endDate: string | null;
  registrationDate: string | null;
  cancellationDate: string | null;
  individualPrice: number | null;
  notes: string | null;
  cancellationNotes: string | null;
  homeworkSupport: boolean;
  sendEmail: boolean;
}

/**
 * What the caller's save changes (spec 001 §4.1, §6). Fields the caller may not change are kept
 * as stored, since the dialog sends the whole form and hides them: the office changes anything
 * but the participant, service and dates of a stored booking; an instructor the notes; a family
 * the weekdays, stop and escort, and its save makes the booking PENDING again.
 */
export function planBookingWrite(
  input: BookingSave,
  stored: BookingRow | null,
  storedSlots: number[],
  reach: BookingReach,
  stopOf: (row: BookingRow) => number | null,
): Planned {
  if (stored === null)
    return {
      participantId: input.participantId,
      eventId: input.serviceId,
      bookingStatus: input.bookingStatus,
      recurrenceIds: input.recurrenceIds,
      stopId: input.stopId,
      escortPersonId: input.escortPersonId,
      startDate: input.startDate,
      endDate: input.endDate,
      registrationDate: input.registrationDate,
      cancellationDate: input.cancellationDate,
      individualPrice: input.individualPrice,
      notes: input.notes,
      cancellationNotes: input.cancellationNotes,
      homeworkSupport: input.homeworkSupport,
      sendEmail: input.sendEmail,
    };
  const kept: Planned = {
    participantId: stored.participantId,
    eventId: stored.eventId,
    bookingStatus: stored.bookingStatus,
    recurrenceIds: storedSlots,
    stopId: stopOf(stored),
    escortPersonId: stored.escortPersonId,
    startDate: stored.startDate,
    endDate: stored.endDate,
    registrationDate: stored.registrationDate,
    cancellationDate: stored.cancellationDate,
    individualPrice: stored.individualPrice,
    notes: stored.notes,
    cancellationNotes: stored.cancellationNotes,
    homeworkSupport: stored.homeworkSupport,
    sendEmail: stored.sendEmail,
  };
  switch (reach) {
    case 'instructor':
      return { ...kept, notes: input.notes };
    case 'family':
      return {
        ...kept,
        bookingStatus: 'PENDING',
        recurrenceIds: input.recurrenceIds,
        stopId: input.stopId,
        escortPersonId: input.escortPersonId,
      };
    case 'office':
      return {
        ...kept,
        bookingStatus: input.bookingStatus,
        recurrenceIds: input.recurrenceIds,
        stopId: input.stopId,
        escortPersonId: input.escortPersonId,
        registrationDate: input.registrationDate ?? stored.registrationDate,
        cancellationDate: input.cancellationDate,
        individualPrice: input.individualPrice,
        notes: input.notes,
        cancellationNotes: input.cancellationNotes,
        homeworkSupport: input.homeworkSupport,
        sendEmail: input.sendEmail,
      };
  }
}
