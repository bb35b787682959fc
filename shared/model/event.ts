import * as v from 'valibot';
import {
  BUSINESS_AREAS,
  GRADES,
  LANGUAGES,
  WEEKDAYS,
  type BusinessArea,
  type Grade,
  type Language,
  type Weekday,
} from './enums';
import type { FeatureToggleName } from './features';
import type { MessageId } from './message-ids';

/** A weekly slot of a service: weekday and 'HH:MM' times (the end is empty for buses). */
export interface EventRecurrence {
  id: number;
  dayOfWeek: Weekday;
  time: string;
  endTime: string | null;
}

/**
 * The prices the caller's roles may see, in euro. A field is absent when the role may not see
 * it, and null when the service has no such price.
 */
export interface EventPrice {
  memberPrice?: number | null;
  totalPrice?: number | null;
  /**
   * The price of one day, for services booked by the day (a camp's single days, childminding
   * per weekday); seen by the roles of the total price. Absent for other services.
   */
  singlePrice?: number | null;
  /** The members' price of one day; seen by the roles of the member price. */
  singleReducedPrice?: number | null;
}

/** A school break, such as a holiday camp's (dates yyyy-MM-dd). */
export interface HolidayPeriod {
  name: string;
  startDate: string;
  endDate: string;
}

/** Where a service takes place. */
export interface EventLocation {
  id: number;
  name: string;
  room: string;
}

/**
 * One service of `GET /api/event/public/{businessArea}`: what a parent needs to choose an
 * activity. Dates are yyyy-MM-dd.
 */
export interface PublicEventItem {
  id: number;
  name: string;
  businessArea: BusinessArea;
  /** Grades the service is meant for, in the order of GRADES; empty = no grade limit. */
  grades: Grade[];
  /** Weekly slots, Monday first, then by start time. */
  recurrences: EventRecurrence[];
  location: EventLocation | null;
  /** 'Given Family' of each instructor, sorted. */
  instructors: string[];
  price: EventPrice;
  /** Places before the maximum is reached (never below 0); null when the service has no maximum. */
  placesLeft: number | null;
  registrationDeadline: string | null;
  /** The languages the service is held in (one today; a list so more can follow). */
  languages: Language[];
  /** The service's picture, served by `GET /api/event/{id}/image`; null without one. */
  imageId: number | null;
  /** Rich text as allowlisted HTML (the server sanitises it); '' when there is none. */
  description: string;
  startDate: string | null;
  endDate: string | null;
  /** The school year's name, such as '2026/27'. */
  schoolYear: string;
  /** School bus: the morning bus towards the school (false for the afternoon bus and non-buses). */
  inbound: boolean;
  /**
   * Holiday camp: single days may be booked instead of the whole camp (the camp has a single
   * price); each day is one of `recurrences`. False for every other service.
   */
  singleDaysBookable: boolean;
  /** Holiday camp: the break it takes place in, for grouping; null otherwise. */
  holidayPeriod: HolidayPeriod | null;
}

/** Answer of `GET /api/event/{id}`: the listing item plus what the detail page shows. */
export interface EventDetail extends PublicEventItem {
  mapsUrl: string | null;
  mapsUrlText: string | null;
  /** Names of the kinds of activity (Sports, Music, …). */
  eventTypes: string[];
  maximumNumber: number | null;
  /** Whether the school year of the service is the one in its booking phase. */
  inBookingPhase: boolean;
}

/**
 * Whether single days of a service may be booked instead of all of it: a holiday camp that
 * has a single price (spec 001 §7 `is-single-day`). Each day is one of the camp's recurrences.
 */
export const allowsSingleDays = (service: {
  businessArea: BusinessArea;
  singlePrice: number | null;
}) => service.businessArea === 'HOLIDAY_CAMP' && service.singlePrice !== null;

/**
 * Whether a service is priced by the day: a camp's single days, and childminding, whose member
 * and total prices are hidden (spec 002 §5) and which is charged per weekday booked.
 */
export const pricedByTheDay = (service: {
  businessArea: BusinessArea;
  singlePrice: number | null;
}) => allowsSingleDays(service) || service.businessArea === 'CHILDMINDING';

/** Why `GET /api/event/{id}/bookable` says no; each is also a catalog id below `booking.bookable.`. */
export const NOT_BOOKABLE_REASONS = [
  'notPermitted',
  'notInBookingPhase',
  'registerLimit',
  'canceled',
  'ended',
  'noLocation',
  'notOffered',
] as const;
export type NotBookableReason = (typeof NOT_BOOKABLE_REASONS)[number];

/**
 * The business areas a feature toggle switches off for customers (spec 000 §3), with the
 * toggle's name. Childminding also needs the configuration's mode INTERNALLY_ENABLED.
 */
export const AREA_TOGGLES = {
  ECA: 'eca',
  HOLIDAY_CAMP: 'holiday_camp',
  SCHOOL_BUS: 'enableSchoolBusBooking',
  CHILDMINDING: 'enableChildmindingBooking',
} as const satisfies Partial<Record<BusinessArea, FeatureToggleName>>;

/** An area with a toggle of {@link AREA_TOGGLES}: only these can be "not offered". */
export type ToggledArea = keyof typeof AREA_TOGGLES;

export const isToggledArea = (area: BusinessArea): area is ToggledArea => area in AREA_TOGGLES;

/**
 * The catalog id saying an area is not offered now (its toggle is off): the public listing
 * answers 404 with it, and a customer's booking of such a service 403.
 */
export const notOfferedMessageId = (area: ToggledArea): MessageId => `booking.notOffered.${area}`;

/** The catalog id of a not-bookable reason. */
export const notBookableMessageId = (reason: NotBookableReason): MessageId =>
  `booking.bookable.${reason}`;

/** Answer of `GET /api/event/{id}/bookable` for the signed-in caller. */
export interface EventBookable {
  bookable: boolean;
  /** Set when `bookable` is false. */
  reason?: NotBookableReason;
  /** With `registerLimit`: the deadline that passed (yyyy-MM-dd). */
  registrationDeadline?: string | null;
  placesLeft: number | null;
}

/* @__NO_SIDE_EFFECTS__ */ const optionalPick = <T extends readonly string[]>(options: T) =>
  v.optional(v.picklist(options, 'error.invalidInput'));

/** Query of `GET /api/event/public/{businessArea}`: each filter optional, one value each. */
export const PublicEventQuerySchema = v.object({
  /** Services whose grades include this one (services without grades always match). */
  grade: optionalPick(GRADES),
  /** Services with a slot on this weekday. */
  weekday: optionalPick(WEEKDAYS),
  /** Services held in this language. */
  language: optionalPick(LANGUAGES),
});
export type PublicEventQuery = v.InferOutput<typeof PublicEventQuerySchema>;

/** Path of `GET /api/event/public/{businessArea}`. */
export const BusinessAreaParamSchema = v.object({
  businessArea: v.picklist(BUSINESS_AREAS, 'error.invalidInput'),
});
