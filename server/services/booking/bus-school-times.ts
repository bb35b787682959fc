import { eq, inArray } from 'drizzle-orm';
import { shiftTime } from '../../../shared/model/bus-stop';
import { eventBusStops, stops } from '../../db/schema';
import type { Slot } from './rules/collision';
import { schoolStopOffset } from './rules/bus';
import type { Reader } from '../../db/database';

/** A bus line as the school times need it. */
export interface BusLine {
  id: number;
  inbound: boolean;
}

/**
 * Minutes from each line's recurrence time to the bus being at the school (rules/bus.ts
 * `schoolStopOffset`), for the given lines.
 */
export async function readSchoolOffsets(
  db: Reader,
  lines: readonly BusLine[],
): Promise<Map<number, number>> {
  if (lines.length === 0) return new Map();
  const rows = await db
    .select({ eventId: eventBusStops.eventId, name: stops.name, distance: eventBusStops.distance })
    .from(eventBusStops)
    .innerJoin(stops, eq(stops.id, eventBusStops.stopId))
    .where(
      inArray(
        eventBusStops.eventId,
        lines.map((line) => line.id),
      ),
    );
  return new Map(
    lines.map((line) => [
      line.id,
      schoolStopOffset(
        rows.filter((row) => row.eventId === line.id),
        line.inbound,
      ),
    ]),
  );
}

/** A bus's slots moved to the time the bus is at the school. */
export const atSchool = (slots: readonly Slot[], offset: number): Slot[] =>
  slots.map((slot) => ({ ...slot, time: shiftTime(slot.time, offset) }));
