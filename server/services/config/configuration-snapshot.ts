import {
  CONFIGURATION_DEFAULTS,
  CONFIGURATION_PARAMETERS,
  type ConfigurationKey,
} from '../../../shared/model/config';
import { CONFIGURATION_RECORD_ID, secretHistoryField } from '../../../shared/model/history';
import type { Reader, Transaction } from '../../db/database';
import { configuration } from '../../db/schema';
import type { HistoryActor, HistorySnapshot } from '../history/record-history';
import { recordHistory } from '../history/record-history';
import { readFeatureToggles } from './read-feature-toggles';

/** The history's field of a feature toggle: `toggle.<name>`, beside the parameters' keys. */
export const toggleField = (name: string) => `toggle.${name}`;

/**
 * A secret as the history keeps it: never its value, only that it is set and by which save (its
 * row's version), so replacing one secret by another still shows as a change. Under its own
 * field (`<key>.stored`): the history drops every field named like a secret.
 */
export const secretInHistory = (value: string, version: number) =>
  value === '' ? '' : `•••••••• v${version}`;

/** The parameters' values as the history compares them: numbers as numbers, switches as yes/no. */
export async function parametersSnapshot(db: Reader): Promise<HistorySnapshot> {
  const rows = await db
    .select({ key: configuration.key, value: configuration.value, version: configuration.version })
    .from(configuration);
  const stored = new Map(rows.map((row) => [row.key, row]));
  const snapshot: HistorySnapshot = {};
  for (const [key, spec] of Object.entries(CONFIGURATION_PARAMETERS)) {
    const row = stored.get(key);
    const value = row?.value ?? CONFIGURATION_DEFAULTS[key as ConfigurationKey];
    if (spec.type === 'secret')
      snapshot[secretHistoryField(key)] = secretInHistory(value, row?.version ?? 0);
    else snapshot[key] = spec.type === 'switch' ? value === 'true' : value;
  }
  return snapshot;
}

/** The feature toggles as the history compares them. */
export async function togglesSnapshot(db: Transaction): Promise<HistorySnapshot> {
  const toggles = await readFeatureToggles(db);
  return Object.fromEntries(Object.entries(toggles).map(([name, on]) => [toggleField(name), on]));
}

/** Writes the configuration's history row for one save (parameters or toggles), in `tx`. */
export const recordConfigurationChange = (
  tx: Transaction,
  before: HistorySnapshot,
  after: HistorySnapshot,
  actor: HistoryActor,
) =>
  recordHistory(tx, { entity: 'configuration', id: CONFIGURATION_RECORD_ID, before, after, actor });
