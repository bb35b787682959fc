import type { SchoolClock } from '../../../shared/model/school-time';
import type { CustomerBookingInput, CustomerBookingResult } from '../../../shared/model/booking';
import type { Database } from '../../db/database';
import type { Session } from '../auth/session';
import { bookService } from './book-service';
import type { WithBookingMail } from '../email/booking-mails';

/**
 * `PUT /api/booking/customer`: books a child of the signed-in customer (or, for a parent
 * activity, the parent's own record), always as PENDING; see {@link bookService}.
 */
export async function bookForCustomer(
  db: Database,
  input: CustomerBookingInput,
  context: { session: Session } & SchoolClock & WithBookingMail,
): Promise<CustomerBookingResult> {
  return bookService(db, { ...input, stopId: input.stopId ?? null }, context);
}
