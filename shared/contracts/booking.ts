import type { BookingCheckResult, CustomerBookingResult, PriceCalculation } from '../model/booking';
import {
  BookingCheckSchema,
  CustomerBookingSchema,
  ParentActivityBookingSchema,
  ParentActivityCheckSchema,
  PriceQuerySchema,
} from '../model/booking';
import type { FamilyBooking } from '../model/family-booking';
import { endpoint } from './endpoint';

/**
 * `PUT /api/booking/check-booking`: the errors (blocking) and warnings (to confirm) of a booking;
 * nothing is stored. Parents check for their own children, the booking office for any.
 */
export const checkBookingContract = endpoint<BookingCheckResult>()({
  method: 'PUT',
  path: '/api/booking/check-booking',
  can: 'booking.check',
  widget: true,
  ownRecords: 'booking.manage',
  body: BookingCheckSchema,
});

/** `GET /api/booking/calculate-price`: the amount in euro and the catalog id of its label. */
export const calculatePriceContract = endpoint<PriceCalculation>()({
  method: 'GET',
  path: '/api/booking/calculate-price',
  can: 'booking.check',
  widget: true,
  ownRecords: 'booking.manage',
  query: PriceQuerySchema,
});

/**
 * `GET /api/booking/customer`: every booking of the caller's family, newest first (the portal's
 * /my/bookings; a widget's session does not list them).
 */
export const listFamilyBookingsContract = endpoint<FamilyBooking[]>()({
  method: 'GET',
  path: '/api/booking/customer',
  can: 'booking.own',
});

/** `PUT /api/booking/customer`: books one of the caller's children; always PENDING. */
export const bookForCustomerContract = endpoint<CustomerBookingResult>()({
  method: 'PUT',
  path: '/api/booking/customer',
  can: 'booking.own',
  widget: true,
  ownRecords: 'booking.manage',
  body: CustomerBookingSchema,
});

/** `PUT /api/booking/parent-activity/check`: a parent activity's check for the parent themself. */
export const checkParentActivityContract = endpoint<BookingCheckResult>()({
  method: 'PUT',
  path: '/api/booking/parent-activity/check',
  can: 'booking.own',
  widget: true,
  body: ParentActivityCheckSchema,
});

/** `PUT /api/booking/parent-activity`: the parent registers themself; always PENDING. */
export const bookParentActivityContract = endpoint<CustomerBookingResult>()({
  method: 'PUT',
  path: '/api/booking/parent-activity',
  can: 'booking.own',
  widget: true,
  body: ParentActivityBookingSchema,
});
