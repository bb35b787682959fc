import { and, eq, sql } from 'drizzle-orm';
import type { Location } from '../../../shared/model/location';
import {
  LOCATION_KEYS,
  namesOfServices,
  servicesAboveCapacity,
  type LocationInput,
} from '../../../shared/rules/location';
import type { Database } from '../../db/database';
import { locations } from '../../db/schema';
import { AppError, notFound, staleVersion } from '../../errors';
import { locationColumns } from './list-locations';
import { readLocationServices } from './read-location-services';

/** 400 on `capacity` naming the services whose maximum the capacity would fall below. */
function capacityBelowServices(services: Parameters<typeof namesOfServices>[0]) {
  return new AppError(400, {
    message: LOCATION_KEYS.capacityBelowServices,
    issues: [
      {
        path: 'capacity',
        message: LOCATION_KEYS.capacityBelowServices,
        values: { services: namesOfServices(services) },
      },
    ],
  });
}

/**
 * `PUT /api/location`: creates a location, or updates one in a transaction that locks its row
 * first, so a service saved meanwhile cannot slip past the capacity check. A capacity below a
 * running service's maximum (the rule of `locationSchema`, now against the database) answers
 * 400 naming the services; a stale `version` 409; an unknown id 404. Nothing is written then.
 */
export async function saveLocation(
  db: Database,
  input: LocationInput,
  today: string,
): Promise<Location> {
  const columns = { name: input.name, room: input.room, capacity: input.capacity };
  if (input.id === undefined || input.id === null) {
    const [created] = await db.insert(locations).values(columns).returning(locationColumns);
    return created as Location;
  }
  const id = input.id;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ version: locations.version })
      .from(locations)
      .where(eq(locations.id, id))
      .for('update');
    if (!current) throw notFound();
    if (current.version !== input.version) throw staleVersion();
    const above = servicesAboveCapacity(input.capacity, await readLocationServices(tx, id, today));
    if (above.length > 0) throw capacityBelowServices(above);
    const [updated] = await tx
      .update(locations)
      .set({ ...columns, version: sql`${locations.version} + 1` })
      .where(and(eq(locations.id, id), eq(locations.version, current.version)))
      .returning(locationColumns);
    return updated as Location;
  });
}
