import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPACITY_STATUSES } from '../../shared/model/booking';
import { bookings, eventPlacesTaken, events, participants } from '../../server/db/schema';
import type { OpenedDatabase } from '../../server/db/database';
import { openTestDatabase } from './support/test-database';

let database: OpenedDatabase;
let serviceIds: number[];
let childIds: number[];

beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
  const { db } = database;
  serviceIds = (await db.select({ id: events.id }).from(events).orderBy(asc(events.id)))
    .slice(0, 3)
    .map((row) => row.id);
  childIds = (await db.select({ id: participants.id }).from(participants).limit(4)).map(
    (row) => row.id,
  );
});
afterAll(() => database.close());

/** Every service's kept count against the bookings counted now (0 where no row is kept). */
async function keptAndCounted() {
  const { db } = database;
  const counted = await db
    .select({ eventId: events.id, n: count(bookings.id) })
    .from(events)
    .leftJoin(
      bookings,
      and(eq(bookings.eventId, events.id), inArray(bookings.bookingStatus, [...CAPACITY_STATUSES])),
    )
    .groupBy(events.id);
  const kept = new Map(
    (await db.select().from(eventPlacesTaken)).map((row) => [row.eventId, row.taken]),
  );
  return counted.map((row) => ({
    eventId: row.eventId,
    kept: kept.get(row.eventId) ?? 0,
    counted: row.n,
  }));
}

const expectInStep = async () => {
  for (const row of await keptAndCounted())
    expect(row.kept, `service ${row.eventId}`).toBe(row.counted);
};

describe('event_places_taken (migration 0005): kept by the bookings triggers', () => {
  it('matches the counted bookings after the seed and after every kind of write', async () => {
    const { db } = database;
    await expectInStep();
    const [a, b, c] = serviceIds as [number, number, number];
    // One statement, several services and statuses (only ACCEPTED and PENDING hold a place).
    const added = await db
      .insert(bookings)
      .values([
        { eventId: a, participantId: childIds[0]!, bookingStatus: 'ACCEPTED' },
        { eventId: a, participantId: childIds[1]!, bookingStatus: 'PENDING' },
        { eventId: b, participantId: childIds[2]!, bookingStatus: 'CANCELED' },
        { eventId: c, participantId: childIds[3]!, bookingStatus: 'PENDING' },
      ])
      .returning({ id: bookings.id });
    await expectInStep();
    const ids = added.map((row) => row.id);
    // A status change in and out of the counted ones, a move to another service, an update
    // that changes nothing counted.
    await db
      .update(bookings)
      .set({ bookingStatus: 'CANCELED' })
      .where(inArray(bookings.id, [ids[0]!]));
    await db
      .update(bookings)
      .set({ bookingStatus: 'ACCEPTED' })
      .where(inArray(bookings.id, [ids[2]!]));
    await expectInStep();
    await db
      .update(bookings)
      .set({ eventId: b })
      .where(inArray(bookings.id, [ids[1]!, ids[3]!]));
    await db.update(bookings).set({ notes: 'seen' }).where(inArray(bookings.id, ids));
    await expectInStep();
    // A write undone with its transaction leaves the counts as they were.
    await db
      .transaction(async (tx) => {
        await tx.delete(bookings).where(inArray(bookings.id, ids));
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await expectInStep();
    await db.delete(bookings).where(inArray(bookings.id, ids));
    await expectInStep();
  });
});
