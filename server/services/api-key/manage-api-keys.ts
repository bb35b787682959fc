import { and, eq, isNull } from 'drizzle-orm';
import { can } from '../../../shared/access/capabilities';
import type { ApiKeyInput, ApiKeyRow, CreatedApiKey } from '../../../shared/model/api-key';
import type { Database } from '../../db/database';
import { apiKeys } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import type { Session } from '../auth/session';
import { readApiKeyRows } from './api-key-rows';
import { newKeySecret } from './key-secret';

/** The caller's keys; every provider's for `apiKey.manage`. */
export function listApiKeys(db: Database, session: Session): Promise<ApiKeyRow[]> {
  return readApiKeyRows(db, {
    providerPersonId: can(session, 'apiKey.manage') ? null : session.personId,
  });
}

/** A new key of the calling provider; its secret is in this answer and nowhere else. */
export async function createApiKey(
  db: Database,
  session: Session,
  input: ApiKeyInput,
  now: Date,
): Promise<CreatedApiKey> {
  const { key, hash, prefix } = newKeySecret();
  const [stored] = await db
    .insert(apiKeys)
    .values({
      name: input.name,
      keyHash: hash,
      keyPrefix: prefix,
      providerPersonId: session.personId,
      createdAt: now,
    })
    .returning({ id: apiKeys.id });
  const [row] = await readApiKeyRows(db, { id: stored!.id });
  return { ...row!, key };
}

/**
 * Revokes a key at once: the next request with it answers 401. Who and when are kept on the row.
 * A provider revokes their own keys only (403 for another's, whether it exists or not); a
 * SYS_ADMIN any (404 for an unknown id). Revoking a revoked key changes nothing.
 */
export async function revokeApiKey(
  db: Database,
  session: Session,
  id: number,
  now: Date,
): Promise<void> {
  const manager = can(session, 'apiKey.manage');
  const [key] = await db
    .select({ provider: apiKeys.providerPersonId })
    .from(apiKeys)
    .where(eq(apiKeys.id, id));
  if (!manager && key?.provider !== session.personId) throw forbidden();
  if (!key) throw notFound();
  await db
    .update(apiKeys)
    .set({ revokedAt: now, revokedByUserId: session.userId })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
}
