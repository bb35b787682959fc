import { and, eq, gte, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { LocationService } from '../../../shared/model/location';
import type { Reader } from '../../db/database';
import { events } from '../../db/schema';

/**
 * Services that bind a location's capacity: held there, not cancelled, not ended before
 * `today`, with a maximum number of participants. Past years' services do not hold a room.
 */
const runningAt = (locationIds: number[], today: string) =>
  and(
    inArray(events.locationId, locationIds),
    isNull(events.canceledAt),
    isNotNull(events.maximumNumber),
    or(isNull(events.endDate), gte(events.endDate, today)),
  );

/** The running services held at a location (see {@link runningAt}), by name. */
export async function readLocationServices(
  db: Reader,
  locationId: number,
  today: string,
): Promise<LocationService[]> {
  const rows = await db
    .select({ id: events.id, name: events.name, maximumNumber: events.maximumNumber })
    .from(events)
    .where(runningAt([locationId], today))
    .orderBy(events.name, events.id);
  return rows.map((row) => ({ ...row, maximumNumber: row.maximumNumber ?? 0 }));
}

/** How many running services each location holds (locations without any are left out). */
export async function countLocationServices(
  db: Reader,
  locationIds: number[],
  today: string,
): Promise<Map<number, number>> {
  if (locationIds.length === 0) return new Map();
  const rows = await db
    .select({ locationId: events.locationId })
    .from(events)
    .where(runningAt(locationIds, today));
  const counts = new Map<number, number>();
  for (const { locationId } of rows) {
    if (locationId !== null) counts.set(locationId, (counts.get(locationId) ?? 0) + 1);
  }
  return counts;
}

/** Whether any service at all, running or past, refers to the location (it cannot be deleted). */
export async function isLocationUsed(db: Reader, locationId: number): Promise<boolean> {
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(eq(events.locationId, locationId))
    .limit(1);
  return rows.length > 0;
}
