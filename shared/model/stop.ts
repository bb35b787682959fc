import type { EventPrice } from './event';

/** A bus stop (spec 002 §3, the nested stop of a bus stop row); the school's own is `ESF`. */
export interface Stop {
  id: number;
  /** Optimistic locking: a save with an older version answers 409. */
  version: number;
  name: string;
  street: string;
  /** A picture of the stop, an http(s) address, or null. */
  imageUrl: string | null;
}

/** A row of the stop list: the stop and how many bus lines stop there (a stop in use stays). */
export interface StopRow extends Stop {
  lineCount: number;
}

/**
 * A stop of a bus line as `GET /api/busstop/all` lists them (spec 002 §3 "Bus stop row"): the
 * line's distance and prices at the stop, and the stop itself.
 */
export interface BusStopRow {
  id: number;
  version: number;
  eventId: number;
  eventName: string;
  /** The stop's name, as the row shows it. */
  name: string;
  /** Minutes from the first stop of the line; null for a morning bus's school stop unset. */
  distance: number | null;
  /** The prices at this stop the caller's roles may see (as the bus listing shows them). */
  price: EventPrice;
  stop: Stop;
}
