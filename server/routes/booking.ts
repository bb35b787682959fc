import { Hono } from 'hono';
import {
  BookingCheckSchema,
  CustomerBookingSchema,
  PriceQuerySchema,
} from '../../shared/model/booking';
import type { AppEnv } from '../http/env';
import { allow, requiredSession } from '../http/guard';
import { jsonBody, queryOf } from '../http/validate';
import { bookForCustomer } from '../services/booking/book-for-customer';
import { calculateBookingPrice } from '../services/booking/calculate-booking-price';
import { checkBooking } from '../services/booking/check-booking';
import { BOOKING_MANAGERS } from '../services/booking/participant-of-caller';

/**
 * Who books for their own children: customers, and members (a parents' association member
 * pays as a customer and may hold MEMBER without CUSTOMER, as the demo member does). The
 * service's register permissions still decide per service.
 */
const PARENTS = ['CUSTOMER', 'MEMBER'] as const;

/** `/api/booking`: the booking check, the price and a customer's booking. */
export const bookingRoutes = new Hono<AppEnv>()
  .put(
    '/check-booking',
    allow(...PARENTS, ...BOOKING_MANAGERS),
    jsonBody(BookingCheckSchema),
    async (c) =>
      c.json(
        await checkBooking(c.var.deps.db, c.req.valid('json'), {
          session: requiredSession(c),
          now: c.var.deps.now(),
        }),
      ),
  )
  .get(
    '/calculate-price',
    allow(...PARENTS, ...BOOKING_MANAGERS),
    queryOf(PriceQuerySchema),
    async (c) =>
      c.json(
        await calculateBookingPrice(c.var.deps.db, c.req.valid('query'), {
          session: requiredSession(c),
        }),
      ),
  )
  .put('/customer', allow(...PARENTS), jsonBody(CustomerBookingSchema), async (c) =>
    c.json(
      await bookForCustomer(c.var.deps.db, c.req.valid('json'), {
        session: requiredSession(c),
        now: c.var.deps.now(),
      }),
    ),
  );
