import type { BookingRecord } from '../model/booking-record';
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
