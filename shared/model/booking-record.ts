import * as v from 'valibot';
import { BOOKING_WARNING_KEYS } from './booking';
import { BOOKING_STATUSES, type BookingStatus, type BusinessArea, type Weekday } from './enums';
import { MAX_TEXT } from './limits';
import { dateSchema, idSchema as id, int4Schema, trimmedText, versionSchema } from './storable';

/**
 * One booking as the office's booking dialog edits it (spec 001 §3 "Booking"), answered by
 * `GET /api/booking/{id}`. Fields a caller may not see are null: status-independent office
 * fields (individual price, registration and cancellation dates, cancellation notes) for
 * everyone without `booking.manage`, the notes also for the family (spec 001 §6).
 */
export interface BookingRecord {
  id: number;
  version: number;
  participantId: number;
  /** 'Given Family' of the child. */
  participantName: string;
  service: BookingService;
  /** The slots the booking takes; empty = every slot of the service. */
  recurrenceIds: number[];
  startStopId: number | null;
  destinationStopId: number | null;
  /** Who accompanies or picks up the child. */
  escortPersonId: number | null;
  bookingStatus: BookingStatus;
  startDate: string | null;
  endDate: string | null;
  registrationDate: string | null;
  individualPrice: number | null;
  price: number | null;
  cancellationDate: string | null;
  notes: string | null;
  cancellationNotes: string | null;
  /** The office's: the day the family asked to cancel, and its note (issue 19.4); else null. */
  cancellationRequestedOn?: string | null;
  cancellationRequestNotes?: string | null;
  homeworkSupport: boolean;
  sendEmail: boolean;
  /** ISO timestamp of the insert. */
  createdAt: string;
}

/** A weekly slot of a service. */
export interface BookingSlot {
  id: number;
  dayOfWeek: Weekday;
  time: string;
  endTime: string | null;
}

/** The service of a booking, as far as the dialog's rules need it. */
export interface BookingService {
  id: number;
  name: string;
  businessArea: BusinessArea;
  startDate: string | null;
  endDate: string | null;
  registrationDeadline: string | null;
  /** School bus: the morning bus towards the school. */
  inbound: boolean;
  slots: BookingSlot[];
}

/** Business areas whose bookings name their weekdays (spec 001 §5 "recurrence required"). */
export const RECURRENCE_AREAS = ['SCHOOL_BUS', 'CHILDMINDING'] as const satisfies BusinessArea[];

/** Whether a booking of `area` must name its slots. */
export const needsRecurrences = (area: BusinessArea) =>
  (RECURRENCE_AREAS as readonly BusinessArea[]).includes(area);

/**
 * Spec 001 §4.1: for childminding, accepting unticks send-email and any other status ticks it.
 * Other areas keep what the office chose.
 */
export const sendEmailFor = (area: BusinessArea, status: BookingStatus, current: boolean) =>
  area === 'CHILDMINDING' ? status !== 'ACCEPTED' : current;

/** Catalog ids of the office's booking save and its field rules. */
export const BOOKING_SAVE_ISSUES = {
  participant: 'bookingDialog.participantRequired',
  service: 'bookingDialog.serviceRequired',
  status: 'bookingDialog.statusRequired',
  price: 'bookingDialog.positiveNumber',
  outsideService: 'bookingDialog.dateOutsideService',
  dateOrder: 'bookingDialog.dateOrder',
  recurrence: 'booking.recurrenceRequired',
  escort: 'bookingDialog.escortRequired',
  escortUnknown: 'bookingDialog.escortUnknown',
  finished: 'bookingDialog.finished',
  childmindingDisabled: 'bookingDialog.childmindingDisabled',
  notCancellable: 'bookingDialog.notCancellable',
} as const;

const nullableDate = v.nullish(dateSchema(), null);
const text = v.nullish(trimmedText(MAX_TEXT), null);

/**
 * Body of `PUT /api/booking` (the office's save of one booking, spec 001 §5 booking form):
 * a new booking without `id`, else the stored one with its `version` (409 when stale).
 * `confirmedWarnings` are the capacity warnings the office agreed to in the confirm dialogs.
 */
export const BookingSaveSchema = v.object({
  id: v.nullish(id, null),
  version: v.nullish(versionSchema, null),
  participantId: int4Schema(1, BOOKING_SAVE_ISSUES.participant),
  serviceId: int4Schema(1, BOOKING_SAVE_ISSUES.service),
  bookingStatus: v.picklist(BOOKING_STATUSES, BOOKING_SAVE_ISSUES.status),
  recurrenceIds: v.optional(v.array(id, 'error.invalidInput'), []),
  stopId: v.nullish(id, null),
  escortPersonId: v.nullish(id, null),
  startDate: nullableDate,
  endDate: nullableDate,
  registrationDate: nullableDate,
  cancellationDate: nullableDate,
  individualPrice: v.nullish(
    v.pipe(
      v.number(BOOKING_SAVE_ISSUES.price),
      v.minValue(0, BOOKING_SAVE_ISSUES.price),
      v.maxValue(99_999_999, BOOKING_SAVE_ISSUES.price),
    ),
    null,
  ),
  notes: text,
  cancellationNotes: text,
  homeworkSupport: v.optional(v.boolean('error.invalidInput'), false),
  sendEmail: v.optional(v.boolean('error.invalidInput'), false),
  confirmedWarnings: v.optional(
    v.array(v.picklist(BOOKING_WARNING_KEYS, 'error.invalidInput')),
    [],
  ),
});
export type BookingSaveInput = v.InferInput<typeof BookingSaveSchema>;
export type BookingSave = v.InferOutput<typeof BookingSaveSchema>;

/** Answer of the office's booking saves: the stored booking. */
export type BookingSaved = BookingRecord;

/**
 * Body of `PUT /api/booking/cancel-booking` (spec 001 §7: id, notes, immediately): at once →
 * CANCELED_IMMEDIATELY, else CANCELED. `version` (optional) guards against a stale dialog;
 * `sendEmail` (optional) is the notify-the-family flag, stored with the booking.
 */
export const BookingCancelSchema = v.object({
  id,
  version: v.nullish(versionSchema, null),
  notes: text,
  immediately: v.optional(v.boolean('error.invalidInput'), false),
  sendEmail: v.nullish(v.boolean('error.invalidInput'), null),
});
export type BookingCancelInput = v.InferInput<typeof BookingCancelSchema>;
export type BookingCancel = v.InferOutput<typeof BookingCancelSchema>;

/** Body of `PUT /api/booking/waiting-list`: a family takes or gives up a waiting-list place. */
export const WaitingListAnswerSchema = v.object({
  id,
  version: versionSchema,
  accept: v.boolean('error.invalidInput'),
});
export type WaitingListAnswer = v.InferOutput<typeof WaitingListAnswerSchema>;

/** Message keys of the waiting-list answer. */
export const WAITING_LIST_ISSUES = {
  noPlace: 'myBookings.offer.noPlace',
  notWaiting: 'myBookings.offer.notWaiting',
  /** Accepting while on the list without an offer (issue 23.5: places go in the list's order). */
  noOffer: 'myBookings.offer.noOffer',
  /** Accepting after the offer's deadline: it passed to the next child. */
  expired: 'myBookings.offer.expired',
} as const;

/** Answer of `PUT /api/booking/cancel-booking`: the new status and cancellation date. */
export interface BookingCancelled {
  bookingStatus: BookingStatus;
  /** Null when a family's cancel became a request the office decides. */
  cancellationDate: string | null;
  /** A family's request: the day they asked (issue 19.4); the office's cancel clears it. */
  cancellationRequestedOn?: string | null;
  version: number;
}
