import { count, eq } from 'drizzle-orm';
import type { StopRow } from '../../../shared/model/stop';
import type { Reader } from '../../db/database';
import { eventBusStops, stops } from '../../db/schema';

/** The columns of a stop as the API answers it. */
export const stopColumns = {
  id: stops.id,
  version: stops.version,
  name: stops.name,
  street: stops.street,
  imageUrl: stops.imageUrl,
};

/** `GET /api/stop/all`: every stop by name, with the number of bus lines that stop there. */
export async function listStops(db: Reader): Promise<StopRow[]> {
  const rows = await db
    .select({ ...stopColumns, lineCount: count(eventBusStops.id) })
    .from(stops)
    .leftJoin(eventBusStops, eq(eventBusStops.stopId, stops.id))
    .groupBy(stops.id)
    .orderBy(stops.name, stops.id);
  return rows;
}
