import { and, asc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/database';
import { bookings, events } from '../../../db/schema';
import { readParameter } from '../../config/read-configuration';
import { queueBookingMails, type BookingMailOptions } from '../../email/booking-mails';
import { placesLeftOfEvent, readPlacesLeft } from '../../event/places-left';

/** The service's waiting list in its order: the office's position, then who registered first. */
export const WAITING_ORDER = [
  sql`${bookings.waitingPosition} asc nulls last`,
  asc(bookings.registrationDate),
  asc(bookings.id),
] as const;

/** Locks a service's row: every offer, accept and free of one service is decided in turn. */
export async function lockServiceRow(tx: Transaction, eventId: number) {
  const [row] = await tx
    .select({ id: events.id, canceledAt: events.canceledAt, endDate: events.endDate })
    .from(events)
    .where(eq(events.id, eventId))
    .for('update');
  return row;
}

/** The next free position at the end of a service's waiting list. */
export async function nextWaitingPosition(tx: Transaction, eventId: number): Promise<number> {
  const [row] = await tx
    .select({ last: sql<number>`coalesce(max(${bookings.waitingPosition}), 0)::int` })
    .from(bookings)
    .where(and(eq(bookings.eventId, eventId), eq(bookings.bookingStatus, 'WAITING_LIST')));
  return Number(row?.last ?? 0) + 1;
}

/**
 * Offers not taken by their deadline pass on: the booking stays on the waiting list, at its
 * end, without an offer (README: the family keeps its wish, the others get their turn first).
 * Answers how many passed.
 */
async function passOnOverdueOffers(tx: Transaction, eventId: number, now: Date) {
  const overdue = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.eventId, eventId),
        eq(bookings.bookingStatus, 'WAITING_LIST'),
        isNotNull(bookings.offerExpiresAt),
        lte(bookings.offerExpiresAt, now),
      ),
    )
    .orderBy(...WAITING_ORDER);
  let position = await nextWaitingPosition(tx, eventId);
  for (const row of overdue)
    await tx
      .update(bookings)
      .set({
        offeredAt: null,
        offerExpiresAt: null,
        waitingPosition: position++,
        version: sql`${bookings.version} + 1`,
      })
      .where(eq(bookings.id, row.id));
  return overdue.length;
}

/** What offering freed places needs: the clock, and the mail options (none: no mail). */
export interface OfferOptions {
  now: Date;
  mail?: BookingMailOptions;
}

/**
 * Fills freed places from the waiting lists (issue 23.5), in the caller's transaction — the
 * one that freed them (a cancel, a decline, a raised maximum, a move away) or the sweep's.
 * Per service, its row locked (in id order, so two callers never wait on each other): offers
 * past their deadline pass on, then as many children as places are free — places left
 * already count the open offers — get an offer valid for `waitingListOfferHours`, in the
 * list's order; each family gets the waiting-list offer mail. A cancelled or ended service
 * offers nothing. Answers the bookings offered.
 */
export async function offerFreedPlaces(
  tx: Transaction,
  eventIds: readonly number[],
  { now, mail }: OfferOptions,
): Promise<number[]> {
  const unique = [...new Set(eventIds)].sort((a, b) => a - b);
  if (unique.length === 0) return [];
  const hours = Number(await readParameter(tx, 'waitingListOfferHours'));
  const expiresAt = new Date(now.getTime() + (hours > 0 ? hours : 48) * 3_600_000);
  const offered: number[] = [];
  for (const eventId of unique) {
    const service = await lockServiceRow(tx, eventId);
    if (!service) continue;
    await passOnOverdueOffers(tx, eventId, now);
    const ended = service.endDate !== null && mail !== undefined && service.endDate < mail.today;
    if (service.canceledAt || ended) continue;
    const left = (await readPlacesLeft(tx, [eventId])).get(eventId);
    if (left === 0 || left === undefined) continue;
    const next = tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.eventId, eventId),
          eq(bookings.bookingStatus, 'WAITING_LIST'),
          isNull(bookings.offerExpiresAt),
        ),
      )
      .orderBy(...WAITING_ORDER);
    // No maximum: every waiting child may come in.
    const chosen = await (left === null ? next : next.limit(left));
    if (chosen.length === 0) continue;
    await tx
      .update(bookings)
      .set({ offeredAt: now, offerExpiresAt: expiresAt, version: sql`${bookings.version} + 1` })
      .where(
        inArray(
          bookings.id,
          chosen.map((row) => row.id),
        ),
      );
    offered.push(...chosen.map((row) => row.id));
  }
  if (mail && offered.length > 0)
    await queueBookingMails(
      tx,
      offered.map((bookingId) => ({ bookingId, kind: 'offer' as const })),
      mail,
    );
  return offered;
}

/**
 * The services the sweep looks at: an offer past its deadline, or a child waiting without an
 * offer while a place is free (a place freed where no transaction offered it, such as a
 * maximum changed in the database).
 */
async function servicesToFill(db: Database, now: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: bookings.eventId })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .where(
      and(
        eq(bookings.bookingStatus, 'WAITING_LIST'),
        isNull(events.canceledAt),
        or(
          lte(bookings.offerExpiresAt, now),
          and(isNull(bookings.offerExpiresAt), sql`coalesce(${placesLeftOfEvent()}, 1) > 0`),
        ),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * The sweep (started with the server, `startWaitingListSweep`): passes on every offer past its
 * deadline and fills every free place, each service in a transaction of its own.
 * Answers the bookings offered.
 */
export async function sweepWaitingLists(db: Database, options: OfferOptions): Promise<number[]> {
  const offered: number[] = [];
  for (const eventId of await servicesToFill(db, options.now))
    offered.push(...(await db.transaction((tx) => offerFreedPlaces(tx, [eventId], options))));
  return offered;
}
