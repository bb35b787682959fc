import { listEventsWithoutPerson } from '../contracts/event-office';
import type { EventOption } from '../model/event-record';
import {
  answerWaitingListContract,
  cancelBookingContract,
  changeBookingContract,
  checkRecurrenciesContract,
  createBookingsContract,
  getBooking,
  saveBooking,
} from '../contracts/booking-save';
import type {
  BookingBatchInput,
  BookingBatchResult,
  BookingChangeInput,
  RecurrenceCheckInput,
  RecurrenceCheckResult,
} from '../model/booking-batch';
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

/** A family takes or gives up its waiting-list place ({@link answerWaitingListContract}). */
export const answerWaitingList = (
  client: ApiClient,
  body: { id: number; version: number; accept: boolean },
  options?: CallOptions,
): Promise<BookingCancelled> => call(client, answerWaitingListContract, { body }, options);

/** Several new bookings at once, one outcome each ({@link createBookingsContract}). */
export const createBookings = (
  client: ApiClient,
  body: BookingBatchInput,
  options?: CallOptions,
): Promise<BookingBatchResult> => call(client, createBookingsContract, { body }, options);

/** A stored booking's weekdays, stop and escort ({@link changeBookingContract}). */
export const changeBooking = (
  client: ApiClient,
  body: BookingChangeInput,
  options?: CallOptions,
): Promise<BookingSaved> => call(client, changeBookingContract, { body }, options);

/** Which chosen weekdays are full or collide ({@link checkRecurrenciesContract}). */
export const checkRecurrencies = (
  client: ApiClient,
  body: RecurrenceCheckInput,
  options?: CallOptions,
): Promise<RecurrenceCheckResult> => call(client, checkRecurrenciesContract, { body }, options);
