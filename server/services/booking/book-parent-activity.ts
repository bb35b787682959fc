import type { SchoolClock } from '../../../shared/model/school-time';
import type {
  BookingCheckResult,
  CustomerBookingResult,
  ParentActivityBookingInput,
  ParentActivityCheckInput,
} from '../../../shared/model/booking';
import type { Database } from '../../db/database';
import type { Session } from '../auth/session';
import { assessBooking } from './assess-booking';
import { bookService } from './book-service';
import { ensureOwnParticipant, findOwnParticipant } from './own-participant';
import type { WithBookingMail } from '../email/booking-mails';

/**
 * `PUT /api/booking/parent-activity`: the signed-in parent registers themself for a parent
 * activity (no child, grades or language), always PENDING. Their own participant record is
 * made in the same transaction on the first registration. Refusals as for a child's booking
 * (book-service.ts); a service of another area answers 400 `booking.forChildrenOnly`.
 */
export async function bookParentActivity(
  db: Database,
  input: ParentActivityBookingInput,
  { session, now, today, mail }: { session: Session } & SchoolClock & WithBookingMail,
): Promise<CustomerBookingResult> {
  return bookService(
    db,
    {
      serviceId: input.serviceId,
      participantId: (tx) => ensureOwnParticipant(tx, session.personId),
      recurrenceIds: [],
      stopId: null,
      confirmedWarnings: input.confirmedWarnings,
      notes: input.notes,
    },
    { session, now, today, mail },
  );
}

/**
 * `PUT /api/booking/parent-activity/check`: the booking check for the parent themself
 * (alreadyBooked, colliding with their other activities, registerLimit, capacity). Nothing is
 * stored: a parent without a record of their own yet has no bookings to collide with.
 */
export async function checkParentActivity(
  db: Database,
  input: ParentActivityCheckInput,
  { session, today }: { session: Session } & Pick<SchoolClock, 'today'>,
): Promise<BookingCheckResult> {
  const { result } = await assessBooking(
    db,
    {
      serviceId: input.serviceId,
      participantId: await findOwnParticipant(db, session.personId),
      recurrenceIds: [],
      stopId: null,
    },
    { session, today },
  );
  return result;
}
