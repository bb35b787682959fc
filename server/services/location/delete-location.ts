import { eq } from 'drizzle-orm';
import { LOCATION_KEYS } from '../../../shared/rules/location';
import type { Database } from '../../db/database';
import { locations } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { isForeignKeyViolation } from '../../db/is-foreign-key-violation';
import { isLocationUsed } from './read-location-services';

/**
 * `DELETE /api/location/{id}`: removes a location no service refers to (past ones included:
 * they keep where they took place); 409 `locations.message.inUse` otherwise, 404 when unknown.
 */
export async function deleteLocation(db: Database, id: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      if (await isLocationUsed(tx, id)) throw conflict(LOCATION_KEYS.inUse);
      const deleted = await tx
        .delete(locations)
        .where(eq(locations.id, id))
        .returning({ id: locations.id });
      if (deleted.length === 0) throw notFound();
    });
  } catch (error) {
    // A service saved between the check and the delete: the foreign key has the last word.
    if (isForeignKeyViolation(error)) throw conflict(LOCATION_KEYS.inUse);
    throw error;
  }
}
