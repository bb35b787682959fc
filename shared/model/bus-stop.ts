import type { Weekday } from './enums';
import type { EventPrice } from './event';

/**
 * The marker in the name of the school's own stop (spec 001 §4.5: "the bus stop whose name
 * contains a fixed marker"; spec 002 §3: "a special stop named ESF is the school stop").
 */
export const SCHOOL_STOP_MARKER = 'ESF';

/** Whether a stop is the school's own stop (the destination inbound, the start outbound). */
export const isSchoolStop = (name: string) => name.includes(SCHOOL_STOP_MARKER);

/** The time at a stop on one weekday of the line. */
export interface BusStopTime {
  /** The line's recurrence (weekday slot) this time belongs to. */
  recurrenceId: number;
  dayOfWeek: Weekday;
  /** 'HH:MM', or null while the stop has no distance yet. */
  time: string | null;
}

/**
 * One stop of `GET /api/busstop/event/{eventId}`, in the order the bus reaches them. `id` is
 * the stop's own id, the one `stop-id` of calculate-price and `stopId` of a booking name.
 */
export interface BusStopItem {
  id: number;
  name: string;
  street: string;
  /** Minutes from the first stop of the line (the school is the first stop outbound). */
  distance: number | null;
  /** 'HH:MM' when every weekday of the line has the same time at this stop, otherwise null. */
  time: string | null;
  /** The time at this stop per weekday of the line, Monday first. */
  times: BusStopTime[];
  /** The prices the caller's roles may see (as the listing shows them). */
  price: EventPrice;
  /** The school stop: preset read-only as the destination (inbound) or the start (outbound). */
  isSchoolStop: boolean;
}

const MINUTES_PER_DAY = 24 * 60;

/**
 * 'HH:MM' plus `minutes` (spec 001 §4.5: bus times shift by the stop's distance in minutes),
 * wrapping past midnight.
 */
export function shiftTime(time: string, minutes: number): string {
  const [hours, mins] = time.split(':').map(Number) as [number, number];
  const total =
    (((hours * 60 + mins + minutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** Minutes from 'HH:MM' `from` to 'HH:MM' `to` on the same day (negative when `to` is earlier). */
export function minutesBetween(from: string, to: string): number {
  const toMinutes = (time: string) => {
    const [hours, mins] = time.split(':').map(Number) as [number, number];
    return hours * 60 + mins;
  };
  return toMinutes(to) - toMinutes(from);
}

/**
 * The order of a line's stops (spec 002 §4): by distance; the school stop with a distance
 * other than 0 last (a morning bus ends there), and a stop without distance after the others.
 */
export function compareStops(
  a: { name: string; distance: number | null },
  b: { name: string; distance: number | null },
): number {
  const rank = (stop: { name: string; distance: number | null }) =>
    stop.distance === null ? 2 : isSchoolStop(stop.name) && stop.distance !== 0 ? 1 : 0;
  return rank(a) - rank(b) || (a.distance ?? 0) - (b.distance ?? 0) || a.name.localeCompare(b.name);
}
