import * as v from 'valibot';
import {
  BUSINESS_AREAS,
  GRADES,
  LANGUAGES,
  WEEKDAYS,
  type BusinessArea,
  type Grade,
  type Language,
  type RoleOrAnonymous,
  type Weekday,
} from './enums';

/**
 * Who sees a service's member price (spec 002 §6).
 */
export const MEMBER_PRICE_ROLES: readonly RoleOrAnonymous[] = ['ADMIN', 'SYS_ADMIN', 'MEMBER'];

/**
 * Who sees a service's total price: spec 002 §6 names ADMIN, SYS_ADMIN, GUARDIAN, USER and
 * INSTRUCTOR. CUSTOMER and ANONYMOUS are added (server/services/event/README.md): a parent
 * deciding whether to book must see what it costs, signed in or not.
 */
export const TOTAL_PRICE_ROLES: readonly RoleOrAnonymous[] = [
  'ADMIN',
  'SYS_ADMIN',
  'GUARDIAN',
  'USER',
  'INSTRUCTOR',
  'CUSTOMER',
  'ANONYMOUS',
];

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

/** Why `GET /api/event/{id}/bookable` says no; each is also a catalog id below `booking.bookable.`. */
export const NOT_BOOKABLE_REASONS = [
  'notPermitted',
  'notInBookingPhase',
  'registerLimit',
  'canceled',
  'ended',
  'noLocation',
] as const;
export type NotBookableReason = (typeof NOT_BOOKABLE_REASONS)[number];

/** The catalog id of a not-bookable reason. */
export const notBookableMessageId = (reason: NotBookableReason) => `booking.bookable.${reason}`;

/** Answer of `GET /api/event/{id}/bookable` for the signed-in caller. */
export interface EventBookable {
  bookable: boolean;
  /** Set when `bookable` is false. */
  reason?: NotBookableReason;
  /** With `registerLimit`: the deadline that passed (yyyy-MM-dd). */
  registrationDeadline?: string | null;
  placesLeft: number | null;
}

const optionalPick = <T extends readonly string[]>(options: T) =>
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
