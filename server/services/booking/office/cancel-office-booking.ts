import { eq } from 'drizzle-orm';
import {
  BOOKING_SAVE_ISSUES,
  type BookingCancel,
  type BookingCancelled,
} from '../../../../shared/model/booking-record';
import type { Database } from '../../../db/database';
import { bookings } from '../../../db/schema';
import { invalidInput, notFound, staleVersion } from '../../../errors';
import { recordHistory, type HistoryActor } from '../../history/record-history';
import { BOOKING_MONEY, bookingSnapshot } from '../booking-snapshot';
import { cancelBooking } from '../rules/cancel-booking';
import { mailBookingChange } from '../../email/booking-change-mails';
import { mailForStatus, type WithBookingMail } from '../../email/booking-mails';

/**
 * `PUT /api/booking/cancel-booking`: cancels one booking (the office), with its notes and the
 * send-email flag; answers the new status and cancellation date. The booking's row is locked,
 * a `version` sent along must match (409). 400 for a booking already cancelled or FINISHED.
 * The change goes into the booking's history (`actor`, in the same transaction).
 */
export async function cancelOfficeBooking(
  db: Database,
  input: BookingCancel,
  { today, actor, mail }: { today: string; actor: HistoryActor } & WithBookingMail,
): Promise<BookingCancelled> {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .select({
        status: bookings.bookingStatus,
        version: bookings.version,
        eventId: bookings.eventId,
        sendEmail: bookings.sendEmail,
      })
      .from(bookings)
      .where(eq(bookings.id, input.id))
      .for('update');
    if (!stored) throw notFound();
    if (input.version !== null && input.version !== stored.version) throw staleVersion();
    const cancelled = cancelBooking(stored.status, input.immediately, today);
    if (!cancelled)
      throw invalidInput(
        [{ path: 'id', message: BOOKING_SAVE_ISSUES.notCancellable }],
        BOOKING_SAVE_ISSUES.notCancellable,
      );
    const before = await bookingSnapshot(tx, input.id);
    const [row] = await tx
      .update(bookings)
      .set({
        ...cancelled,
        cancellationNotes: input.notes,
        // The office decided: a family's request to cancel is answered (issue 19.4).
        cancellationRequestedOn: null,
        ...(input.sendEmail === null ? {} : { sendEmail: input.sendEmail }),
        version: stored.version + 1,
      })
      .where(eq(bookings.id, input.id))
      .returning({ version: bookings.version });
    await recordHistory(tx, {
      entity: 'booking',
      id: input.id,
      before,
      after: await bookingSnapshot(tx, input.id),
      actor,
      money: BOOKING_MONEY,
    });
    // Issue 20.6: mailed when the office says so (this cancel's flag, else the booking's).
    const kind =
      (input.sendEmail ?? stored.sendEmail) ? mailForStatus(cancelled.bookingStatus) : null;
    await mailBookingChange(
      tx,
      {
        mails: kind ? [{ bookingId: input.id, kind }] : [],
        // A held place, or a waiting-list offer given up, passes to the waiting list (issue 23.5).
        freedEvents: [stored.eventId],
      },
      mail,
    );
    return { ...cancelled, version: row!.version };
  });
}
