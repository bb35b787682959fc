import * as v from 'valibot';
import type { BookingStatus } from './enums';
import { MAX_INT4, idSchema as id, idTextSchema as idText, trimmedText } from './storable';
import type { MessageId } from './message-ids';
import type { PriceLabelKey } from './price-label';

export * from './price-label';

/**
 * Booking statuses that hold a place of a service (places left, the maximum, a room's
 * capacity): an accepted booking, and a pending one until an admin decides on it, so a full
 * service does not collect more requests than it has places. The triggers keeping
 * `event_places_taken` name them too (migration 0005): a change here needs a migration there.
 */
export const CAPACITY_STATUSES = ['ACCEPTED', 'PENDING'] as const satisfies BookingStatus[];

/**
 * Statuses of a booking that is still on: for `alreadyBooked` and `colliding`. A waiting-list
 * booking counts, since it may turn into a place; cancelled and finished ones do not.
 */
export const ACTIVE_STATUSES = [
  'ACCEPTED',
  'PENDING',
  'WAITING_LIST',
] as const satisfies BookingStatus[];

/** Booking check errors of spec 001 §8; each blocks saving. */
export const BOOKING_ERROR_KEYS = [
  'colliding',
  'alreadyBooked',
  'falseGrade',
  'registerLimit',
  'busAlreadyBooked',
  'bookedOnHoliday',
  'afternoonBusConflict',
  'morningBusConflict',
  'timeGapBeforeService',
  'serviceAfterAfternoonBus',
] as const;
export type BookingErrorKey = (typeof BOOKING_ERROR_KEYS)[number];

/**
 * Booking check warnings of spec 001 §8. The capacity warnings are confirmed by the user before
 * saving; `noLocation` is an alert that blocks (see {@link BLOCKING_WARNING_KEYS}).
 */
export const BOOKING_WARNING_KEYS = [
  'noLocation',
  'noLocationCapacityLeft',
  'noEventCapacityLeft',
] as const;
export type BookingWarningKey = (typeof BOOKING_WARNING_KEYS)[number];

/** Warnings no confirmation can lift (spec 001 §8: "the booking failed"). */
export const BLOCKING_WARNING_KEYS = ['noLocation'] as const satisfies BookingWarningKey[];

export type BookingCheckKey = BookingErrorKey | BookingWarningKey;

/** The catalog id of a booking check key: `booking.check.colliding` and so on. */
export const bookingCheckMessageId = (key: BookingCheckKey): MessageId => `booking.check.${key}`;

/**
 * One finding of the booking check. `values` fill the message's placeholders:
 * `registerLimit` has `date` (yyyy-MM-dd), `colliding` has `service` (the other service's name).
 */
export interface BookingCheckMessage<K extends BookingCheckKey = BookingCheckKey> {
  key: K;
  values?: Record<string, string>;
}

/** Answer of `PUT /api/booking/check-booking`. */
export interface BookingCheckResult {
  errors: BookingCheckMessage<BookingErrorKey>[];
  warnings: BookingCheckMessage<BookingWarningKey>[];
}

const recurrenceIds = v.optional(v.array(id), []);

/**
 * Body of `PUT /api/booking/check-booking`. `id` names an existing booking being changed (then
 * `registerLimit` does not apply and the booking does not count against itself). Without
 * `recurrenceIds` the booking takes every slot of the service, as an ECA booking does; a bus
 * and childminding name theirs (the weekdays), a camp's single days name the days. `stopId`
 * is a bus booking's stop (the stop's id of `GET /api/busstop/event/{id}`).
 */
export const BookingCheckSchema = v.object({
  id: v.nullish(id),
  serviceId: id,
  participantId: id,
  recurrenceIds,
  stopId: v.nullish(id),
});
export type BookingCheckInput = v.InferOutput<typeof BookingCheckSchema>;

