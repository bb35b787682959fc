import type { LocationRow } from '../../../shared/model/location';
import type { Reader } from '../../db/database';
import { locations } from '../../db/schema';
import { countLocationServices } from './read-location-services';

const locationColumns = {
  id: locations.id,
  version: locations.version,
  name: locations.name,
  room: locations.room,
  capacity: locations.capacity,
};

/** `GET /api/location/all`: every location by name, room and id, with its running services counted. */
export async function listLocations(db: Reader, today: string): Promise<LocationRow[]> {
  const rows = await db
    .select(locationColumns)
    .from(locations)
    .orderBy(locations.name, locations.room, locations.id);
  const counts = await countLocationServices(
    db,
    rows.map((row) => row.id),
    today,
  );
  return rows.map((row) => ({ ...row, serviceCount: counts.get(row.id) ?? 0 }));
}

export { locationColumns };
