import type { BookingCancelled, BookingRecord, BookingSaved } from '../model/booking-record';
import { BookingCancelSchema, BookingSaveSchema } from '../model/booking-record';
import { idParamSchema } from '../model/storable';
import { endpoint } from './endpoint';

/**
 * The office's booking dialog (spec 001 §2.2, §4.1, §5, §6, §7): one booking read and saved.
 * Parents reach their own family's bookings only, instructors the bookings of the services
 * they teach (403 otherwise, also for guessed ids); the office any.
 */

/** `GET /api/booking/{id}`: one booking with its service's dates and slots; 404 if unknown. */
export const getBooking = endpoint<BookingRecord>()({
  method: 'GET',
  path: '/api/booking/:id{[0-9]+}',
  can: 'booking.read',
  ownRecords: 'booking.manage',
  params: idParamSchema,
});

/**
 * `PUT /api/booking`: the dialog's save. The office creates (no `id`) and changes anything
 * but the participant, service and dates of a stored booking; an instructor the notes of their
 * services' bookings; a parent the weekdays, stop and escort of their own family's booking,
 * which goes back to PENDING. Every rule of a parent's booking holds (check errors 400,
 * unconfirmed capacity warnings 409 naming them), capacity holds under concurrency, a stale
 * `version` 409, FINISHED 400.
 */
export const saveBooking = endpoint<BookingSaved>()({
  method: 'PUT',
  path: '/api/booking',
  can: 'booking.save',
  ownRecords: 'booking.manage',
  body: BookingSaveSchema,
});

/**
 * `PUT /api/booking/cancel-booking` `{ id, notes, immediately, version?, sendEmail? }`: the
 * office cancels a booking → `{ bookingStatus, cancellationDate, version }`; 400 when it is
 * already cancelled or FINISHED, 409 for a stale version.
 */
export const cancelBookingContract = endpoint<BookingCancelled>()({
  method: 'PUT',
  path: '/api/booking/cancel-booking',
  can: 'booking.manage',
  body: BookingCancelSchema,
});
