import { and, eq, sql } from 'drizzle-orm';
import type { WaitingListEntry, WaitingListOrder } from '../../../../shared/model/waiting-list';
import type { Database, Reader } from '../../../db/database';
import { bookings, events, participants, persons } from '../../../db/schema';
import { invalidInput, notFound, staleVersion } from '../../../errors';
import { lockServiceRow, WAITING_ORDER } from './offer-places';

/** A service's waiting list in its order (issue 23.5): 404 for an unknown service. */
export async function readWaitingList(db: Reader, eventId: number): Promise<WaitingListEntry[]> {
  const [service] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  if (!service) throw notFound();
  const rows = await db
    .select({
      bookingId: bookings.id,
      version: bookings.version,
      participantId: participants.id,
      givenName: persons.givenName,
      familyName: persons.familyName,
      registrationDate: bookings.registrationDate,
      offeredAt: bookings.offeredAt,
      offerExpiresAt: bookings.offerExpiresAt,
    })
    .from(bookings)
    .innerJoin(participants, eq(participants.id, bookings.participantId))
    .innerJoin(persons, eq(persons.id, participants.personId))
    .where(and(eq(bookings.eventId, eventId), eq(bookings.bookingStatus, 'WAITING_LIST')))
    .orderBy(...WAITING_ORDER);
  return rows.map((row, index) => ({
    bookingId: row.bookingId,
    version: row.version,
    position: index + 1,
    participant: { id: row.participantId, givenName: row.givenName, familyName: row.familyName },
    registrationDate: row.registrationDate,
    offer:
      row.offeredAt && row.offerExpiresAt
        ? { offeredAt: row.offeredAt.toISOString(), expiresAt: row.offerExpiresAt.toISOString() }
        : null,
  }));
}

/**
 * `PUT /api/booking/waiting-list/order`: the office puts the service's waiting list in a new
 * order, in one transaction with the service's row locked (the offers wait for it). The body
 * names the whole list — exactly the service's WAITING_LIST bookings, else 400 — each with the
 * version the office read; one changed since (an offer made, a family answered) is 409 and
 * nothing moves. Each booking whose position changes gets a new version. An offer already
 * made stays: the order decides who is offered the next place.
 */
export async function reorderWaitingList(
  db: Database,
  input: WaitingListOrder,
): Promise<WaitingListEntry[]> {
  await db.transaction(async (tx) => {
    if (!(await lockServiceRow(tx, input.eventId))) throw notFound();
    const current = await tx
      .select({
        id: bookings.id,
        version: bookings.version,
        position: bookings.waitingPosition,
      })
      .from(bookings)
      .where(and(eq(bookings.eventId, input.eventId), eq(bookings.bookingStatus, 'WAITING_LIST')))
      .orderBy(...WAITING_ORDER)
      .for('update');
    const byId = new Map(current.map((row) => [row.id, row]));
    if (current.length !== input.bookings.length || input.bookings.some((row) => !byId.has(row.id)))
      throw invalidInput([{ path: 'bookings', message: 'error.invalidInput' }]);
    if (input.bookings.some((row) => byId.get(row.id)!.version !== row.version))
      throw staleVersion();
    for (const [index, row] of input.bookings.entries()) {
      if (byId.get(row.id)!.position === index + 1) continue;
      await tx
        .update(bookings)
        .set({ waitingPosition: index + 1, version: sql`${bookings.version} + 1` })
        .where(eq(bookings.id, row.id));
    }
  });
  return readWaitingList(db, input.eventId);
}
