import type { EventRecord, EventStopRow } from '../../../shared/model/event-record';
import type { EventInput } from '../../../shared/rules/event';

/** A stop row as the stops tab edits it: the distance as typed, the rest as loaded. */
export interface EventStopValues extends Omit<EventStopRow, 'distance'> {
  distance: string;
}

/**
 * The service dialog's values as its inputs edit them: the loaded record with every number a
 * person types held as the typed text (so "1," or "" stay on screen and the shared rules judge
 * them), and the picture chosen but not uploaded yet.
 */
export interface EventValues extends Omit<
  EventRecord,
  | 'minimumNumber'
  | 'maximumNumber'
  | 'singlePrice'
  | 'singleReducedPrice'
  | 'memberPrice'
  | 'totalPrice'
  | 'vat'
  | 'costItems'
  | 'busStops'
> {
  minimumNumber: string;
  maximumNumber: string;
  singlePrice: string;
  singleReducedPrice: string;
  memberPrice: string;
  totalPrice: string;
  vat: string;
  costItems: { administrator: string; instructor: string; material: string };
  busStops: EventStopValues[];
  /** A new picture to send as `eventImage` with the save; null keeps the stored one. */
  imageFile: File | null;
}

const typed = (value: number | null) => (value === null ? '' : String(value));

/** The dialog's values of a loaded (or new, or cloned) service. */
export function toEventValues(record: EventRecord): EventValues {
  return {
    ...record,
    minimumNumber: typed(record.minimumNumber),
    maximumNumber: typed(record.maximumNumber),
    singlePrice: typed(record.singlePrice),
    singleReducedPrice: typed(record.singleReducedPrice),
    memberPrice: typed(record.memberPrice),
    totalPrice: typed(record.totalPrice),
    vat: typed(record.vat),
    costItems: {
      administrator: typed(record.costItems.administrator),
      instructor: typed(record.costItems.instructor),
      material: typed(record.costItems.material),
    },
    busStops: record.busStops.map((row) => ({ ...row, distance: typed(row.distance) })),
    imageFile: null,
  };
}

/**
 * A typed number as the rules take it: empty is null (the rule's "required"), a German decimal
 * comma is a point, anything else that is no number NaN (the rule's "not a number").
 */
export function typedNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return Number(trimmed.replace(',', '.'));
}

/** What `eventSchema` checks and `PUT /api/event` receives as `event` (the picture aside). */
export function toEventInput(values: EventValues): Record<keyof EventInput, unknown> {
  const { imageFile: _picture, instructors: _names, location: _location, ...rest } = values;
  return {
    ...rest,
    minimumNumber: typedNumber(values.minimumNumber),
    maximumNumber: typedNumber(values.maximumNumber),
    singlePrice: typedNumber(values.singlePrice),
    singleReducedPrice: typedNumber(values.singleReducedPrice),
    memberPrice: typedNumber(values.memberPrice),
    totalPrice: typedNumber(values.totalPrice),
    vat: typedNumber(values.vat),
    costItems: {
      administrator: typedNumber(values.costItems.administrator),
      instructor: typedNumber(values.costItems.instructor),
      material: typedNumber(values.costItems.material),
    },
    busStops: values.busStops.map(({ id, version, stopId, distance, totalPrice, memberPrice }) => ({
      id,
      version,
      stopId,
      distance: typedNumber(distance),
      totalPrice,
      memberPrice,
    })),
  };
}
