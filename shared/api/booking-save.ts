import { listEventsWithoutPerson } from '../contracts/event-office';
import type { EventOption } from '../model/event-record';
import { cancelBookingContract, getBooking, saveBooking } from '../contracts/booking-save';
import type {
  BookingCancelInput,
  BookingCancelled,
  BookingRecord,
  BookingSaved,
  BookingSaveInput,
} from '../model/booking-record';
import { call, type CallOptions } from './call';
import type { ApiClient } from './client';

/** One booking as the booking dialog edits it ({@link getBooking}). */
export const fetchBooking = (
  client: ApiClient,
  id: number,
  options?: CallOptions,
): Promise<BookingRecord> => call(client, getBooking, { params: { id } }, options);

/** The services a new booking may pick: every running service of the booking-phase year. */
export const fetchServiceOptions = (
  client: ApiClient,
  options?: CallOptions,
): Promise<EventOption[]> => call(client, listEventsWithoutPerson, { query: {} }, options);

/** The booking dialog's save ({@link saveBooking}). */
export const storeBooking = (
  client: ApiClient,
  body: BookingSaveInput,
  options?: CallOptions,
): Promise<BookingSaved> => call(client, saveBooking, { body }, options);

/** Cancels a booking ({@link cancelBookingContract}). */
export const cancelBooking = (
  client: ApiClient,
  body: BookingCancelInput,
  options?: CallOptions,
): Promise<BookingCancelled> => call(client, cancelBookingContract, { body }, options);
