import type { EventStopRow } from '../model/event-record';

/** The school's own stop (spec 002 §3 "A special stop named ESF is the school stop"). */
export const SCHOOL_STOP_NAME = 'ESF';

const isSchoolStop = (row: Pick<EventStopRow, 'name'>) => row.name === SCHOOL_STOP_NAME;

/**
 * Stops by distance (spec 002 §4): nearest first; an ESF row with a distance other than 0 sorts
 * last (the morning bus reaches the school at the end), rows without distance after the others.
 */
export function sortStops<R extends Pick<EventStopRow, 'name' | 'distance'>>(
  rows: readonly R[],
): R[] {
  const rank = (row: R) =>
    isSchoolStop(row) && row.distance !== 0 ? Infinity : (row.distance ?? Number.MAX_SAFE_INTEGER);
  return [...rows].sort((a, b) => rank(a) - rank(b));
}

/**
 * The stop list after the inbound flag changed, or when it starts empty (spec 002 §4): the ESF
 * row is (re-)added, with distance 0 for the afternoon bus and empty for the morning bus.
 */
export function withSchoolStop(
  rows: readonly EventStopRow[],
  schoolStop: Pick<EventStopRow, 'stopId' | 'name' | 'street' | 'imageUrl'>,
  inbound: boolean,
): EventStopRow[] {
  const others = rows.filter((row) => !isSchoolStop(row));
  const previous = rows.find(isSchoolStop);
  const esf: EventStopRow = {
    id: previous?.id ?? null,
    version: previous?.version ?? null,
    totalPrice: previous?.totalPrice ?? null,
    memberPrice: previous?.memberPrice ?? null,
    ...schoolStop,
    distance: inbound ? null : 0,
  };
  return sortStops([...others, esf]);
}
