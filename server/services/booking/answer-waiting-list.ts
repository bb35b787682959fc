import { eq } from 'drizzle-orm';
import {
  WAITING_LIST_ISSUES,
  type BookingCancelled,
  type WaitingListAnswer,
} from '../../../shared/model/booking-record';
import type { Database } from '../../db/database';
import { events } from '../../db/schema';
import { conflict, invalidInput } from '../../errors';
import { readPlacesLeft } from '../event/places-left';
import type { HistoryActor } from '../history/record-history';
import { lockFamilyBooking, updateFamilyBooking } from './cancel-family-booking';
import { mailBookingChange } from '../email/booking-change-mails';
import type { WithBookingMail } from '../email/booking-mails';

/**
 * `PUT /api/booking/waiting-list`: a family's answer for its own booking on the waiting list
 * (the caller's reach is checked before). There is no offer with a deadline in the data yet
 * (README): accepting takes a place that is free now — the service's row is locked, so two
 * families cannot take the last one — as PENDING, which the office confirms as any request;
 * declining gives the place up at once.
 */
export async function answerWaitingList(
  db: Database,
  input: WaitingListAnswer,
  { today, actor, mail }: { today: string; actor: HistoryActor } & WithBookingMail,
): Promise<BookingCancelled> {
  return db.transaction(async (tx) => {
    const stored = await lockFamilyBooking(tx, input.id, input.version);
    if (stored.status !== 'WAITING_LIST')
      throw invalidInput(
        [{ path: 'id', message: WAITING_LIST_ISSUES.notWaiting }],
        WAITING_LIST_ISSUES.notWaiting,
      );
    const version = stored.version + 1;
    if (!input.accept) {
      const cancelled = { bookingStatus: 'CANCELED_IMMEDIATELY' as const, cancellationDate: today };
      await updateFamilyBooking(tx, input.id, { ...cancelled, version }, actor);
      await mailBookingChange(
        tx,
        { mails: [{ bookingId: input.id, kind: 'cancelledImmediately' }] },
        mail,
      );
      return { ...cancelled, version };
    }
    await tx
      .select({ id: events.id })
      .from(events)
      .where(eq(events.id, stored.eventId))
      .for('update');
    const left = (await readPlacesLeft(tx, [stored.eventId])).get(stored.eventId);
    if (left !== null && left !== undefined && left <= 0)
      throw conflict(WAITING_LIST_ISSUES.noPlace);
    await updateFamilyBooking(tx, input.id, { bookingStatus: 'PENDING', version }, actor);
    // Taking the place is a new request: the family hears it arrived (issue 20.6).
    await mailBookingChange(tx, { mails: [{ bookingId: input.id, kind: 'received' }] }, mail);
    return { bookingStatus: 'PENDING', cancellationDate: null, version };
  });
}
