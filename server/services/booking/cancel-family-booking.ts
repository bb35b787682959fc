import { eq } from 'drizzle-orm';
import {
  BOOKING_SAVE_ISSUES,
  type BookingCancel,
  type BookingCancelled,
} from '../../../shared/model/booking-record';
import type { Database, Transaction } from '../../db/database';
import { bookings, events } from '../../db/schema';
import { invalidInput, notFound, staleVersion } from '../../errors';
import { recordHistory, type HistoryActor } from '../history/record-history';
import { BOOKING_MONEY, bookingSnapshot } from './booking-snapshot';
import { familyCancelMode } from './rules/family-cancel';
import { mailBookingChange } from '../email/booking-change-mails';
import type { WithBookingMail } from '../email/booking-mails';

/** The booking's row, locked, with what the family's rules read of its service. */
export async function lockFamilyBooking(tx: Transaction, id: number, version: number | null) {
  const [stored] = await tx
    .select({
      status: bookings.bookingStatus,
      version: bookings.version,
      eventId: bookings.eventId,
      start: bookings.startDate,
      serviceStart: events.startDate,
      registrationDeadline: events.registrationDeadline,
      requestedOn: bookings.cancellationRequestedOn,
      offerExpiresAt: bookings.offerExpiresAt,
    })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .where(eq(bookings.id, id))
    .for('update', { of: bookings });
  if (!stored) throw notFound();
  if (version !== null && version !== stored.version) throw staleVersion();
  return stored;
}

/** Writes the change and the booking's history row (`actor`) in `tx`; answers the new version. */
export async function updateFamilyBooking(
  tx: Transaction,
  id: number,
  values: Partial<typeof bookings.$inferInsert>,
  actor: HistoryActor,
): Promise<number> {
  const before = await bookingSnapshot(tx, id);
  const [row] = await tx
    .update(bookings)
    .set(values)
    .where(eq(bookings.id, id))
    .returning({ version: bookings.version });
  await recordHistory(tx, {
    entity: 'booking',
    id,
    before,
    after: await bookingSnapshot(tx, id),
    actor,
    money: BOOKING_MONEY,
  });
  return row!.version;
}

/**
 * `PUT /api/booking/cancel-booking` for a family's own booking (the caller's reach is checked
 * before): the rule of `rules/family-cancel.ts` decides — cancelled at once
 * (CANCELED_IMMEDIATELY, today), or a request the office decides (status kept, the day and
 * the family's note stored; asking again keeps the first day). The office's `immediately`
 * and `sendEmail` are not the family's to set. 400 for a booking already cancelled or
 * FINISHED, 409 for a stale `version`.
 */
export async function cancelFamilyBooking(
  db: Database,
  input: BookingCancel,
  { today, actor, mail }: { today: string; actor: HistoryActor } & WithBookingMail,
): Promise<BookingCancelled> {
  return db.transaction(async (tx) => {
    const stored = await lockFamilyBooking(tx, input.id, input.version);
    const mode = familyCancelMode(
      {
        status: stored.status,
        start: stored.start ?? stored.serviceStart,
        registrationDeadline: stored.registrationDeadline,
      },
      today,
    );
    if (mode === null)
      throw invalidInput(
        [{ path: 'id', message: BOOKING_SAVE_ISSUES.notCancellable }],
        BOOKING_SAVE_ISSUES.notCancellable,
      );
    const version = stored.version + 1;
    if (mode === 'now') {
      const cancelled = { bookingStatus: 'CANCELED_IMMEDIATELY' as const, cancellationDate: today };
      await updateFamilyBooking(
        tx,
        input.id,
        { ...cancelled, cancellationRequestedOn: null, version },
        actor,
      );
      // The family cancelled: it gets the confirmation; the place goes to the waiting list.
      await mailBookingChange(
        tx,
        {
          mails: [{ bookingId: input.id, kind: 'cancelledImmediately' }],
          // A held place, or a waiting-list offer given up, passes to the waiting list (issue 23.5).
          freedEvents: [stored.eventId],
        },
        mail,
      );
      return { ...cancelled, cancellationRequestedOn: null, version };
    }
    const requestedOn = stored.requestedOn ?? today;
    await updateFamilyBooking(
      tx,
      input.id,
      { cancellationRequestedOn: requestedOn, cancellationRequestNotes: input.notes, version },
      actor,
    );
    return {
      bookingStatus: stored.status,
      cancellationDate: null,
      cancellationRequestedOn: requestedOn,
      version,
    };
  });
}
