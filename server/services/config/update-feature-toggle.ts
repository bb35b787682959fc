import { sql } from 'drizzle-orm';
import type { FeatureToggleUpdate } from '../../../shared/model/feature-toggle-update';
import type { FeatureToggles } from '../../../shared/model/features';
import type { Database } from '../../db/database';
import { featureToggles } from '../../db/schema';
import { readFeatureToggles } from './read-feature-toggles';

/**
 * Switches one toggle at run time and answers every toggle. A toggle never stored (its default
 * applied) is inserted, so the switch works on any database.
 */
export async function updateFeatureToggle(
  db: Database,
  { name, enabled }: FeatureToggleUpdate,
): Promise<FeatureToggles & Record<string, boolean>> {
  await db
    .insert(featureToggles)
    .values({ name, enabled })
    .onConflictDoUpdate({
      target: featureToggles.name,
      set: { enabled, version: sql`${featureToggles.version} + 1` },
    });
  return readFeatureToggles(db);
}
