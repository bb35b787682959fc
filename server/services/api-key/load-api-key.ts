import { and, eq, isNull } from 'drizzle-orm';
import { rolesWith } from '../../../shared/access/capabilities';
import type { BusinessArea, Role } from '../../../shared/model/enums';
import type { Database } from '../../db/database';
import { apiKeys, providerBusinessAreas, userRoles, users } from '../../db/schema';
import type { Session } from '../auth/session';
import { hashApiKey } from './key-secret';

/** `last_used_at` is written at most this often: a busy integration costs one write a minute. */
export const LAST_USED_EVERY_MS = 60 * 1000;

/** The roles a key acts with (`apiKey.use`); a provider's other roles never act by key. */
const keyRoles = rolesWith('apiKey.use');

/**
 * The caller behind an API key: a key not revoked, of a provider whose user exists, is not
 * locked and still holds a role of `apiKey.use`, with the business areas the provider serves.
 * Read on every request, so a revoke, a lock or a lost role stops the key at once.
 */
export async function loadApiKey(db: Database, key: string, now: Date): Promise<Session | null> {
  const rows = await db
    .select({
      id: apiKeys.id,
      lastUsedAt: apiKeys.lastUsedAt,
      userId: users.id,
      personId: users.personId,
      login: users.login,
      role: userRoles.role,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.personId, apiKeys.providerPersonId))
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(
      and(eq(apiKeys.keyHash, hashApiKey(key)), isNull(apiKeys.revokedAt), eq(users.locked, false)),
    );
  const roles = rows.map((row) => row.role).filter((role: Role) => keyRoles.includes(role));
  const first = rows[0];
  if (!first || roles.length === 0) return null;
  const areas = await db
    .select({ area: providerBusinessAreas.businessArea })
    .from(providerBusinessAreas)
    .where(eq(providerBusinessAreas.personId, first.personId));
  await noteKeyUse(db, first, now);
  return {
    userId: first.userId,
    personId: first.personId,
    login: first.login,
    roles,
    sessionId: `api-key:${first.id}`,
    kind: 'API_KEY',
    servedAreas: areas.map((row): BusinessArea => row.area),
  };
}

/** Notes the key's use when the last note is older than {@link LAST_USED_EVERY_MS}. */
async function noteKeyUse(db: Database, key: { id: number; lastUsedAt: Date | null }, now: Date) {
  if (key.lastUsedAt && now.getTime() - key.lastUsedAt.getTime() < LAST_USED_EVERY_MS) return;
  await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, key.id));
}
