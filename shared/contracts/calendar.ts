import * as v from 'valibot';
import type { BreakItem, CalendarEntry, HolidayItem } from '../model/calendar';
import { calendarEntriesQuery } from '../model/calendar';
import { STORABLE_KEYS } from '../model/storable';
import { endpoint } from './endpoint';

/**
 * The calendar (`/calendar`, spec 000 §6, §7; issue 18.6): the services a person may see by
 * week or month, with the school's public holidays and breaks. The office sees every service,
 * an instructor the services they teach, a family their children's bookings.
 */

/** A calendar year as a path parameter, 1900 to 2100. */
const yearText = v.pipe(
  v.string(STORABLE_KEYS.invalidInput),
  v.regex(/^\d{4}$/, STORABLE_KEYS.invalidInput),
  v.transform(Number),
  v.minValue(1900, STORABLE_KEYS.invalidInput),
  v.maxValue(2100, STORABLE_KEYS.invalidInput),
);
/** An ISO week number as a path parameter, 1 to 53. */
const weekText = v.pipe(
  v.string(STORABLE_KEYS.invalidInput),
  v.regex(/^\d{1,2}$/, STORABLE_KEYS.invalidInput),
  v.transform(Number),
  v.minValue(1, STORABLE_KEYS.invalidInput),
  v.maxValue(53, STORABLE_KEYS.invalidInput),
);

/** `GET /api/calendar/holidays/{year}`: the public holidays in the calendar year, by date. */
export const listHolidays = endpoint<HolidayItem[]>()({
  method: 'GET',
  path: '/api/calendar/holidays/:year{[0-9]+}',
  can: 'calendar.read',
  params: v.object({ year: yearText }),
});

/** `GET /api/configuration/breaks`: every school year's breaks, by first day. */
export const listBreaks = endpoint<BreakItem[]>()({
  method: 'GET',
  path: '/api/configuration/breaks',
  can: 'calendar.read',
});

/** `GET /api/configuration/breaks/{year}`: the breaks that touch the calendar year. */
export const listBreaksOfYear = endpoint<BreakItem[]>()({
  method: 'GET',
  path: '/api/configuration/breaks/:year{[0-9]+}',
  can: 'calendar.read',
  params: v.object({ year: yearText }),
});

/**
 * `GET /api/configuration/is-currently-break/{year}/{week}`: whether the ISO week (Monday
 * first) is a break week, every weekday from Monday to Friday in a break or a public holiday.
 */
export const isBreakWeek = endpoint<boolean>()({
  method: 'GET',
  path: '/api/configuration/is-currently-break/:year{[0-9]+}/:week{[0-9]+}',
  can: 'calendar.read',
  params: v.object({ year: yearText, week: weekText }),
});

/**
 * `GET /api/calendar/entries?from&to[&businessArea][&eventId]`: the caller's services on each
 * day of the span (at most 42 days), on the days they run (not on holidays; only camps in
 * breaks), by date and time.
 */
export const listCalendarEntries = endpoint<CalendarEntry[]>()({
  method: 'GET',
  path: '/api/calendar/entries',
  can: 'calendar.read',
  query: calendarEntriesQuery,
});
