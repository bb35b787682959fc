/**
 * Calendar arithmetic on yyyy-MM-dd strings. A date here is a calendar day, not an instant: the
 * maths runs on UTC midnights only, so no time zone or daylight-saving switch can move a day.
 * Strings of this form order like the days they name, so `<` and `>` compare them.
 */

import { todayIn } from '../model/school-time';
import { schoolTimeZone } from '../state/school-time-zone';

/** The first day of a week: 0 Sunday, 1 Monday (as `Date.getUTCDay`). */
export type WeekStart = 0 | 1;

/**
 * Kitebook's weeks start on Monday in every language: the school, its timetables and its
 * weekly activities run Monday to Friday in Germany, and ISO 8601 counts weeks that way.
 */
export const WEEK_STARTS_ON: WeekStart = 1;

const DAY_MS = 86_400_000;

/** The UTC midnight of a day; `setUTCFullYear` because `Date.UTC` maps years below 100 to 19xx. */
function utcMidnight(year: number, monthIndex: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  return date;
}

function fromUtc(date: Date): string {
  return isoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** The yyyy-MM-dd string of a day; `month` counts from 1. */
export function isoDate(year: number, month: number, day: number): string {
  const pad = (part: number, width: number) => String(part).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** Year, month (from 1) and day of a yyyy-MM-dd string. */
export function dateParts(date: string): { year: number; month: number; day: number } {
  return {
    year: Number(date.slice(0, 4)),
    month: Number(date.slice(5, 7)),
    day: Number(date.slice(8, 10)),
  };
}

/** The UTC midnight of a yyyy-MM-dd day, for `Intl.DateTimeFormat` with `timeZone: 'UTC'`. */
export function toUtcDate(date: string): Date {
  const { year, month, day } = dateParts(date);
  return utcMidnight(year, month - 1, day);
}

/** How many days a month has; `month` counts from 1. */
export function daysInMonth(year: number, month: number): number {
  return utcMidnight(year, month, 0).getUTCDate();
}

/** The day `days` later (earlier when negative). */
export function addDays(date: string, days: number): string {
  return fromUtc(new Date(toUtcDate(date).getTime() + days * DAY_MS));
}

/**
 * The same day `months` later (earlier when negative); a day the target month lacks becomes
 * its last day (31 January plus one month is 28 or 29 February), as calendars usually do.
 */
export function addMonths(date: string, months: number): string {
  const { year, month } = dateParts(date);
  const index = year * 12 + (month - 1) + months;
  return withMonth(date, Math.floor(index / 12), (index % 12) + 1);
}

/** The same day in another month and year, cut to that month's last day. */
export function withMonth(date: string, year: number, month: number): string {
  return isoDate(year, month, Math.min(dateParts(date).day, daysInMonth(year, month)));
}

/** `date` moved into [min, max]. */
export function clampDate(date: string, min: string, max: string): string {
  if (date < min) return min;
  return date > max ? max : date;
}

/** The day of the week: 0 Sunday … 6 Saturday. */
export function weekdayOf(date: string): number {
  return toUtcDate(date).getUTCDay();
}

/** The first day of the week that holds `date`. */
export function startOfWeek(date: string, weekStartsOn: WeekStart = WEEK_STARTS_ON): string {
  return addDays(date, -((weekdayOf(date) - weekStartsOn + 7) % 7));
}

/** The last day of the week that holds `date`. */
export function endOfWeek(date: string, weekStartsOn: WeekStart = WEEK_STARTS_ON): string {
  return addDays(startOfWeek(date, weekStartsOn), 6);
}

/**
 * The weeks of the month that holds `date`, seven cells each, for a calendar grid: the days of
 * that month, and null where a week reaches into the month before or after.
 */
export function monthWeeks(
  date: string,
  weekStartsOn: WeekStart = WEEK_STARTS_ON,
): (string | null)[][] {
  const { year, month } = dateParts(date);
  const first = isoDate(year, month, 1);
  const last = isoDate(year, month, daysInMonth(year, month));
  const weeks: (string | null)[][] = [];
  for (let start = startOfWeek(first, weekStartsOn); start <= last; start = addDays(start, 7)) {
    weeks.push(
      Array.from({ length: 7 }, (_, offset) => {
        const day = addDays(start, offset);
        return day >= first && day <= last ? day : null;
      }),
    );
  }
  return weeks;
}

/** Whether any day of the month lies within [min, max]. */
export function isMonthInRange(year: number, month: number, min: string, max: string): boolean {
  return isoDate(year, month, daysInMonth(year, month)) >= min && isoDate(year, month, 1) <= max;
}

/**
 * Today in the school's time zone (from `GET /api/config`), as yyyy-MM-dd: a parent abroad sees
 * the school's date, the one the server checks birthdays and deadlines against.
 */
export function schoolToday(now: Date = new Date(), timeZone = schoolTimeZone.value): string {
  return todayIn(timeZone, now);
}

/** Options of {@link dateForKey}. */
export type DateForKeyOptions = {
  min: string;
  max: string;
  weekStartsOn?: WeekStart;
  /** Shift+PageUp/PageDown move a year (WAI-ARIA APG date picker). */
  shiftKey?: boolean;
};

/**
 * The day a calendar grid key moves to from `date` (WAI-ARIA APG date picker dialog): arrows a
 * day or a week, PageUp/PageDown a month (a year with Shift), Home/End the week's first or last
 * day; the result stays within [min, max]. Null for any other key.
 */
export function dateForKey(
  date: string,
  key: string,
  { min, max, weekStartsOn = WEEK_STARTS_ON, shiftKey = false }: DateForKeyOptions,
): string | null {
  const monthStep = shiftKey ? 12 : 1;
  const moves: Record<string, () => string> = {
    ArrowLeft: () => addDays(date, -1),
    ArrowRight: () => addDays(date, 1),
    ArrowUp: () => addDays(date, -7),
    ArrowDown: () => addDays(date, 7),
    PageUp: () => addMonths(date, -monthStep),
    PageDown: () => addMonths(date, monthStep),
    Home: () => startOfWeek(date, weekStartsOn),
    End: () => endOfWeek(date, weekStartsOn),
  };
  return Object.hasOwn(moves, key) ? clampDate(moves[key]!(), min, max) : null;
}
