import { inArray, sql } from 'drizzle-orm';
import type {
  RequestDecisionInput,
  RequestDecisionResult,
} from '../../../../shared/model/booking-office';
import type { Database, Transaction } from '../../../db/database';
import { bookings } from '../../../db/schema';
import { recordHistories, type HistoryActor } from '../../history/record-history';
import { BOOKING_MONEY, bookingSnapshots } from '../booking-snapshot';
import { decideRequest } from '../rules/request-decision';
import { mailBookingChange } from '../../email/booking-change-mails';
import type { BookingMailKind, WithBookingMail } from '../../email/booking-mails';

/** The mail of each decision. */
const DECISION_MAILS = {
  accept: 'accepted',
  decline: 'declined',
  cancel: 'cancelled',
} as const satisfies Record<RequestDecisionInput['decision'], BookingMailKind>;

/** The services of some bookings. */
async function eventsOf(tx: Transaction, ids: number[]) {
  const rows = await tx
    .selectDistinct({ id: bookings.eventId })
    .from(bookings)
    .where(inArray(bookings.id, ids));
  return rows.map((row) => row.id);
}

/**
 * `PUT /api/booking/decide-requests`: the admin's decision on the selected requests, in one
 * transaction. The rows are locked first (`FOR UPDATE`), so a booking changed meanwhile by a
 * save or another admin is judged as it is now: only PENDING ones move
 * (`rules/request-decision.ts`); the rest, and unknown ids, are reported as skipped. Places
 * stay right by themselves: ACCEPTED and PENDING both hold one, and the statement triggers
 * of `event_places_taken` (migration 0005) drop the cancelled ones. Each booking changed gets
 * its own history entry (`actor`), in the same transaction.
 */
export async function decideRequests(
  db: Database,
  { ids, decision, sendEmail }: RequestDecisionInput,
  { today, actor, mail }: { today: string; actor: HistoryActor } & WithBookingMail,
): Promise<RequestDecisionResult> {
  const wanted = [...new Set(ids)].sort((a, b) => a - b);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: bookings.id, bookingStatus: bookings.bookingStatus })
      .from(bookings)
      .where(inArray(bookings.id, wanted))
      .orderBy(bookings.id)
      .for('update');
    const current = new Map(rows.map((row) => [row.id, row.bookingStatus]));
    const result: RequestDecisionResult = { changed: [], skipped: [] };
    let next: ReturnType<typeof decideRequest> = null;
    for (const id of wanted) {
      const status = current.get(id);
      const decided = status === undefined ? null : decideRequest(status, decision, today);
      if (decided) {
        next = decided;
        result.changed.push({ id, bookingStatus: decided.bookingStatus });
      } else result.skipped.push({ id, bookingStatus: status ?? null });
    }
    // Every request moves to the same state: one statement (the place triggers fire once).
    if (next && result.changed.length > 0) {
      const changedIds = result.changed.map((row) => row.id);
      const before = await bookingSnapshots(tx, changedIds);
      await tx
        .update(bookings)
        .set({ ...next, sendEmail, version: sql`${bookings.version} + 1` })
        .where(inArray(bookings.id, changedIds));
      const after = await bookingSnapshots(tx, changedIds);
      await recordHistories(tx, {
        entity: 'booking',
        actor,
        money: BOOKING_MONEY,
        records: changedIds.map((id) => ({
          id,
          before: before.get(id) ?? null,
          after: after.get(id) ?? {},
        })),
      });
      // Issue 20.6: the family hears the decision when the office says so; a declined or
      // cancelled request frees its place for the waiting list.
      const kind = DECISION_MAILS[decision];
      const freed = decision === 'accept' ? [] : await eventsOf(tx, changedIds);
      await mailBookingChange(
        tx,
        {
          mails: sendEmail ? changedIds.map((bookingId) => ({ bookingId, kind })) : [],
          freedEvents: freed,
        },
        mail,
      );
    }
    return result;
  });
}
