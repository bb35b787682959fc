import * as office from '../../shared/contracts/booking-save';
import { requiredSession } from '../http/guard';
import { route } from '../http/route';
import { ensureMayReachBooking } from '../services/booking/office/booking-access';
import { readBooking } from '../services/booking/office/read-booking';

/** The office's booking dialog: one booking read and saved (shared/contracts/booking-save.ts). */
export const bookingSaveRoutes = [
  route(office.getBooking, async (c, { params }) => {
    const { db } = c.var.deps;
    const session = requiredSession(c);
    await ensureMayReachBooking(db, session, params.id);
    return readBooking(db, params.id, session);
  }),
];
