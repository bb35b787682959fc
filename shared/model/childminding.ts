import * as v from 'valibot';
import { BOOKING_WARNING_KEYS, type PriceLabelKey } from './booking';
import { WEEKDAYS, type ChildmindingMode, type Weekday } from './enums';
import type { EventLocation, EventPrice, EventRecurrence } from './event';
import { dateSchema, idSchema as id, trimmedText } from './storable';
import type { MessageId } from './message-ids';

/** The end times a childminding day can have (spec 002 §2.1, §9). */
export const CHILDMINDING_END_TIMES = ['16:30', '18:15'] as const;
export type ChildmindingEndTime = (typeof CHILDMINDING_END_TIMES)[number];

/** Catalog ids of the childminding registration. */
export const CHILDMINDING_KEYS = {
  /** A weekday without a slot ending at the chosen time. */
  slotNotOffered: 'childminding.slotNotOffered',
  /** Mode OUTSOURCED: parents register with the external provider. */
  outsourced: 'childminding.outsourced',
} as const;

/** A childminding service parents can register for. Dates are yyyy-MM-dd. */
export interface ChildmindingService {
  id: number;
  name: string;
  startDate: string | null;
  endDate: string | null;
  registrationDeadline: string | null;
  /** The first start date a registration may choose: today, the service's or the year's start. */
  earliestStartDate: string;
  /** Weekdays with a slot, Monday first. */
  weekdays: Weekday[];
  /** The end times offered ('HH:MM', ascending): 16:30 and 18:15 in the demo school. */
  endTimes: string[];
  /** Every slot (weekday and end time). */
  recurrences: EventRecurrence[];
  /** Day prices by role (`singlePrice`, members `singleReducedPrice`); charged per weekday. */
  price: EventPrice;
  /** The label of the price a registration costs (monthly cost). */
  labelKey: PriceLabelKey;
  placesLeft: number | null;
  location: EventLocation | null;
}

/**
 * Answer of `GET /api/booking/childminding` (everyone): how childminding is offered now (spec
 * 000 §3): registration here (INTERNALLY_ENABLED and the toggle enableChildmindingBooking on),
 * an external link (OUTSOURCED), or not at all (no mode, or the toggle off).
 */
export interface ChildmindingOffer {
  mode: ChildmindingMode | null;
  /** The external registration link, set with the mode OUTSOURCED. */
  externalUrl: string | null;
  /** Whether parents can register here now. */
  bookingEnabled: boolean;
  /** Why not, as a catalog id (`booking.notOffered.CHILDMINDING`, `childminding.outsourced`). */
  closedReason: MessageId | null;
  /** The services to register for; empty unless `bookingEnabled`. */
  services: ChildmindingService[];
}

/**
 * Body of `PUT /api/booking/childminding`: a child registered for childminding on weekdays
 * until one end time, from a start date; becomes a PENDING booking of those slots.
 */
export const ChildmindingRegistrationSchema = v.object({
  serviceId: id,
  participantId: id,
  weekdays: v.pipe(
    v.array(v.picklist(WEEKDAYS, 'error.invalidInput')),
    v.minLength(1, 'booking.recurrenceRequired'),
    v.check((days) => new Set(days).size === days.length, 'error.invalidInput'),
  ),
  endTime: v.picklist(CHILDMINDING_END_TIMES, 'error.invalidInput'),
  startDate: dateSchema(),
  confirmedWarnings: v.optional(
    v.array(v.picklist(BOOKING_WARNING_KEYS, 'error.invalidInput')),
    [],
  ),
  notes: v.nullish(trimmedText()),
});
export type ChildmindingRegistration = v.InferOutput<typeof ChildmindingRegistrationSchema>;
