import { FEATURE_TOGGLE_DEFAULTS, type FeatureToggles } from '../../../shared/model/features';
import type { Reader } from '../../db/database';
import { featureToggles } from '../../db/schema';

/** The toggles of spec 000 §3: stored values over the defaults; unknown stored names are kept. */
export async function readFeatureToggles(
  db: Reader,
): Promise<FeatureToggles & Record<string, boolean>> {
  const rows = await db
    .select({ name: featureToggles.name, enabled: featureToggles.enabled })
    .from(featureToggles);
  return featureTogglesFrom(rows);
}

/** The toggles from stored rows (read here or with other facts in one query), over the defaults. */
export function featureTogglesFrom(
  rows: readonly { name: string; enabled: boolean }[],
): FeatureToggles & Record<string, boolean> {
  return {
    ...FEATURE_TOGGLE_DEFAULTS,
    ...Object.fromEntries(rows.map((row) => [row.name, row.enabled])),
  };
}
