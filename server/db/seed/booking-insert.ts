import type { Database } from '../database';
import { bookingRecurrences, bookings } from '../schema';
import type { BookingSpec } from './booking-planner';
import { insertAll, insertIds } from './insert';

/** Inserts bookings and their recurrences in batches; answers the booking ids in order. */
export async function insertBookings(
  db: Database,
  specs: readonly BookingSpec[],
): Promise<number[]> {
  const ids = await insertIds(
    db,
    bookings,
    specs.map(({ recurrenceIds: _, ...booking }) => booking),
  );
  await insertAll(
    db,
    bookingRecurrences,
    specs.flatMap((spec, index) =>
      spec.recurrenceIds.map((eventRecurrenceId) => ({
        bookingId: ids[index] as number,
        eventRecurrenceId,
      })),
    ),
  );
  return ids;
}
