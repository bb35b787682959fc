import type {
  BookingCheckInput,
  BookingCheckResult,
  CustomerBookingInput,
  CustomerBookingResult,
  ParentActivityBookingInput,
  PriceCalculation,
} from '../model/booking';
import type { FamilyBooking } from '../model/family-booking';
import {
  bookForCustomerContract,
  bookParentActivityContract,
  calculatePriceContract,
  checkBookingContract,
  checkParentActivityContract,
  listFamilyBookingsContract,
} from '../contracts/booking';
import { call } from './call';
import type { ApiClient } from './client';

/**
 * `GET /api/booking/customer` (CUSTOMER, MEMBER): every booking of the caller's family, newest
 * first; the family comes from the session, never from the request.
 */
export function listFamilyBookings(client: ApiClient): Promise<FamilyBooking[]> {
  return call(client, listFamilyBookingsContract, {});
}

/**
 * `PUT /api/booking/check-booking` (CUSTOMER, MEMBER, ADMIN): the errors (blocking) and
 * warnings (to confirm; `noLocation` blocks) of a booking; nothing is stored. A bus booking
 * names its `stopId` and weekdays (`recurrenceIds`), a camp's single days their days. 400 when
 * the request does not fit the service (issues with `booking.*` keys), 403
 * `booking.notOffered.<area>` or `childminding.outsourced` for a switched-off area.
 */
export function checkBooking(
  client: ApiClient,
  booking: Partial<Pick<BookingCheckInput, 'id' | 'recurrenceIds' | 'stopId'>> &
    Pick<BookingCheckInput, 'serviceId' | 'participantId'>,
): Promise<BookingCheckResult> {
  return call(client, checkBookingContract, { body: booking });
}

/** Options of {@link calculatePrice}. */
export interface CalculatePriceOptions {
  /** Single days (a camp's) instead of the whole service. */
  isSingleDay?: boolean;
  /** A bus booking's stop. */
  stopId?: number | null;
  /** The slots booked; empty = all. */
  recurrenceIds?: readonly number[];
}

/**
 * `GET /api/booking/calculate-price` (CUSTOMER, MEMBER, ADMIN): the amount in euro and the
 * catalog id of its label (spec 001 §9).
 */
export function calculatePrice(
  client: ApiClient,
  serviceId: number,
  participantId: number,
  { isSingleDay = false, stopId = null, recurrenceIds = [] }: CalculatePriceOptions = {},
): Promise<PriceCalculation> {
  return call(client, calculatePriceContract, {
    query: {
      'service-id': String(serviceId),
      'participant-id': String(participantId),
      'is-single-day': isSingleDay ? 'true' : 'false',
      'stop-id': stopId === null ? undefined : String(stopId),
      'recurrence-ids': recurrenceIds.length > 0 ? recurrenceIds.join(',') : undefined,
    },
  });
}

/**
 * `PUT /api/booking/customer` (CUSTOMER, MEMBER): books one of the caller's children; always
 * PENDING. A bus booking names `stopId` and its weekdays, a camp's single days their days.
 * 400 when the check finds errors (issues named by their keys) or the request does not fit
 * the service, 403 for a switched-off area (`booking.notOffered.<area>`), 409 when a warning
 * was not in `confirmedWarnings` (for example the last place was taken meanwhile).
 */
export function bookAsCustomer(
  client: ApiClient,
  booking: Pick<CustomerBookingInput, 'serviceId' | 'participantId'> &
    Partial<Pick<CustomerBookingInput, 'recurrenceIds' | 'stopId' | 'confirmedWarnings' | 'notes'>>,
): Promise<CustomerBookingResult> {
  return call(client, bookForCustomerContract, { body: booking });
}

/**
 * `PUT /api/booking/parent-activity/check` (CUSTOMER, MEMBER): the booking check of a parent
 * activity for the signed-in parent themself; nothing is stored.
 */
export function checkParentActivity(
  client: ApiClient,
  serviceId: number,
): Promise<BookingCheckResult> {
  return call(client, checkParentActivityContract, { body: { serviceId } });
}

/**
 * `PUT /api/booking/parent-activity` (CUSTOMER, MEMBER): the signed-in parent registers
 * themself for a parent activity (no child); always PENDING. Refusals as {@link bookAsCustomer}.
 */
export function bookParentActivity(
  client: ApiClient,
  booking: Pick<ParentActivityBookingInput, 'serviceId'> &
    Partial<Pick<ParentActivityBookingInput, 'confirmedWarnings' | 'notes'>>,
): Promise<CustomerBookingResult> {
  return call(client, bookParentActivityContract, { body: booking });
}
