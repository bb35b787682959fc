import { and, eq } from 'drizzle-orm';
import type { Role } from '../../../shared/model/enums';
import type { Database } from '../../db/database';
import { userRoles, users } from '../../db/schema';
import type { Session } from '../../http/env';
import { bearerToken, readToken } from './token';

/**
 * The session behind an Authorization header: a valid token of a user who still exists and is
 * not locked. Roles come from the database, so a changed role or a lock applies at once.
 */
export async function loadSession(
  db: Database,
  authorization: string | undefined,
  secret: string,
  now: Date,
): Promise<Session | null> {
  const token = bearerToken(authorization);
  if (!token) return null;
  const claims = await readToken(token, secret, now);
  if (!claims) return null;
  const rows = await db
    .select({ login: users.login, personId: users.personId, role: userRoles.role })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(eq(users.id, claims.userId), eq(users.locked, false)));
  const first = rows[0];
  if (!first || first.personId !== claims.personId) return null;
  const roles = rows.map((row) => row.role).filter((role): role is Role => role !== null);
  return { userId: claims.userId, personId: first.personId, login: first.login, roles };
}
