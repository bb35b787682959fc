import * as v from 'valibot';
import {
  BOOKING_STATUSES,
  BUSINESS_AREAS,
  type BookingStatus,
  type BusinessArea,
  type Weekday,
} from './enums';
import { choiceText, listQuerySchema, searchText } from './list';
import { STORABLE_KEYS, dateSchema, idSchema, idTextSchema } from './storable';

/**
 * The office's booking list (`/booking`, spec 001 §3 booking and booking row, §7; spec 002 §7
 * bookings; issue 18.1). Staff see every booking (ADMIN) or those of the services they teach
 * (INSTRUCTOR); families their own family's, read-only.
 */

const invalid = STORABLE_KEYS.invalidInput;

/** The rows of `GET /api/booking/short-list`. */
export const BOOKING_SHORT_LIST_SIZE = 5;

/**
 * The query of `GET /api/booking/list` and of the `/booking` screen's URL. Newest registration
 * first. Filters: `status`, `businessArea`, `serviceId`, `schoolYear` (the service's year, by
 * id), `from`/`to` (bookings running on some day of that range, both days included; `to` not
 * before `from`), `child` (contained in the child's 'Given Family').
 */
export const bookingListQuery = v.pipe(
  listQuerySchema({
    orderBy: [
      'registrationDate',
      'startDate',
      'endDate',
      'familyName',
      'givenName',
      'eventName',
      'businessArea',
      'bookingStatus',
    ],
    asc: false,
    filters: {
      status: v.optional(choiceText(BOOKING_STATUSES)),
      businessArea: v.optional(choiceText(BUSINESS_AREAS)),
      serviceId: v.optional(idTextSchema),
      schoolYear: v.optional(idTextSchema),
      from: v.optional(dateSchema(invalid)),
      to: v.optional(dateSchema(invalid)),
      child: v.optional(searchText),
    },
  }),
  v.forward(
    v.check(({ from, to }) => from === undefined || to === undefined || from <= to, invalid),
    ['to'],
  ),
);
export type BookingListQuery = v.InferOutput<typeof bookingListQuery>;
/** The filters of {@link BookingListQuery}, without paging and order. */
export type BookingListFilters = Omit<BookingListQuery, 'page' | 'pageSize' | 'orderBy' | 'asc'>;

/** A slot the booking takes (those it names, else all of its service's). */
export interface BookingSlot {
  dayOfWeek: Weekday;
  time: string;
  endTime: string | null;
}

/** One row of the office's booking list (spec 001 §3 "Booking row", with the child and dates). */
export interface BookingRow {
  id: number;
  version: number;
  participantId: number;
  givenName: string;
  familyName: string;
  serviceId: number;
  eventName: string;
  businessArea: BusinessArea;
  schoolYear: string;
  bookingStatus: BookingStatus;
  /** The booking's own dates, else null (it runs with its service). */
  startDate: string | null;
  endDate: string | null;
  registrationDate: string;
  cancellationDate: string | null;
  recurrencies: BookingSlot[];
}

/**
 * The query of `GET /api/booking`: the bookings of one child on one service (spec 002 §7
 * "returns id, homeworkSupport, recurrences, bookingStatus").
 */
export const bookingLookupQuery = v.object({
  participantId: idTextSchema,
  serviceId: idTextSchema,
});

/** One answer row of `GET /api/booking`: the recurrences are the booked slots' ids. */
export interface BookingLookup {
  id: number;
  homeworkSupport: boolean;
  recurrences: number[];
  bookingStatus: BookingStatus;
}

/** What an admin decides on selected requests (issue 18.1). */
export const REQUEST_DECISIONS = ['accept', 'decline', 'cancel'] as const;
export type RequestDecision = (typeof REQUEST_DECISIONS)[number];

/** The most bookings one bulk decision takes: a page of the list at its largest. */
export const MAX_BULK_BOOKINGS = 200;

/**
 * Body of `PUT /api/booking/decide-requests`: the selected bookings, the decision and whether
 * the families are to be told (the `sendEmail` flag, stored on each booking changed).
 */
export const requestDecisionSchema = v.object({
  ids: v.pipe(
    v.array(idSchema, invalid),
    v.minLength(1, invalid),
    v.maxLength(MAX_BULK_BOOKINGS, invalid),
  ),
  decision: v.picklist(REQUEST_DECISIONS, invalid),
  sendEmail: v.optional(v.boolean(invalid), false),
});
export type RequestDecisionInput = v.InferOutput<typeof requestDecisionSchema>;

/** The answer of a bulk decision: what moved, and what was left as it was and why. */
export interface RequestDecisionResult {
  changed: { id: number; bookingStatus: BookingStatus }[];
  /** Not a PENDING request (its status), or unknown (null): left unchanged. */
  skipped: { id: number; bookingStatus: BookingStatus | null }[];
}
