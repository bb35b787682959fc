import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { CAPACITY_STATUSES } from '../../../shared/model/booking';
import { qualified } from '../../db/qualified';
import { bookings, events } from '../../db/schema';
import type { Reader } from '../../db/database';

/**
 * Places left per service before its maximum (never below 0), null for a service without a
 * maximum; optionally leaving one booking out (the one being changed, so it does not count
 * against itself).
 *
 * Counted in the database, and only as far as the answer needs: a service's place-holding
 * bookings (CAPACITY_STATUSES) are counted up to its maximum (`LIMIT maximum_number` on the
 * `bookings (event_id, booking_status)` index), since beyond it there are 0 places left whatever
 * the number. A listing of 40 services over 100,000 bookings thus reads at most the sum of the
 * maximums, not every booking (tests/bench/large-seed.ts).
 */
export async function readPlacesLeft(
  db: Reader,
  eventIds: readonly number[],
  options: PlacesLeftOptions = {},
): Promise<Map<number, number | null>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select({ id: events.id, placesLeft: placesLeftOfEvent(options) })
    .from(events)
    .where(inArray(events.id, [...eventIds]));
  return new Map(
    rows.map((row) => [row.id, row.placesLeft === null ? null : Number(row.placesLeft)]),
  );
}

/** What {@link readPlacesLeft} leaves out or adds. */
export interface PlacesLeftOptions {
  exceptBookingId?: number | null;
  /** Whether open waiting-list offers hold places (yes unless told). */
  withOffers?: boolean;
}

/** {@link readPlacesLeft}'s expression for the service row of the query (`events`). */
export function placesLeftOfEvent({ exceptBookingId, withOffers = true }: PlacesLeftOptions = {}) {
  const except = exceptBookingId ? sql`and ${ne(bookings.id, exceptBookingId)}` : sql``;
  const maximum = qualified(events.maximumNumber);
  const held = sql`(select count(*)::int from (
      select 1 from ${bookings}
      where ${qualified(bookings.eventId)} = ${qualified(events.id)}
        and ${inArray(bookings.bookingStatus, [...CAPACITY_STATUSES])} ${except}
      limit coalesce(${maximum}, 0)) held)`;
  const offers = withOffers
    ? sql` - (select count(*)::int from ${bookings}
        where ${and(
          sql`${qualified(bookings.eventId)} = ${qualified(events.id)}`,
          eq(bookings.bookingStatus, 'WAITING_LIST'),
          isNotNull(bookings.offerExpiresAt),
        )} ${except})`
    : sql``;
  return sql<number | null>`greatest(0, ${maximum} - ${held}${offers})`;
}
