import { Hono } from 'hono';
import {
  BookingCheckSchema,
  CustomerBookingSchema,
  ParentActivityBookingSchema,
  ParentActivityCheckSchema,
  PriceQuerySchema,
} from '../../shared/model/booking';
import { ChildmindingRegistrationSchema } from '../../shared/model/childminding';
import type { AppEnv } from '../http/env';
import { EVERYONE, allow, allowWidget, optionalSession, requiredSession } from '../http/guard';
import { schoolClock } from '../http/school-day';
import { jsonBody, queryOf } from '../http/validate';
import { bookForCustomer } from '../services/booking/book-for-customer';
import { bookParentActivity, checkParentActivity } from '../services/booking/book-parent-activity';
import { calculateBookingPrice } from '../services/booking/calculate-booking-price';
import { checkBooking } from '../services/booking/check-booking';
import { listFamilyBookings } from '../services/booking/list-family-bookings';
import { BOOKING_MANAGERS } from '../services/booking/participant-of-caller';
import { readChildmindingOffer } from '../services/childminding/read-childminding-offer';
import { registerChildminding } from '../services/childminding/register-childminding';

/**
 * Who books for their own children: customers, and members (a parents' association member
 * pays as a customer and may hold MEMBER without CUSTOMER, as the demo member does). The
 * service's register permissions still decide per service.
 */
const PARENTS = ['CUSTOMER', 'MEMBER'] as const;

/**
 * `/api/booking`: the booking check, the price, a customer's booking of a child and the list of
 * the family's bookings, the childminding offer and registration, and a parent's own
 * registration for a parent activity.
 */
export const bookingRoutes = new Hono<AppEnv>()
  .put(
    '/check-booking',
    allowWidget(...PARENTS, ...BOOKING_MANAGERS),
    jsonBody(BookingCheckSchema),
    async (c) =>
      c.json(
        await checkBooking(c.var.deps.db, c.req.valid('json'), {
          session: requiredSession(c),
          ...schoolClock(c),
        }),
      ),
  )
  .get(
    '/calculate-price',
    allowWidget(...PARENTS, ...BOOKING_MANAGERS),
    queryOf(PriceQuerySchema),
    async (c) =>
      c.json(
        await calculateBookingPrice(c.var.deps.db, c.req.valid('query'), {
          session: requiredSession(c),
        }),
      ),
  )
  // The family's bookings are the portal's /my/bookings; a widget's session does not list them.
  .get('/customer', allow(...PARENTS), async (c) =>
    c.json(await listFamilyBookings(c.var.deps.db, requiredSession(c).personId)),
  )
  .put('/customer', allowWidget(...PARENTS), jsonBody(CustomerBookingSchema), async (c) =>
    c.json(
      await bookForCustomer(c.var.deps.db, c.req.valid('json'), {
        session: requiredSession(c),
        ...schoolClock(c),
      }),
    ),
  )
  .get('/childminding', allowWidget(...EVERYONE), async (c) =>
    c.json(
      await readChildmindingOffer(c.var.deps.db, {
        caller: await optionalSession(c),
        ...schoolClock(c),
      }),
    ),
  )
  .put(
    '/childminding',
    allowWidget(...PARENTS),
    jsonBody(ChildmindingRegistrationSchema),
    async (c) =>
      c.json(
        await registerChildminding(c.var.deps.db, c.req.valid('json'), {
          session: requiredSession(c),
          ...schoolClock(c),
        }),
      ),
  )
  .put(
    '/parent-activity/check',
    allowWidget(...PARENTS),
    jsonBody(ParentActivityCheckSchema),
    async (c) =>
      c.json(
        await checkParentActivity(c.var.deps.db, c.req.valid('json'), {
          session: requiredSession(c),
          ...schoolClock(c),
        }),
      ),
  )
  .put(
    '/parent-activity',
    allowWidget(...PARENTS),
    jsonBody(ParentActivityBookingSchema),
    async (c) =>
      c.json(
        await bookParentActivity(c.var.deps.db, c.req.valid('json'), {
          session: requiredSession(c),
          ...schoolClock(c),
        }),
      ),
  );
