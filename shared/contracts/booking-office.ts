import type { ListAnswer } from '../model/list';
import {
  bookingListQuery,
  bookingLookupQuery,
  requestDecisionSchema,
  type BookingLookup,
  type BookingRow,
  type RequestDecisionResult,
} from '../model/booking-office';
import { endpoint } from './endpoint';

/**
 * The office's booking list (`/booking`, issue 18.1; spec 001 §7, spec 002 §7). Who sees which
 * bookings: `booking.read.any` every one; an instructor those of the services they teach; a
 * family (customer, spouse, guardian with a customer record, the participant themself) their
 * own family's. Lists leave the others out; naming another family's child answers 403.
 * One booking (`GET /api/booking/{id}`) and its saves are `booking-save.ts`.
 */

/** `GET /api/booking/short-list`: the newest few bookings the caller may read, and their total. */
export const shortListBookings = endpoint<ListAnswer<BookingRow>>()({
  method: 'GET',
  path: '/api/booking/short-list',
  can: 'booking.read',
});

/** `GET /api/booking/list`: one page of the bookings the caller may read, filtered, with the total. */
export const listBookings = endpoint<ListAnswer<BookingRow>>()({
  method: 'GET',
  path: '/api/booking/list',
  can: 'booking.read',
  query: bookingListQuery,
});

/**
 * `GET /api/booking?participantId&serviceId`: the child's bookings of the service, newest first
 * (id, homeworkSupport, recurrences, bookingStatus); 404 for an unknown child or service, 403
 * for a child the caller may not see.
 */
export const lookUpBookings = endpoint<BookingLookup[]>()({
  method: 'GET',
  path: '/api/booking',
  can: 'booking.read',
  ownRecords: 'booking.read.any',
  query: bookingLookupQuery,
});

/**
 * `PUT /api/booking/decide-requests`: accepts, declines or cancels the selected PENDING requests
 * at once; the others are reported unchanged. Stores `sendEmail` on each booking changed.
 */
export const decideRequests = endpoint<RequestDecisionResult>()({
  method: 'PUT',
  path: '/api/booking/decide-requests',
  can: 'booking.manage',
  body: requestDecisionSchema,
});
