import { inArray, sql } from 'drizzle-orm';
import type {
  RequestDecisionInput,
  RequestDecisionResult,
} from '../../../../shared/model/booking-office';
import type { Database } from '../../../db/database';
import { bookings } from '../../../db/schema';
import { recordHistories, type HistoryActor } from '../../history/record-history';
import { BOOKING_MONEY, bookingSnapshots } from '../booking-snapshot';
import { decideRequest } from '../rules/request-decision';

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
  { today, actor }: { today: string; actor: HistoryActor },
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
    }
    return result;
  });
}
