import type { StopOption } from '../../../../shared/model/base-data';
import type { EventStopRow } from '../../../../shared/model/event-record';
import { SCHOOL_STOP_NAME, sortStops, withSchoolStop } from '../../../../shared/rules/event-stops';
import { typedNumber, type EventStopValues } from '../event-values';

/** A row not chosen yet: no stop (the rules' `event.rules.stop`), no distance. */
export const EMPTY_STOP_ROW: EventStopValues = {
  id: null,
  version: null,
  stopId: 0,
  name: '',
  street: '',
  imageUrl: null,
  distance: '',
  totalPrice: null,
  memberPrice: null,
};

/** The school stop (ESF) among the known stops, if the base data has it. */
export const schoolStopOf = (stops: readonly StopOption[]) =>
  stops.find((stop) => stop.name === SCHOOL_STOP_NAME) ?? null;

/** Whether another row may be added: at most one row without a stop at a time (spec 002 §5). */
export const canAddStopRow = (rows: readonly EventStopValues[]) =>
  rows.every((row) => row.stopId !== 0);

/**
 * Runs a rule of shared/rules/event-stops.ts on the typed rows: distances go in as numbers
 * (text that is no number as "no distance") and come back as typed — a row the rule did not
 * replace keeps its very text ("1," stays "1,").
 */
function onTyped(
  rows: readonly EventStopValues[],
  rule: (rows: EventStopRow[]) => EventStopRow[],
): EventStopValues[] {
  const typed = new Map<EventStopRow, string>();
  const asRows = rows.map((row) => {
    const number = typedNumber(row.distance);
    const converted: EventStopRow = {
      ...row,
      distance: number === null || Number.isNaN(number) ? null : number,
    };
    typed.set(converted, row.distance);
    return converted;
  });
  return rule(asRows).map((row) => ({
    ...row,
    distance: typed.get(row) ?? (row.distance === null ? '' : String(row.distance)),
  }));
}

/** The rows sorted by distance, a non-zero ESF last (spec 002 §4). */
export const sortStopRows = (rows: readonly EventStopValues[]) => onTyped(rows, sortStops);

/**
 * The rows after the inbound flag changed, or for a list that starts empty (spec 002 §4): the
 * ESF row added again, distance 0 for the afternoon bus, empty for the morning bus, sorted.
 */
export const withSchoolStopRow = (
  rows: readonly EventStopValues[],
  school: StopOption,
  inbound: boolean,
) =>
  onTyped(rows, (converted) =>
    withSchoolStop(
      converted,
      { stopId: school.id, name: school.name, street: school.street, imageUrl: school.imageUrl },
      inbound,
    ),
  );

/** The row after its stop was chosen: the stop's read-only fields, prices kept only for the same stop. */
export function withStop(row: EventStopValues, stop: StopOption | undefined): EventStopValues {
  if (!stop) return { ...row, stopId: 0, name: '', street: '', imageUrl: null };
  const same = stop.id === row.stopId;
  return {
    ...row,
    stopId: stop.id,
    name: stop.name,
    street: stop.street,
    imageUrl: stop.imageUrl,
    totalPrice: same ? row.totalPrice : null,
    memberPrice: same ? row.memberPrice : null,
  };
}
