import { eq, or } from 'drizzle-orm';
import { STOP_KEYS } from '../../../shared/rules/stop';
import type { Database, Reader } from '../../db/database';
import { isForeignKeyViolation } from '../../db/is-foreign-key-violation';
import { bookings, eventBusStops, stops } from '../../db/schema';
import { conflict, notFound } from '../../errors';

/** Whether a bus line stops there or a booking starts or ends there. */
async function isStopUsed(db: Reader, id: number): Promise<boolean> {
  const [line] = await db
    .select({ id: eventBusStops.id })
    .from(eventBusStops)
    .where(eq(eventBusStops.stopId, id))
    .limit(1);
  if (line) return true;
  const [booking] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(or(eq(bookings.startStopId, id), eq(bookings.destinationStopId, id)))
    .limit(1);
  return booking !== undefined;
}

/**
 * `DELETE /api/stop/{id}`: removes a stop no bus line and no booking uses; 409
 * `stops.message.inUse` (spec 002 §8: "The stop is associated with a school bus and cannot be
 * deleted.") otherwise; 404 when unknown.
 */
export async function deleteStop(db: Database, id: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      if (await isStopUsed(tx, id)) throw conflict(STOP_KEYS.inUse);
      const deleted = await tx.delete(stops).where(eq(stops.id, id)).returning({ id: stops.id });
      if (deleted.length === 0) throw notFound();
    });
  } catch (error) {
    // A line saved between the check and the delete: the foreign key has the last word.
    if (isForeignKeyViolation(error)) throw conflict(STOP_KEYS.inUse);
    throw error;
  }
}
