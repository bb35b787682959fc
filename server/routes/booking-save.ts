import { can } from '../../shared/access/capabilities';
import * as office from '../../shared/contracts/booking-save';
import { requiredSession } from '../http/guard';
import { bookingMail, kickMails } from '../http/booking-mail';
import { route } from '../http/route';
import { answerWaitingList } from '../services/booking/answer-waiting-list';
import { cancelFamilyBooking } from '../services/booking/cancel-family-booking';
import { ensureMayReachBooking } from '../services/booking/office/booking-access';
import { changeOfficeBooking } from '../services/booking/office/change-booking';
import { checkRecurrences } from '../services/booking/office/check-recurrences';
import { createOfficeBookings } from '../services/booking/office/create-bookings';
import { cancelOfficeBooking } from '../services/booking/office/cancel-office-booking';
import { readBooking } from '../services/booking/office/read-booking';
import { saveOfficeBooking } from '../services/booking/office/save-booking';
import { schoolClock } from '../http/school-day';
import { historyActor } from '../services/history/history-actor';
import type { Session } from '../services/auth/session';
import type { Database } from '../db/database';
import { forbidden } from '../errors';

/** A family acts on its own family's bookings only: 404 unknown, 403 another's (or a taught one). */
async function ensureFamilyBooking(db: Database, session: Session, id: number) {
  if ((await ensureMayReachBooking(db, session, id)).reach !== 'family') throw forbidden();
}

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
    const id = await saveOfficeBooking(db, body, {
      session,
      ...schoolClock(c),
      mail: bookingMail(c),
    });
    kickMails(c);
    return readBooking(db, id, session);
  }),
  route(office.cancelBookingContract, async (c, { body }) => {
    const { db } = c.var.deps;
    const session = requiredSession(c);
    const options = { today: schoolClock(c).today, actor: historyActor(c), mail: bookingMail(c) };
    if (can(session, 'booking.manage')) {
      const cancelled = await cancelOfficeBooking(db, body, options);
      kickMails(c);
      return cancelled;
    }
    await ensureFamilyBooking(db, session, body.id);
    const cancelled = await cancelFamilyBooking(db, body, options);
    kickMails(c);
    return cancelled;
  }),
  route(office.answerWaitingListContract, async (c, { body }) => {
    const { db } = c.var.deps;
    await ensureFamilyBooking(db, requiredSession(c), body.id);
    const answered = await answerWaitingList(db, body, {
      ...schoolClock(c),
      actor: historyActor(c),
      mail: bookingMail(c),
    });
    kickMails(c);
    return answered;
  }),
  route(office.createBookingsContract, async (c, { body }) => {
    const result = await createOfficeBookings(c.var.deps.db, body, {
      session: requiredSession(c),
      ...schoolClock(c),
      mail: bookingMail(c),
    });
    kickMails(c);
    return result;
  }),
  route(office.changeBookingContract, async (c, { body }) => {
    const { db } = c.var.deps;
    const session = requiredSession(c);
    const id = await changeOfficeBooking(db, body, {
      session,
      ...schoolClock(c),
      mail: bookingMail(c),
    });
    kickMails(c);
    return readBooking(db, id, session);
  }),
  route(office.checkRecurrenciesContract, async (c, { body }) =>
    checkRecurrences(c.var.deps.db, body, {
      session: requiredSession(c),
      today: schoolClock(c).today,
    }),
  ),
];
