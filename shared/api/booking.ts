import type {
  BookingCheckInput,
  BookingCheckResult,
  CustomerBookingInput,
  CustomerBookingResult,
  PriceCalculation,
} from '../model/booking';
import type { ApiClient } from './client';

/**
 * `PUT /api/booking/check-booking` (CUSTOMER, MEMBER, ADMIN): the errors (blocking) and
 * warnings (to confirm; `noLocation` blocks) of a booking; nothing is stored.
 */
export function checkBooking(
  client: ApiClient,
  booking: Partial<Pick<BookingCheckInput, 'id' | 'recurrenceIds'>> &
    Pick<BookingCheckInput, 'serviceId' | 'participantId'>,
): Promise<BookingCheckResult> {
  return client.request<BookingCheckResult>('/api/booking/check-booking', {
    method: 'PUT',
    body: booking,
  });
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
  return client.request<PriceCalculation>('/api/booking/calculate-price', {
    query: {
      'service-id': serviceId,
      'participant-id': participantId,
      'is-single-day': isSingleDay,
      'stop-id': stopId ?? undefined,
      'recurrence-ids': recurrenceIds.length > 0 ? recurrenceIds.join(',') : undefined,
    },
  });
}

/**
 * `PUT /api/booking/customer` (CUSTOMER, MEMBER): books one of the caller's children; always
 * PENDING. 400 when the check finds errors (issues named by their keys), 409 when a warning was
 * not in `confirmedWarnings` (for example the last place was taken meanwhile).
 */
export function bookAsCustomer(
  client: ApiClient,
  booking: Pick<CustomerBookingInput, 'serviceId' | 'participantId'> &
    Partial<Pick<CustomerBookingInput, 'recurrenceIds' | 'confirmedWarnings' | 'notes'>>,
): Promise<CustomerBookingResult> {
  return client.request<CustomerBookingResult>('/api/booking/customer', {
    method: 'PUT',
    body: booking,
  });
}
