import { addDays, isoDate, startOfWeek, toUtcDate, WEEK_STARTS_ON } from './calendar-dates';
import type { WeekStart } from './calendar-dates';

/**
 * Names of days and months from `Intl` (no catalog entries, no date library in the widgets).
 * Every formatter runs in UTC on the UTC midnight of the day, so the day shown is the day meant.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One cached formatter per locale and options: a calendar grid names 42 days per render. */
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formatters.set(key, cached);
  }
  return cached;
}

/** A day in the locale's long form: "3 March 2025", "3. März 2025". */
export function formatLongDate(date: string, locale: string): string {
  return formatter(locale, { dateStyle: 'long' }).format(toUtcDate(date));
}

/** A day with its weekday, the name of a day button: "Monday 3 March 2025". */
export function formatFullDate(date: string, locale: string): string {
  return formatter(locale, { dateStyle: 'full' }).format(toUtcDate(date));
}

/** The month and year of a day: "March 2025", "März 2025". */
export function formatMonthYear(date: string, locale: string): string {
  return formatter(locale, { month: 'long', year: 'numeric' }).format(toUtcDate(date));
}

/** The twelve month names, January first. */
export function monthNames(locale: string): string[] {
  const format = formatter(locale, { month: 'long' });
  return Array.from({ length: 12 }, (_, index) =>
    format.format(toUtcDate(isoDate(2001, index + 1, 1))),
  );
}

/** The seven weekdays from the week's first day, each short ("Mo") and long ("Monday"). */
export function weekdayNames(
  locale: string,
  weekStartsOn: WeekStart = WEEK_STARTS_ON,
): { short: string; long: string }[] {
  const short = formatter(locale, { weekday: 'short' });
  const long = formatter(locale, { weekday: 'long' });
  // Any week will do; this one is fixed so the names never depend on today.
  const first = startOfWeek('2001-01-03', weekStartsOn);
  return Array.from({ length: 7 }, (_, offset) => {
    const day = toUtcDate(addDays(first, offset));
    return { short: short.format(day), long: long.format(day) };
  });
}
