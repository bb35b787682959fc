import { desc, eq, sql } from 'drizzle-orm';
import type { ApiKeyRow } from '../../../shared/model/api-key';
import type { Database } from '../../db/database';
import { apiKeys, persons, users } from '../../db/schema';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * The keys as the lists show them, newest first: one provider's (`providerPersonId`), or every
 * provider's (null, a SYS_ADMIN's list). Never a hash or a secret.
 */
export async function readApiKeyRows(
  db: Database,
  { providerPersonId = null, id = null }: { providerPersonId?: number | null; id?: number | null },
): Promise<ApiKeyRow[]> {
  const rows = await db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      prefix: apiKeys.keyPrefix,
      createdAt: apiKeys.createdAt,
      lastUsedAt: apiKeys.lastUsedAt,
      revokedAt: apiKeys.revokedAt,
      personId: persons.id,
      providerName: sql<string>`trim(${persons.givenName} || ' ' || ${persons.familyName})`,
      login: users.login,
    })
    .from(apiKeys)
    .innerJoin(persons, eq(persons.id, apiKeys.providerPersonId))
    .leftJoin(users, eq(users.personId, persons.id))
    .where(
      providerPersonId !== null
        ? eq(apiKeys.providerPersonId, providerPersonId)
        : id !== null
          ? eq(apiKeys.id, id)
          : undefined,
    )
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: iso(row.lastUsedAt),
    revokedAt: iso(row.revokedAt),
    provider: { personId: row.personId, name: row.providerName, login: row.login ?? '' },
  }));
}
