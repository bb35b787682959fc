import { and, eq, sql } from 'drizzle-orm';
import type { ConfigurationParameter, ConfigurationUpdate } from '../../../shared/model/config';
import type { Database } from '../../db/database';
import { configuration } from '../../db/schema';
import { staleVersion } from '../../errors';
import { readConfiguration } from './read-configuration';

/**
 * Saves changed parameters in one transaction. Each carries the version it was read at; if
 * someone saved that parameter since, nothing is saved and the answer is 409.
 */
export async function updateConfiguration(
  db: Database,
  changes: ConfigurationUpdate,
): Promise<ConfigurationParameter[]> {
  await db.transaction(async (tx) => {
    for (const { key, value, version } of changes) {
      const updated = await tx
        .update(configuration)
        .set({ value, version: sql`${configuration.version} + 1` })
        .where(and(eq(configuration.key, key), eq(configuration.version, version)))
        .returning({ key: configuration.key });
      if (updated.length > 0) continue;
      // A parameter never stored before is at version 0; a concurrent first save conflicts.
      const inserted =
        version === 0
          ? await tx
              .insert(configuration)
              .values({ key, value, version: 1 })
              .onConflictDoNothing()
              .returning({ key: configuration.key })
          : [];
      if (inserted.length === 0) throw staleVersion();
    }
  });
  return readConfiguration(db);
}
