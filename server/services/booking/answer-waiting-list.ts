import {
  WAITING_LIST_ISSUES,
  type BookingCancelled,
  type WaitingListAnswer,
} from '../../../shared/model/booking-record';
import type { Database } from '../../db/database';
import { conflict, invalidInput } from '../../errors';
import { readPlacesLeft } from '../event/places-left';
import type { HistoryActor } from '../history/record-history';
import { lockFamilyBooking, updateFamilyBooking } from './cancel-family-booking';
import { mailBookingChange } from '../email/booking-change-mails';
import type { WithBookingMail } from '../email/booking-mails';
import { lockServiceRow, offerFreedPlaces } from './waiting-list/offer-places';

/**
 * `PUT /api/booking/waiting-list`: a family's answer for its own booking on the waiting list
 * (the caller's reach is checked before; README "The waiting list").
 *
 * Accepting needs the booking's open offer (409 `noOffer` without one; 409 `expired` once its
 * deadline passed by `now` — the offer then passes to the next child, committed before the
 * answer). The service's row is locked and its bookings counted again, offers aside: however
 * many families accept at once, the service never goes over its maximum (409 `noPlace`). The
 * place is taken as PENDING, a request the office confirms as any other (spec 001 §4.1).
 * Declining leaves the list at once (CANCELED_IMMEDIATELY); an offer it held passes on.
 */
export async function answerWaitingList(
  db: Database,
  input: WaitingListAnswer,
  { today, now, actor, mail }: { today: string; now: Date; actor: HistoryActor } & WithBookingMail,
): Promise<BookingCancelled> {
  const answer = await db.transaction(async (tx) => {
    const stored = await lockFamilyBooking(tx, input.id, input.version);
    if (stored.status !== 'WAITING_LIST')
      throw invalidInput(
        [{ path: 'id', message: WAITING_LIST_ISSUES.notWaiting }],
        WAITING_LIST_ISSUES.notWaiting,
      );
    const version = stored.version + 1;
    if (!input.accept) {
      const cancelled = { bookingStatus: 'CANCELED_IMMEDIATELY' as const, cancellationDate: today };
      await updateFamilyBooking(
        tx,
        input.id,
        { ...cancelled, offeredAt: null, offerExpiresAt: null, waitingPosition: null, version },
        actor,
      );
      await mailBookingChange(
        tx,
        {
          mails: [{ bookingId: input.id, kind: 'cancelledImmediately' }],
          freedEvents: [stored.eventId],
        },
        mail,
      );
      return { ...cancelled, version };
    }
    if (!stored.offerExpiresAt) throw conflict(WAITING_LIST_ISSUES.noOffer);
    await lockServiceRow(tx, stored.eventId);
    if (stored.offerExpiresAt <= now) {
      await offerFreedPlaces(tx, [stored.eventId], { now, mail });
      return 'expired' as const;
    }
    const left = (await readPlacesLeft(tx, [stored.eventId], { withOffers: false })).get(
      stored.eventId,
    );
    if (left !== null && left !== undefined && left <= 0)
      throw conflict(WAITING_LIST_ISSUES.noPlace);
    await updateFamilyBooking(
      tx,
      input.id,
      {
        bookingStatus: 'PENDING',
        offeredAt: null,
        offerExpiresAt: null,
        waitingPosition: null,
        version,
      },
      actor,
    );
    // Taking the place is a new request: the family hears it arrived (issue 20.6).
    await mailBookingChange(tx, { mails: [{ bookingId: input.id, kind: 'received' }] }, mail);
    return { bookingStatus: 'PENDING' as const, cancellationDate: null, version };
  });
  if (answer === 'expired') throw conflict(WAITING_LIST_ISSUES.expired);
  return answer;
}
