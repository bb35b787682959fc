import * as calendar from '../contracts/calendar';
import type { BreakItem, CalendarEntry, HolidayItem } from '../model/calendar';
import { call, type CallOptions } from './call';
import type { ApiClient } from './client';

/** The caller's calendar entries from `from` to `to` ({@link calendar.listCalendarEntries}). */
export const fetchCalendarEntries = (
  client: ApiClient,
  from: string,
  to: string,
  options?: CallOptions,
): Promise<CalendarEntry[]> =>
  call(client, calendar.listCalendarEntries, { query: { from, to } }, options);

/** The public holidays of a calendar year ({@link calendar.listHolidays}). */
export const fetchHolidays = (
  client: ApiClient,
  year: number,
  options?: CallOptions,
): Promise<HolidayItem[]> =>
  call(client, calendar.listHolidays, { params: { year: String(year) } }, options);

/** The breaks that touch a calendar year ({@link calendar.listBreaksOfYear}). */
export const fetchBreaks = (
  client: ApiClient,
  year: number,
  options?: CallOptions,
): Promise<BreakItem[]> =>
  call(client, calendar.listBreaksOfYear, { params: { year: String(year) } }, options);
