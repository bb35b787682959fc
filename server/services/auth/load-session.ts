import { and, eq } from 'drizzle-orm';
import { rolesWith } from '../../../shared/access/capabilities';
import type { Role } from '../../../shared/model/enums';
import type { Database } from '../../db/database';
import { sessions, userRoles, users } from '../../db/schema';
import type { Session } from './session';
import { isSessionLive, noteSessionUse } from './sessions';
import { bearerToken, readToken } from './token';

/**
 * The roles a widget's session keeps: a family's (`session.widget` of the capability map). Staff
 * powers never act from a partner's page, whose scripts can read the token
 * (services/auth/README.md).
 */
const widgetRoles = rolesWith('session.widget');

/**
 * The session behind an Authorization header: a valid token naming a live session (not ended,
 * not expired, a widget's not idle) of a user who still exists and is not locked. Roles come
 * from the database, so a changed role or a lock applies at once.
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
    .select({
      login: users.login,
      personId: users.personId,
      role: userRoles.role,
      kind: sessions.kind,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      endedAt: sessions.endedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(
      and(
        eq(sessions.id, claims.sessionId),
        eq(sessions.userId, claims.userId),
        eq(users.locked, false),
      ),
    );
  const first = rows[0];
  if (!first || first.personId !== claims.personId || !isSessionLive(first, now)) return null;
  await noteSessionUse(db, { id: claims.sessionId, lastSeenAt: first.lastSeenAt }, now);
  const roles = rows
    .map((row) => row.role)
    .filter((role): role is Role => role !== null)
    .filter((role) => first.kind === 'PORTAL' || widgetRoles.includes(role));
  return {
    userId: claims.userId,
    personId: first.personId,
    login: first.login,
    roles,
    sessionId: claims.sessionId,
    kind: first.kind,
  };
}
