import * as v from 'valibot';
import {
  BOOKING_WARNING_KEYS,
  BookingCheckSchema,
  type BookingCheckMessage,
  type BookingCheckResult,
} from './booking';
import { BookingSaveSchema } from './booking-record';
import type { FieldIssue, ErrorBody } from './errors';
import { idSchema as id, versionSchema } from './storable';

/**
 * The booking dialog's calls beside the one-booking save (spec 001 §7, spec 002 §7):
 * `create-bookings` (several children and services at once), `change-booking` (a booking's
 * weekdays, stop and escort after booking) and `check-recurrencies` (which chosen weekdays are
 * full or collide, before saving).
 */

/** Most bookings one create-bookings request makes (a family's children times a few services). */
export const MAX_BATCH_BOOKINGS = 30;

const confirmedWarnings = v.optional(
  v.array(v.picklist(BOOKING_WARNING_KEYS, 'error.invalidInput')),
  [],
);

/** One booking of a batch: a child and a service, with what belongs to that service. */
export const BatchItemSchema = v.object({
  participantId: BookingSaveSchema.entries.participantId,
  serviceId: BookingSaveSchema.entries.serviceId,
  recurrenceIds: BookingSaveSchema.entries.recurrenceIds,
  stopId: BookingSaveSchema.entries.stopId,
  escortPersonId: BookingSaveSchema.entries.escortPersonId,
  startDate: BookingSaveSchema.entries.startDate,
  endDate: BookingSaveSchema.entries.endDate,
});
export type BatchItem = v.InferOutput<typeof BatchItemSchema>;

/**
 * Body of `PUT /api/booking/create-bookings`: the bookings and what they all share — the
 * status (the original "takes the status of the last": one status for all), the office's
 * fields and the capacity warnings the office confirmed.
 */
export const BookingBatchSchema = v.object({
  items: v.pipe(
    v.array(BatchItemSchema, 'error.invalidInput'),
    v.minLength(1, 'bookingDialog.participantRequired'),
    v.maxLength(MAX_BATCH_BOOKINGS, 'bookingDialog.tooManyBookings'),
  ),
  bookingStatus: BookingSaveSchema.entries.bookingStatus,
  registrationDate: BookingSaveSchema.entries.registrationDate,
  individualPrice: BookingSaveSchema.entries.individualPrice,
  notes: BookingSaveSchema.entries.notes,
  cancellationNotes: BookingSaveSchema.entries.cancellationNotes,
  homeworkSupport: BookingSaveSchema.entries.homeworkSupport,
  sendEmail: BookingSaveSchema.entries.sendEmail,
  confirmedWarnings,
});
export type BookingBatchInput = v.InferInput<typeof BookingBatchSchema>;
export type BookingBatch = v.InferOutput<typeof BookingBatchSchema>;

/** How one booking of a batch went: made, or refused with the error a single save answers. */
export type BatchOutcome =
  | { index: number; participantId: number; serviceId: number; status: 200; bookingId: number }
  | {
      index: number;
      participantId: number;
      serviceId: number;
      /** The status a single `PUT /api/booking` would answer (400, 403, 404, 409). */
      status: 400 | 403 | 404 | 409;
      message: ErrorBody['message'];
      issues: FieldIssue[];
    };

/** Answer of `PUT /api/booking/create-bookings`: one outcome per item, in the items' order. */
export interface BookingBatchResult {
  outcomes: BatchOutcome[];
  created: number;
  refused: number;
}

/**
 * Body of `PUT /api/booking/change-booking`: a stored booking's weekdays, stop and escort, what
 * a family (or the office) changes after booking. `version` guards against a stale dialog.
 */
export const BookingChangeSchema = v.object({
  id,
  version: versionSchema,
  recurrenceIds: BookingSaveSchema.entries.recurrenceIds,
  stopId: BookingSaveSchema.entries.stopId,
  escortPersonId: BookingSaveSchema.entries.escortPersonId,
  confirmedWarnings,
});
export type BookingChangeInput = v.InferInput<typeof BookingChangeSchema>;
export type BookingChange = v.InferOutput<typeof BookingChangeSchema>;

/** Body of `PUT /api/booking/check-recurrencies`: as the booking check's. */
export const RecurrenceCheckSchema = BookingCheckSchema;
export type RecurrenceCheckInput = v.InferInput<typeof RecurrenceCheckSchema>;

/** One chosen slot as the check judges it alone. */
export interface RecurrenceFinding {
  recurrenceId: number;
  /** The room is full at that time, or the service has no place left. */
  full: boolean;
  /** The slot collides with the child's other bookings (or their bus), or never takes place. */
  collides: boolean;
  /** The findings of that slot alone (colliding names the other service). */
  findings: BookingCheckMessage[];
}

/** Answer of `PUT /api/booking/check-recurrencies`: the whole check and each chosen slot's. */
export interface RecurrenceCheckResult extends BookingCheckResult {
  recurrences: RecurrenceFinding[];
}
