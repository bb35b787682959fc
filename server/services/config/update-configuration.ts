import { and, eq, sql } from 'drizzle-orm';
import {
  CONFIGURATION_ISSUES,
  type ConfigurationParameter,
  type ConfigurationUpdate,
} from '../../../shared/model/config';
import { secretHistoryField } from '../../../shared/model/history';
import type { Database, Transaction } from '../../db/database';
import { configuration } from '../../db/schema';
import { invalidInput, staleVersion } from '../../errors';
import type { HistoryActor } from '../history/record-history';
import { parametersSnapshot, recordConfigurationChange } from './configuration-snapshot';
import { readConfiguration } from './read-configuration';

/**
 * Saves changed parameters in one transaction, with a history row naming who and when. Each
 * carries the version it was read at; if someone saved that parameter since, nothing is saved
 * and the answer is 409. The parameters' values are checked one by one by the request schema;
 * what depends on two of them is checked here, on the values the save leaves.
 */
export async function updateConfiguration(
  db: Database,
  changes: ConfigurationUpdate,
  actor: HistoryActor,
): Promise<ConfigurationParameter[]> {
  await db.transaction(async (tx) => {
    const before = await parametersSnapshot(tx);
    for (const change of changes) await writeParameter(tx, change);
    const after = await parametersSnapshot(tx);
    checkTogether(after, changes);
    checkSignInTogether(after, changes);
    await recordConfigurationChange(tx, before, after, actor);
  });
  return readConfiguration(db);
}

async function writeParameter(tx: Transaction, { key, value, version }: ConfigurationUpdate[0]) {
  const updated = await tx
    .update(configuration)
    .set({ value, version: sql`${configuration.version} + 1` })
    .where(and(eq(configuration.key, key), eq(configuration.version, version)))
    .returning({ key: configuration.key });
  if (updated.length > 0) return;
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

/** Outsourced childminding sends families to the external link, so it must be there. */
function checkTogether(values: Record<string, unknown>, changes: ConfigurationUpdate) {
  if (values.childmindingMode !== 'OUTSOURCED' || values.childmindingExternalUrl) return;
  const at = changes.findIndex((change) => change.key === 'childmindingExternalUrl');
  const index = at >= 0 ? at : changes.findIndex((change) => change.key === 'childmindingMode');
  throw invalidInput([
    { path: `${index}.value`, message: CONFIGURATION_ISSUES.externalLinkRequired },
  ]);
}

/**
 * The school's identity provider is set here as a whole or not at all (then the server's
 * SSO_* settings apply): an issuer needs its client id, and a client id or secret an issuer.
 */
function checkSignInTogether(values: Record<string, unknown>, changes: ConfigurationUpdate) {
  const indexOf = (key: string) => {
    const at = changes.findIndex((change) => change.key === key);
    return at >= 0 ? at : 0;
  };
  if (values.ssoIssuer && !values.ssoClientId)
    throw invalidInput([
      {
        path: `${indexOf('ssoClientId')}.value`,
        message: CONFIGURATION_ISSUES.ssoClientIdRequired,
      },
    ]);
  if (!values.ssoIssuer && (values.ssoClientId || values[secretHistoryField('ssoClientSecret')]))
    throw invalidInput([
      { path: `${indexOf('ssoIssuer')}.value`, message: CONFIGURATION_ISSUES.ssoIssuerRequired },
    ]);
}
