import * as v from 'valibot';
import type { BusinessArea } from './enums';
import { idSchema, idTextSchema, STORABLE_KEYS } from './storable';

/** What can be wrong with a school year's services and bookings (spec 001 §3 Inconsistency). */
export const INCONSISTENCY_TYPES = [
  'GRADE',
  'EVENT_MAX',
  'EVENT_MIN',
  'LOCATION_MAX',
  'LOCATION_COLLISION',
  'PARTICIPANT_TIMESLOT',
] as const;
export type InconsistencyType = (typeof INCONSISTENCY_TYPES)[number];

/** Most serious first: the overview sorts by this order. */
export const SEVERITIES = ['SEVERE', 'ERROR', 'WARNING', 'INFO'] as const;
export type Severity = (typeof SEVERITIES)[number];

/**
 * The severity of each type (server/services/inconsistency/README.md says why): what cannot take
 * place at all is SEVERE, a limit the office set that is broken an ERROR, a child in the wrong
 * group a WARNING, a service that may still run with fewer children INFO.
 */
export const SEVERITY_OF: Record<InconsistencyType, Severity> = {
  LOCATION_COLLISION: 'SEVERE',
  PARTICIPANT_TIMESLOT: 'SEVERE',
  EVENT_MAX: 'ERROR',
  LOCATION_MAX: 'ERROR',
  GRADE: 'WARNING',
  EVENT_MIN: 'INFO',
};

/** Sort key of a severity: 0 for SEVERE. */
export const severityRank = (severity: Severity) => SEVERITIES.indexOf(severity);

/** A service named by an inconsistency. */
export interface InconsistencyService {
  id: number;
  name: string;
  businessArea: BusinessArea;
  schoolYearId: number;
  /** Its room (LOCATION_MAX raises that room's capacity). */
  locationId: number | null;
}

/** One inconsistency of a service (spec 001 §3): its type, severity, service, other service, child. */
export interface Inconsistency {
  inconsistencyType: InconsistencyType;
  severity: Severity;
  event: InconsistencyService;
  /** LOCATION_COLLISION, PARTICIPANT_TIMESLOT: the other service. */
  collision: InconsistencyService | null;
  /** GRADE, PARTICIPANT_TIMESLOT: the child. */
  participant: { id: number; givenName: string; familyName: string } | null;
  /**
   * EVENT_MAX, EVENT_MIN: the bookings holding a place; LOCATION_MAX: the service's maximum.
   * Null for the other types.
   */
  count: number | null;
  /** The bound broken: the maximum, the minimum or the room's capacity; null for the others. */
  limit: number | null;
}

/** One service of the school year's overview with how many inconsistencies of each type it has. */
export interface InconsistencySummary {
  event: InconsistencyService;
  /** The most serious of its inconsistencies. */
  severity: Severity;
  total: number;
  counts: Partial<Record<InconsistencyType, number>>;
}

/** Catalog ids of the refusals of the inconsistency actions. */
export const INCONSISTENCY_ISSUES = {
  notFound: 'inconsistency.message.notFound',
  maximumBelowBookings: 'inconsistency.message.maximumBelowBookings',
  canceled: 'inconsistency.message.canceled',
  noCollision: 'inconsistency.message.noCollision',
  falseGrade: 'inconsistency.split.falseGrade',
  otherYear: 'inconsistency.split.otherYear',
  sameService: 'inconsistency.split.sameService',
  notMovable: 'inconsistency.split.notMovable',
} as const;

/** `PUT /api/booking/cancel-by-inconsistency`: the child's booking of `eventId` goes, as it collides with `collisionId`. */
export const cancelByInconsistencySchema = v.object({
  eventId: idSchema,
  participantId: idSchema,
  collisionId: idSchema,
});
export type CancelByInconsistency = v.InferOutput<typeof cancelByInconsistencySchema>;

/** `PUT /api/inconsistency/location-collision`: the two services may share the room (a big hall). */
export const locationCollisionSchema = v.object({
  event: v.object({ id: idSchema }),
  collision: v.object({ id: idSchema }),
});
export type LocationCollisionAcceptance = v.InferOutput<typeof locationCollisionSchema>;

const MAX_MOVES = 1_000;

/** `PUT /api/booking/split-event`: the children of `sourceEventId` to move to `targetEventId`. */
export const splitEventSchema = v.object({
  sourceEventId: idSchema,
  targetEventId: idSchema,
  movedParticipants: v.pipe(
    v.array(idSchema, STORABLE_KEYS.invalidInput),
    v.minLength(1, 'inconsistency.split.noneMoved'),
    v.maxLength(MAX_MOVES, STORABLE_KEYS.invalidInput),
  ),
});
export type SplitEvent = v.InferOutput<typeof splitEventSchema>;

/** `PUT /api/booking/update-multiple-bookings`: each booking to its new service. */
export const bookingMovesSchema = v.pipe(
  v.array(v.object({ bookingId: idSchema, eventId: idSchema }), STORABLE_KEYS.invalidInput),
  v.minLength(1, STORABLE_KEYS.invalidInput),
  v.maxLength(MAX_MOVES, STORABLE_KEYS.invalidInput),
);
export type BookingMove = v.InferOutput<typeof bookingMovesSchema>[number];

/** `?sendMail` of update-multiple-bookings: the families are told of the move. */
export const sendMailQuery = v.object({
  sendMail: v.optional(v.picklist(['true', 'false'], STORABLE_KEYS.invalidInput), 'false'),
});

/** `?eventId&inconsistencyType=GRADE` of find-for-event-inconsistencies. */
export const inconsistencyBookingsQuery = v.object({
  eventId: idTextSchema,
  inconsistencyType: v.picklist(['GRADE'], STORABLE_KEYS.invalidInput),
});

/** A booking of a service that a bulk move may take elsewhere (find-for-event-inconsistencies). */
export interface MovableBooking {
  bookingId: number;
  version: number;
  participantId: number;
  givenName: string;
  familyName: string;
  /** The child's grade in the service's school year; null without a class. */
  grade: string | null;
  bookingStatus: string;
}
