import { sql } from 'drizzle-orm';
import type { FeatureToggleUpdate } from '../../../shared/model/feature-toggle-update';
import type { FeatureToggles } from '../../../shared/model/features';
import type { Database } from '../../db/database';
import { featureToggles } from '../../db/schema';
import type { HistoryActor } from '../history/record-history';
import { recordConfigurationChange, togglesSnapshot } from './configuration-snapshot';
import { readFeatureToggles } from './read-feature-toggles';

/**
 * Switches one toggle at run time, with a history row naming who and when, and answers every
 * toggle. A toggle never stored (its default applied) is inserted, so the switch works on any
 * database.
 */
export async function updateFeatureToggle(
  db: Database,
  { name, enabled }: FeatureToggleUpdate,
  actor: HistoryActor,
): Promise<FeatureToggles & Record<string, boolean>> {
  await db.transaction(async (tx) => {
    const before = await togglesSnapshot(tx);
    await tx
      .insert(featureToggles)
      .values({ name, enabled })
      .onConflictDoUpdate({
        target: featureToggles.name,
        set: { enabled, version: sql`${featureToggles.version} + 1` },
      });
    await recordConfigurationChange(tx, before, await togglesSnapshot(tx), actor);
  });
  return readFeatureToggles(db);
}
