import type { BusStopItem } from '../../model/bus-stop';
import type { Weekday } from '../../model/enums';

/** A line's stops split into the school's own stop and the stops a child gets on or off at. */
export interface LineStops {
  /** The school stop: the destination of a morning bus, the start of an afternoon bus. */
  school: BusStopItem | null;
  /** Every other stop, in the order the bus reaches them. */
  others: BusStopItem[];
}

/** Splits the stops of a line (already in the order of the bus) into school and the others. */
export function splitStops(stops: readonly BusStopItem[]): LineStops {
  return {
    school: stops.find((stop) => stop.isSchoolStop) ?? null,
    others: stops.filter((stop) => !stop.isSchoolStop),
  };
}

/** The time at `stop` on `day`, or null while the stop has no distance yet. */
export function timeAt(stop: BusStopItem, day: Weekday): string | null {
  return stop.times.find((slot) => slot.dayOfWeek === day)?.time ?? null;
}

/**
 * The times at a stop as one text: the common time ("07:17"), or per weekday where the line
 * runs at different times ("Monday 07:17, Friday 12:47"); null while the stop has no time.
 */
export function stopTimesText(stop: BusStopItem, dayName: (day: Weekday) => string): string | null {
  if (stop.time) return stop.time;
  const timed = stop.times.filter((slot) => slot.time !== null);
  if (timed.length === 0) return null;
  return timed.map((slot) => `${dayName(slot.dayOfWeek)} ${slot.time}`).join(', ');
}

/**
 * The price a booking from or to `stop` costs the reader: the member price where their roles
 * see it (members; admins see both but do not book), otherwise the total price.
 */
export function stopPrice(stop: BusStopItem): number | null {
  return stop.price.memberPrice ?? stop.price.totalPrice ?? null;
}
