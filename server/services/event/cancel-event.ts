import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { bookings, events } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { BOOKING_MONEY, bookingSnapshots } from '../booking/booking-snapshot';
import { mailBookingChange } from '../email/booking-change-mails';
import type { WithBookingMail } from '../email/booking-mails';
import { recordHistories, type HistoryActor } from '../history/record-history';

/** The bookings a cancelled service ends: those holding or awaiting a place. */
export const ACTIVE_BOOKING_STATUSES = ['ACCEPTED', 'PENDING', 'WAITING_LIST'] as const;

/**
 * `PUT /api/event/{id}/cancel`: marks the service cancelled and cancels its active bookings as
 * of today (CANCELED), each with its history entry and, with `sendEmail`, the family's
 * "service cancelled" mail — all in one transaction (issue 20.6). The service's row is locked
 * first, so no booking slips in meanwhile.
 */
export async function cancelEvent(
  db: Database,
  id: number,
  sendEmail: boolean,
  options: CancelEventOptions,
): Promise<{ cancelledBookings: number }> {
  return db.transaction((tx) => cancelEventIn(tx, id, sendEmail, options));
}

/** Options of {@link cancelEvent}: the school's day and time, who acts, how mails link. */
export type CancelEventOptions = {
  today: string;
  now: Date;
  actor: HistoryActor;
} & WithBookingMail;

/**
 * {@link cancelEvent} inside a transaction of the caller's, which may have checked a reason
 * first (the inconsistencies' cancel of a service with too few bookings).
 */
export async function cancelEventIn(
  tx: Transaction,
  id: number,
  sendEmail: boolean,
  { today, now, actor, mail }: CancelEventOptions,
): Promise<{ cancelledBookings: number }> {
  const [event] = await tx
    .select({ canceledAt: events.canceledAt })
    .from(events)
    .where(eq(events.id, id))
    .for('update');
  if (!event) throw notFound();
  if (event.canceledAt) throw conflict('events.alreadyCancelled');
  // A new version: a service dialog still open elsewhere saves no stale copy over it.
  await tx
    .update(events)
    .set({ canceledAt: now, version: sql`${events.version} + 1` })
    .where(eq(events.id, id));
  const active = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(eq(bookings.eventId, id), inArray(bookings.bookingStatus, [...ACTIVE_BOOKING_STATUSES])),
    )
    .for('update');
  const ids = active.map((row) => row.id);
  if (ids.length === 0) return { cancelledBookings: 0 };
  const before = await bookingSnapshots(tx, ids);
  await tx
    .update(bookings)
    .set({
      bookingStatus: 'CANCELED',
      cancellationDate: today,
      cancellationRequestedOn: null,
      sendEmail,
      version: sql`${bookings.version} + 1`,
    })
    .where(inArray(bookings.id, ids));
  const after = await bookingSnapshots(tx, ids);
  await recordHistories(tx, {
    entity: 'booking',
    actor,
    money: BOOKING_MONEY,
    records: ids.map((bookingId) => ({
      id: bookingId,
      before: before.get(bookingId) ?? null,
      after: after.get(bookingId) ?? {},
    })),
  });
  await mailBookingChange(
    tx,
    { mails: sendEmail ? ids.map((bookingId) => ({ bookingId, kind: 'serviceCancelled' })) : [] },
    mail,
  );
  return { cancelledBookings: ids.length };
}
