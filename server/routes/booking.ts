import {
  bookForCustomerContract,
  bookParentActivityContract,
  calculatePriceContract,
  checkBookingContract,
  checkParentActivityContract,
  listFamilyBookingsContract,
} from '../../shared/contracts/booking';
import {
  childmindingOfferContract,
  registerChildmindingContract,
} from '../../shared/contracts/childminding';
import { optionalSession, requiredSession } from '../http/guard';
import { bookingMail, kickMails } from '../http/booking-mail';
import { route } from '../http/route';
import { schoolClock } from '../http/school-day';
import { bookForCustomer } from '../services/booking/book-for-customer';
import { bookParentActivity, checkParentActivity } from '../services/booking/book-parent-activity';
import { calculateBookingPrice } from '../services/booking/calculate-booking-price';
import { checkBooking } from '../services/booking/check-booking';
import { listFamilyBookings } from '../services/booking/list-family-bookings';
import { readChildmindingOffer } from '../services/childminding/read-childminding-offer';
import { registerChildminding } from '../services/childminding/register-childminding';

/**
 * `/api/booking`: the booking check, the price, a customer's booking of a child and the list of
 * the family's bookings, the childminding offer and registration, and a parent's own
 * registration for a parent activity. Whether a caller may book a participant is the services'
 * check (`participantOfCaller`: their own children, any with `booking.manage`); the service's
 * register permissions still decide per service.
 */
export const bookingRoutes = [
  route(checkBookingContract, async (c, { body }) =>
    checkBooking(c.var.deps.db, body, { session: requiredSession(c), ...schoolClock(c) }),
  ),
  route(calculatePriceContract, async (c, { query }) =>
    calculateBookingPrice(c.var.deps.db, query, { session: requiredSession(c) }),
  ),
  route(listFamilyBookingsContract, async (c) =>
    listFamilyBookings(c.var.deps.db, requiredSession(c).personId, schoolClock(c)),
  ),
  route(bookForCustomerContract, async (c, { body }) => {
    const booked = await bookForCustomer(c.var.deps.db, body, {
      session: requiredSession(c),
      ...schoolClock(c),
      mail: bookingMail(c),
    });
    kickMails(c);
    return booked;
  }),
  route(childmindingOfferContract, async (c) =>
    readChildmindingOffer(c.var.deps.db, {
      caller: await optionalSession(c),
      ...schoolClock(c),
    }),
  ),
  route(registerChildmindingContract, async (c, { body }) => {
    const booked = await registerChildminding(c.var.deps.db, body, {
      session: requiredSession(c),
      ...schoolClock(c),
      mail: bookingMail(c),
    });
    kickMails(c);
    return booked;
  }),
  route(checkParentActivityContract, async (c, { body }) =>
    checkParentActivity(c.var.deps.db, body, {
      session: requiredSession(c),
      ...schoolClock(c),
    }),
  ),
  route(bookParentActivityContract, async (c, { body }) => {
    const booked = await bookParentActivity(c.var.deps.db, body, {
      session: requiredSession(c),
      ...schoolClock(c),
      mail: bookingMail(c),
    });
    kickMails(c);
    return booked;
  }),
];