/**
 * Body of `PUT /api/booking/customer`. A status sent along is ignored: a customer's booking is
 * always PENDING (spec 001 §4.1). `confirmedWarnings` lists the warnings the customer agreed
 * to; a warning found at saving time that is not in it refuses the booking with 409.
 */
const confirmedWarnings = v.optional(
  v.array(v.picklist(BOOKING_WARNING_KEYS, 'error.invalidInput')),
  [],
);
const notes = v.nullish(trimmedText());

export const CustomerBookingSchema = v.object({
  serviceId: id,
  participantId: id,
  recurrenceIds,
  /** A bus booking's stop; the school stop is the other end (spec 002 §4). */
  stopId: v.nullish(id),
  confirmedWarnings,
  notes,
});
export type CustomerBookingInput = v.InferOutput<typeof CustomerBookingSchema>;

/**
 * Body of `PUT /api/booking/parent-activity`: the signed-in parent registers themself (no
 * child); their own participant record is made on the first registration.
 */
export const ParentActivityBookingSchema = v.object({
  serviceId: id,
  confirmedWarnings,
  notes,
});
export type ParentActivityBookingInput = v.InferOutput<typeof ParentActivityBookingSchema>;

/** Body of `PUT /api/booking/parent-activity/check`: the booking check for the parent themself. */
export const ParentActivityCheckSchema = v.object({ serviceId: id });
export type ParentActivityCheckInput = v.InferOutput<typeof ParentActivityCheckSchema>;

/** Answer of `PUT /api/booking/customer`; the same fields as the widget event `kitebook:booked`. */
export interface CustomerBookingResult {
  bookingId: number;
  serviceId: number;
  status: BookingStatus;
}

/**
 * Catalog ids of a booking request that does not fit its service (400, in `issues`): the
 * participant kind, the slots, the stop and the start date.
 */
export const BOOKING_INPUT_KEYS = {
  /** A parent activity booked for a child. */
  forParentsOnly: 'booking.forParentsOnly',
  /** A children's service booked for the parent's own record. */
  forChildrenOnly: 'booking.forChildrenOnly',
  /** A bus or childminding booking without weekdays (spec 001 §5: recurrence required). */
  recurrenceRequired: 'booking.recurrenceRequired',
  /** Childminding with two end times on one weekday. */
  oneSlotPerDay: 'booking.oneSlotPerDay',
  /** Single days of a camp that has no single price. */
  singleDaysNotOffered: 'booking.singleDaysNotOffered',
  /** A bus booking without a stop. */
  stopRequired: 'booking.stopRequired',
  /** A stop that is not on the line, or the school stop (which is preset). */
  stopUnknown: 'booking.stopUnknown',
  /** A chosen start date before today, before the service starts or after it ends. */
  startDateOutOfRange: 'booking.startDateOutOfRange',
} as const;

/** Message keys of a booking save (spec 001 §8). */
export const BOOKING_SAVE_KEYS = {
  successful: 'booking.bookingSuccessful',
  failed: 'booking.bookingFailed',
} as const;

/** Answer of `GET /api/booking/calculate-price`. */
export interface PriceCalculation {
  /** Euro, rounded to cents. */
  amount: number;
  labelKey: PriceLabelKey;
}

/**
 * Query of `GET /api/booking/calculate-price` with the names of spec 001 §7; `recurrence-ids`
 * is comma-joined.
 */
export const PriceQuerySchema = v.object({
  'service-id': idText,
  'participant-id': idText,
  'is-single-day': v.optional(v.picklist(['true', 'false']), 'false'),
  'stop-id': v.optional(v.union([v.literal(''), idText])),
  'recurrence-ids': v.optional(
    v.pipe(
      v.string('error.invalidInput'),
      v.transform((text) =>
        text
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part !== '')
          .map(Number),
      ),
      v.check(
        (ids) => ids.every((n) => Number.isInteger(n) && n > 0 && n <= MAX_INT4),
        'error.invalidInput',
      ),
    ),
    '',
  ),
});
export type PriceQuery = v.InferOutput<typeof PriceQuerySchema>;
