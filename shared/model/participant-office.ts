import * as v from 'valibot';
import type { PersonAddress } from './customer';
import {
  BOOKING_STATUSES,
  type BookingStatus,
  type BusinessArea,
  type Grade,
  type Weekday,
} from './enums';
import { choiceText, listQuerySchema } from './list';
import { idTextSchema } from './storable';

/**
 * The office's participants (spec 001 §2.2 participant dialog, contact viewer; `/participant`).
 * The record itself and its save rules are `participant.ts`, shared with the booking widget.
 */

/** Booking statuses a list filter may name, and NONE: children without any booking. */
export const PARTICIPANT_BOOKING_FILTERS = [...BOOKING_STATUSES, 'NONE'] as const;
export type ParticipantBookingFilter = (typeof PARTICIPANT_BOOKING_FILTERS)[number];

/**
 * The query of `GET /api/participant/` and of the `/participant` screen's URL: by family name;
 * the class is that of `schoolYear` (the booking phase's year when absent); `customerId`
 * narrows to one family, `bookingStatus` to children with a booking in that status (NONE:
 * without any); the search looks in the child's and the customer's names.
 */
export const participantListQuery = listQuerySchema({
  orderBy: ['familyName', 'givenName', 'clazz', 'customer'],
  search: true,
  filters: {
    schoolYear: v.optional(idTextSchema),
    customerId: v.optional(idTextSchema),
    bookingStatus: v.optional(choiceText(PARTICIPANT_BOOKING_FILTERS)),
  },
});
export type ParticipantListQuery = v.InferOutput<typeof participantListQuery>;

/** One row of the participant list. */
export interface ParticipantRow {
  id: number;
  givenName: string;
  familyName: string;
  /** The class in the chosen school year as 'P3 DE A', or null without one. */
  clazz: string | null;
  customerId: number | null;
  /** The customer's name as 'Family, Given', or null. */
  customer: string | null;
  /** The statuses of the child's bookings, each once, sorted. */
  bookingStatuses: BookingStatus[];
}

/** Who a contact person is to the child (spec 001 §2.2: CUSTOMER, SPOUSE, otherwise an escort). */
export const CONTACT_PERSON_TYPES = ['CUSTOMER', 'SPOUSE', 'ESCORT'] as const;
export type ContactPersonType = (typeof CONTACT_PERSON_TYPES)[number];

/**
 * `GET /api/participant/{id}/contact-persons`: the people to call about a child — the customer,
 * the spouse and the linked guardians — with what the contact viewer shows.
 */
export interface ContactPerson {
  personId: number;
  type: ContactPersonType;
  givenName: string;
  familyName: string;
  title: string | null;
  addresses: PersonAddress[];
  mobile: string | null;
  phone: string | null;
  email: string | null;
}

/** The query of `GET /api/booking/by-participant/{id}`: 10 a page, newest first. */
export const participantBookingsQuery = listQuerySchema({
  orderBy: ['registrationDate', 'startDate', 'eventName'],
  asc: false,
  pageSize: 10,
});

/** One row of the participant dialog's Bookings tab (spec 001 §3 "Booking row"). */
export interface ParticipantBookingRow {
  id: number;
  businessArea: BusinessArea;
  eventName: string;
  bookingStatus: BookingStatus;
  grades: Grade[];
  recurrencies: { dayOfWeek: Weekday; time: string; endTime: string | null }[];
  startDate: string | null;
  endDate: string | null;
  registrationDate: string;
}
