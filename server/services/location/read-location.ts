import { eq } from 'drizzle-orm';
import type { LocationDetail } from '../../../shared/model/location';
import type { Reader } from '../../db/database';
import { locations } from '../../db/schema';
import { notFound } from '../../errors';
import { locationColumns } from './list-locations';
import { readLocationServices } from './read-location-services';

/** `GET /api/location/{id}`: the location and its running services; 404 when there is none. */
export async function readLocation(db: Reader, id: number, today: string): Promise<LocationDetail> {
  const [row] = await db.select(locationColumns).from(locations).where(eq(locations.id, id));
  if (!row) throw notFound();
  return { ...row, services: await readLocationServices(db, id, today) };
}
