import type { BookingStatus, BusinessArea } from './enums';
import type { EventRecurrence } from './event';
import type { PriceLabelKey } from './price-label';

/**
 * What the family's cancel of a booking does today (issue 19.4): `now` cancels it at once,
 * `request` asks the office, which decides.
 */
export type FamilyCancelMode = 'now' | 'request';

/**
 * One booking of the signed-in parent's family, as `GET /api/booking/customer` lists it: the
 * personal area's "My bookings" (spec 000 §2 `/my/bookings`). Newest first.
 */
export interface FamilyBooking {
  id: number;
  /** For the cancel and the waiting-list answer (a stale one is 409). */
  version: number;
  status: BookingStatus;
  /** The day it was booked (yyyy-MM-dd). */
  registrationDate: string;
  /** The booking's own dates (yyyy-MM-dd), else null. */
  startDate: string | null;
  endDate: string | null;
  cancellationDate: string | null;
  /** The child, or the parent themself for a parent activity (`isParent`). */
  participant: { id: number; givenName: string; familyName: string; isParent: boolean };
  service: {
    id: number;
    name: string;
    businessArea: BusinessArea;
    startDate: string | null;
    endDate: string | null;
  };
  /**
   * The weekly slots booked (weekday and time; a camp's days are its slots), in weekday order:
   * those the booking names, or all of the service's when it names none (the whole service).
   */
  slots: EventRecurrence[];
  /** A school-bus booking's stop: where the child gets on (morning) or off (afternoon). */
  stop: string | null;
  /** What the booking costs (its individual price, else the price stored), in euros. */
  price: number | null;
  /** How the price is meant (spec 001 §9: service price, one-time or monthly cost). */
  priceLabel: PriceLabelKey;
  /** The day the family asked the office to cancel, while the office has not decided. */
  cancellationRequestedOn: string | null;
  /**
   * A waiting-list booking's open offer of a freed place (issue 23.5): until when (an ISO
   * instant) the family may accept it. Null on the list without an offer, and once it expired.
   */
  offer: { expiresAt: string } | null;
  /** What a cancel by the family would do today; null when there is nothing to cancel. */
  cancelMode: FamilyCancelMode | null;
}
