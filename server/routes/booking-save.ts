import * as office from '../../shared/contracts/booking-save';
import { requiredSession } from '../http/guard';
import { route } from '../http/route';
import { ensureMayReachBooking } from '../services/booking/office/booking-access';
import { changeOfficeBooking } from '../services/booking/office/change-booking';
import { checkRecurrences } from '../services/booking/office/check-recurrences';
import { createOfficeBookings } from '../services/booking/office/create-bookings';
import { cancelOfficeBooking } from '../services/booking/office/cancel-office-booking';
import { readBooking } from '../services/booking/office/read-booking';
import { saveOfficeBooking } from '../services/booking/office/save-booking';
import { schoolClock } from '../http/school-day';
import { historyActor } from '../services/history/history-actor';
import { forbidden } from '../errors';

/** The office's booking dialog: one booking read and saved (shared/contracts/booking-save.ts). */
export const bookingSaveRoutes = [
  route(office.getBooking, async (c, { params }) => {
    const { db } = c.var.deps;
    const session = requiredSession(c);
    await ensureMayReachBooking(db, session, params.id);
    return readBooking(db, params.id, session);
  }),
  route(office.saveBooking, async (c, { body }) => {
    const { db } = c.var.deps;
    const session = requiredSession(c);
    const id = await saveOfficeBooking(db, body, { session, ...schoolClock(c) });
    return readBooking(db, id, session);
  }),
  route(office.cancelBookingContract, async (c, { body }) => {
    const { db } = c.var.deps;
    const session = requiredSession(c);
    const { reach } = await ensureMayReachBooking(db, session, body.id);
    // A family cancels its own booking with notice; notes and e-mail are the office's.
    const input =
      reach === 'office' ? body : { ...body, immediately: false, notes: null, sendEmail: null };
    if (reach === 'instructor') throw forbidden();
    return cancelOfficeBooking(db, input, {
      today: schoolClock(c).today,
      actor: historyActor(c),
    });
  }),
  route(office.createBookingsContract, async (c, { body }) =>
    createOfficeBookings(c.var.deps.db, body, { session: requiredSession(c), ...schoolClock(c) }),
  ),
  route(office.changeBookingContract, async (c, { body }) => {
    const { db } = c.var.deps;
    const session = requiredSession(c);
    const id = await changeOfficeBooking(db, body, { session, ...schoolClock(c) });
    return readBooking(db, id, session);
  }),
  route(office.checkRecurrenciesContract, async (c, { body }) =>
    checkRecurrences(c.var.deps.db, body, {
      session: requiredSession(c),
      today: schoolClock(c).today,
    }),
  ),
];
