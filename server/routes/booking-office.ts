import * as office from '../../shared/contracts/booking-office';
import { requiredSession } from '../http/guard';
import { route } from '../http/route';
import { schoolToday } from '../http/school-day';
import { ensureMayReadBookingsOf } from '../services/booking/office/booking-scope';
import { decideRequests } from '../services/booking/office/decide-requests';
import { listBookingPage, listNewestBookings } from '../services/booking/office/list-bookings';
import { lookUpBookings } from '../services/booking/office/look-up-bookings';
import { historyActor } from '../services/history/history-actor';
import { bookingMail, kickMails } from '../http/booking-mail';

/** The office's booking list: the lists, the look-up of a child's bookings, the bulk decision. */
export const bookingOfficeRoutes = [
  route(office.shortListBookings, (c) => listNewestBookings(c.var.deps.db, requiredSession(c))),
  route(office.listBookings, (c, { query }) =>
    listBookingPage(c.var.deps.db, requiredSession(c), query),
  ),
  route(office.lookUpBookings, async (c, { query }) => {
    const { db } = c.var.deps;
    await ensureMayReadBookingsOf(db, requiredSession(c), query.participantId, query.serviceId);
    return lookUpBookings(db, query.participantId, query.serviceId);
  }),
  route(office.decideRequests, async (c, { body }) => {
    const result = await decideRequests(c.var.deps.db, body, {
      today: schoolToday(c),
      actor: historyActor(c),
      mail: bookingMail(c),
    });
    kickMails(c);
    return result;
  }),
];
