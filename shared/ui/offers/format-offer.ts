import type { Weekday } from '../../model/enums';
import { WEEKDAYS } from '../../model/enums';
import type { EventRecurrence } from '../../model/event';

// 2024-01-01 was a Monday; WEEKDAYS starts with MONDAY.
const MONDAY_UTC = Date.UTC(2024, 0, 1);
const DAY_MS = 86_400_000;

/**
 * One formatter per locale and options, made on first use: building an Intl formatter costs far
 * more than formatting with it, and a list formats the same few shapes for every offer (a
 * widget's first paint, on a slow phone, spent tens of milliseconds building them).
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) formatters.set(key, (formatter = make()));
  return formatter;
}

/** The weekday's name in `locale` ("Monday", "Montag"), or its short form. */
export function weekdayName(
  weekday: Weekday,
  locale: string,
  width: 'long' | 'short' = 'long',
): string {
  const date = new Date(MONDAY_UTC + WEEKDAYS.indexOf(weekday) * DAY_MS);
  return cached(
    `weekday ${width} ${locale}`,
    () => new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }),
  ).format(date);
}

/** "15:30–17:00" (an en dash between), or the start alone when there is no end. */
export function timeRange({ time, endTime }: Pick<EventRecurrence, 'time' | 'endTime'>): string {
  return endTime ? `${time}–${endTime}` : time;
}

/** A calendar day (yyyy-MM-dd) as the locale writes it, never shifted by the time zone. */
export function formatDay(day: string, locale: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return cached(
    `day ${locale}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }),
  ).format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1)));
}

/** An amount in euro as the locale writes it ("€45.00", "45,00 €"). */
export function formatEuro(amount: number, locale: string): string {
  return cached(
    `euro ${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }),
  ).format(amount);
}
