import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPACITY_STATUSES } from '../../shared/model/booking';
import {
  bookings,
  eventBookingCounts,
  eventPlacesTaken,
  events,
  participants,
} from '../../server/db/schema';
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

/**
 * Every service's kept counts against the bookings counted now (0 where no row is kept): the
 * places taken (migration 0005) and the bookings in all and PENDING (migration 0025).
 */
async function keptAndCounted() {
  const { db } = database;
  const counted = await db
    .select({
      eventId: events.id,
      taken: sql<number>`count(${bookings.id}) filter (where ${inArray(bookings.bookingStatus, [...CAPACITY_STATUSES])})::int`,
      total: sql<number>`count(${bookings.id})::int`,
      pending: sql<number>`count(${bookings.id}) filter (where ${bookings.bookingStatus} = 'PENDING')::int`,
    })
    .from(events)
    .leftJoin(bookings, eq(bookings.eventId, events.id))
    .groupBy(events.id);
  const taken = new Map(
    (await db.select().from(eventPlacesTaken)).map((row) => [row.eventId, row.taken]),
  );
  const booked = new Map(
    (await db.select().from(eventBookingCounts)).map((row) => [row.eventId, row]),
  );
  return counted.map((row) => ({
    eventId: row.eventId,
    kept: {
      taken: taken.get(row.eventId) ?? 0,
      total: booked.get(row.eventId)?.total ?? 0,
      pending: booked.get(row.eventId)?.pending ?? 0,
    },
    counted: { taken: row.taken, total: row.total, pending: row.pending },
  }));
}

const expectInStep = async () => {
  for (const row of await keptAndCounted())
    expect(row.kept, `service ${row.eventId}`).toEqual(row.counted);
};

describe('the counts kept by the bookings triggers (event_places_taken, event_booking_counts)', () => {
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
