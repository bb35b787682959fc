import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, ne, or } from 'drizzle-orm';
import type { Database, Writer } from '../../db/database';
import { sessions, type SessionKind } from '../../db/schema';
import { TOKEN_LIFETIME_SECONDS } from './token';

/** A widget's session ends after this long without a request (its token is readable by the host page). */
export const WIDGET_IDLE_MS = 4 * 60 * 60 * 1000;
/** `last_seen_at` is written at most this often, not on every request. */
export const LAST_SEEN_EVERY_MS = 5 * 60 * 1000;

/** Opens a session for a sign-in; its id goes into the token. Ended rows of the user are tidied. */
export async function openSession(
  db: Writer,
  { userId, kind, now }: { userId: number; kind: SessionKind; now: Date },
): Promise<{ id: string; expiresAt: Date }> {
  const id = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_SECONDS * 1000);
  // A user's expired or ended sessions are of no use: keep the table as small as who is signed in.
  await db
    .delete(sessions)
    .where(
      and(eq(sessions.userId, userId), or(lt(sessions.expiresAt, now), lt(sessions.endedAt, now))),
    );
  await db
    .insert(sessions)
    .values({ id, userId, kind, lastSeenAt: now, expiresAt, createdAt: now });
  return { id, expiresAt };
}

/** When a session ends at the latest, or null for no such session. */
export async function sessionExpiry(db: Database, sessionId: string): Promise<Date | null> {
  const [row] = await db
    .select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row?.expiresAt ?? null;
}

/** Ends one session (sign-out). */
export async function endSession(db: Writer, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
}

/**
 * Ends every open session of a user, but `except` (a password change keeps the caller's own).
 * A lock ends them too, through a trigger (schema/sessions.ts).
 */
export async function endUserSessions(
  db: Writer,
  userId: number,
  now: Date,
  { except }: { except?: string } = {},
): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.endedAt),
        except === undefined ? undefined : ne(sessions.id, except),
      ),
    );
}

/** Whether a session read from the database still counts at `now`. */
export function isSessionLive(
  row: { kind: SessionKind; lastSeenAt: Date; expiresAt: Date; endedAt: Date | null },
  now: Date,
): boolean {
  if (row.endedAt !== null || row.expiresAt.getTime() <= now.getTime()) return false;
  return row.kind !== 'WIDGET' || now.getTime() - row.lastSeenAt.getTime() < WIDGET_IDLE_MS;
}

/** Notes the session's use when the last note is older than {@link LAST_SEEN_EVERY_MS}. */
export async function noteSessionUse(
  db: Writer,
  row: { id: string; lastSeenAt: Date },
  now: Date,
): Promise<void> {
  if (now.getTime() - row.lastSeenAt.getTime() < LAST_SEEN_EVERY_MS) return;
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.id));
}
