import { eq, sql } from 'drizzle-orm';
import type { Location } from '../../../shared/model/location';
import type { Database } from '../../db/database';
import { locations } from '../../db/schema';
import { notFound } from '../../errors';
import { locationColumns } from './list-locations';
import { readLocationServices } from './read-location-services';

/**
 * `PUT /api/location/adjust-location-max/{id}` (spec 001 §7, resolving a LOCATION_MAX
 * inconsistency): raises the capacity to the largest maximum of the running services held
 * there; a capacity already large enough stays. Answers the location; 404 when unknown.
 */
export async function adjustLocationMax(
  db: Database,
  id: number,
  today: string,
): Promise<Location> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ capacity: locations.capacity })
      .from(locations)
      .where(eq(locations.id, id))
      .for('update');
    if (!current) throw notFound();
    const services = await readLocationServices(tx, id, today);
    const needed = Math.max(current.capacity, ...services.map((s) => s.maximumNumber));
    const [row] =
      needed === current.capacity
        ? await tx.select(locationColumns).from(locations).where(eq(locations.id, id))
        : await tx
            .update(locations)
            .set({ capacity: needed, version: sql`${locations.version} + 1` })
            .where(eq(locations.id, id))
            .returning(locationColumns);
    return row as Location;
  });
}
