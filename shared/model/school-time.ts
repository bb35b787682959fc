/**
 * The school's calendar: which day it is, and what the clock on the school's wall says, in the
 * school's time zone (the server's `SCHOOL_TIME_ZONE`, handed to browsers in `GET /api/config`).
 * Never the UTC date (`toISOString().slice(0, 10)`) and never the browser's own zone: a
 * registration deadline of 31 March holds until midnight in the school, wherever anyone is.
 *
 * ```ts
 * todayIn('Europe/Berlin', new Date('2026-03-31T22:30:00Z')); // '2026-04-01' (00:30 CEST)
 * ```
 */

import { formatFor } from './time-zone';

export { DEFAULT_SCHOOL_TIME_ZONE, isTimeZone } from './time-zone';

/** What a server service decides by time: the instant and the school's date of it. */
export interface SchoolClock {
  now: Date;
  /** yyyy-MM-dd in the school's time zone. */
  today: string;
}

/** An instant's calendar date and wall-clock time in one zone. */
export interface DateParts {
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31 */
  day: number;
  /** 0–23 */
  hour: number;
  minute: number;
  /** 1 Monday … 7 Sunday (ISO) */
  isoWeekday: number;
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The date and wall-clock time of `instant` in `timeZone`. */
export function datePartsIn(timeZone: string, instant: Date | number = Date.now()): DateParts {
  const parts: Record<string, string> = {};
  for (const { type, value } of formatFor(timeZone).formatToParts(instant)) parts[type] = value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    isoWeekday: WEEKDAYS.indexOf(parts.weekday ?? '') + 1,
  };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** yyyy-MM-dd of `instant` in `timeZone`. */
export function isoDateIn(timeZone: string, instant: Date | number): string {
  const { year, month, day } = datePartsIn(timeZone, instant);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Today (yyyy-MM-dd) in `timeZone` at `now`. */
export function todayIn(timeZone: string, now: Date | number = Date.now()): string {
  return isoDateIn(timeZone, now);
}

/**
 * The instant at which the wall clock in `timeZone` shows `date` (yyyy-MM-dd) at `time` (HH:mm):
 * what a date and time typed in the school's zone mean, whatever the browser's zone. In the
 * hour skipped in spring the clock's later reading is taken.
 */
export function instantInZone(timeZone: string, date: string, time: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wanted = Date.UTC(year, month - 1, day, hour, minute);
  // The zone's offset at a guess, applied twice: the second pass settles a guess across a change.
  let instant = wanted;
  for (let i = 0; i < 2; i++) {
    const shown = datePartsIn(timeZone, instant);
    const shownUtc = Date.UTC(shown.year, shown.month - 1, shown.day, shown.hour, shown.minute);
    instant += wanted - shownUtc;
  }
  return new Date(instant);
}

/** The wall-clock time (HH:mm) of `instant` in `timeZone`. */
export function timeIn(timeZone: string, instant: Date | number): string {
  const { hour, minute } = datePartsIn(timeZone, instant);
  return `${pad(hour)}:${pad(minute)}`;
}
