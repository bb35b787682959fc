import {
  exportPresencePdf,
  listBookingPresences,
  listTodaysRegisters,
  populatePresenceTable,
  updatePresences,
} from '../contracts/presence';
import type {
  BookingPresences,
  PresenceChange,
  PresenceTable,
  TodaysRegister,
} from '../model/presence';
import type { Locale } from '../model/enums';
import { call, type CallOptions } from './call';
import type { ApiClient } from './client';

/** The register of a slot on a date ({@link populatePresenceTable}). */
export const fetchPresenceTable = (
  client: ApiClient,
  date: string,
  recurrenceId: number,
  options?: CallOptions,
): Promise<PresenceTable> =>
  call(
    client,
    populatePresenceTable,
    { params: { date, recurrenceId: String(recurrenceId) } },
    options,
  );

/** Saves the changed rows of one slot's register ({@link updatePresences}). */
export const savePresences = (
  client: ApiClient,
  recurrenceId: number,
  presences: PresenceChange[],
): Promise<PresenceTable> => call(client, updatePresences, { body: { recurrenceId, presences } });

/**
 * The PDF of `numberOfDays` service dates from `date` on, its labels in `locale` (the screen's
 * language) ({@link exportPresencePdf}).
 */
export const fetchPresencePdf = (
  client: ApiClient,
  date: string,
  recurrenceId: number,
  numberOfDays: number,
  locale?: Locale,
): Promise<Blob> =>
  call(client, exportPresencePdf, {
    query: {
      date,
      recurrenceId: String(recurrenceId),
      numberOfDays: String(numberOfDays),
      locale,
    },
  });

/** The caller's services on a date, each opening its register ({@link listTodaysRegisters}). */
export const fetchTodaysRegisters = (
  client: ApiClient,
  date: string,
  options?: CallOptions,
): Promise<TodaysRegister[]> => call(client, listTodaysRegisters, { query: { date } }, options);

/** One booking's presences ({@link listBookingPresences}). */
export const fetchBookingPresences = (
  client: ApiClient,
  bookingId: number,
  options?: CallOptions,
): Promise<BookingPresences> =>
  call(client, listBookingPresences, { params: { id: String(bookingId) } }, options);
