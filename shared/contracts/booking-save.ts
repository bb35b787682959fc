import type { BookingCancelled, BookingRecord, BookingSaved } from '../model/booking-record';
import {
  BookingCancelSchema,
  BookingSaveSchema,
  WaitingListAnswerSchema,
} from '../model/booking-record';
import type { BookingBatchResult, RecurrenceCheckResult } from '../model/booking-batch';
import {
  BookingBatchSchema,
  BookingChangeSchema,
  RecurrenceCheckSchema,
} from '../model/booking-batch';
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
 * already cancelled or FINISHED, 409 for a stale version. A family (`booking.change`) cancels
 * its own family's bookings (403 otherwise): at once where the rule allows it, else as a
 * request the office decides (`cancellationRequestedOn`; server/services/booking
 * rules/family-cancel.ts); `immediately` and `sendEmail` are the office's.
 */
export const cancelBookingContract = endpoint<BookingCancelled>()({
  method: 'PUT',
  path: '/api/booking/cancel-booking',
  can: 'booking.change',
  ownRecords: 'booking.manage',
  body: BookingCancelSchema,
});

/**
 * `PUT /api/booking/waiting-list` `{ id, version, accept }`: a family answers for its own
 * booking on the waiting list (issues 19.4, 23.5). Accepting takes the place offered to it as
 * a request the office confirms (PENDING); 409 `myBookings.offer.noOffer` without an offer,
 * `myBookings.offer.expired` after its deadline (it passed on), `myBookings.offer.noPlace`
 * when the service is full all the same. Declining leaves the list (CANCELED_IMMEDIATELY) and
 * passes an offer on. 400 `myBookings.offer.notWaiting` for a booking not on the waiting
 * list, 409 for a stale version.
 */
export const answerWaitingListContract = endpoint<BookingCancelled>()({
  method: 'PUT',
  path: '/api/booking/waiting-list',
  can: 'booking.own',
  ownRecords: 'booking.manage',
  body: WaitingListAnswerSchema,
});

/**
 * `PUT /api/booking/create-bookings`: the office books several children and/or services at
 * once, all with the one status chosen. Each booking is decided on its own, as a single
 * `PUT /api/booking` would be (every rule, the service's row lock): the answer is 200 with one
 * outcome per item — made, or refused with that save's status, message and issues — so the
 * dialog keeps the refused ones and says why. A body that does not fit is 400, nothing stored.
 */
export const createBookingsContract = endpoint<BookingBatchResult>()({
  method: 'PUT',
  path: '/api/booking/create-bookings',
  can: 'booking.manage',
  body: BookingBatchSchema,
});

/**
 * `PUT /api/booking/change-booking` `{ id, version, recurrenceIds, stopId, escortPersonId,
 * confirmedWarnings }`: a family changes its own booking's weekdays, stop and escort (it goes
 * back to PENDING), the office anyone's (the status stays). The rules of `PUT /api/booking`:
 * check errors 400, unconfirmed capacity warnings 409, a stale version 409, FINISHED 400;
 * 403 for another family's booking.
 */
export const changeBookingContract = endpoint<BookingSaved>()({
  method: 'PUT',
  path: '/api/booking/change-booking',
  can: 'booking.change',
  ownRecords: 'booking.manage',
  body: BookingChangeSchema,
});

/**
 * `PUT /api/booking/check-recurrencies`: the booking check of the chosen weekdays, and for each
 * one whether it is full or collides with the child's other bookings, so the dialog warns
 * before saving. Nothing is stored; 403 for another family's child.
 */
export const checkRecurrenciesContract = endpoint<RecurrenceCheckResult>()({
  method: 'PUT',
  path: '/api/booking/check-recurrencies',
  can: 'booking.check',
  ownRecords: 'booking.manage',
  body: RecurrenceCheckSchema,
});
