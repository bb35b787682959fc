import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database, Writer } from '../../db/database';
import { attemptCounters } from '../../db/schema';

/** One rate limit: at most `limit` attempts per window; see {@link takeAttempt}. */
export interface AttemptRule {
  purpose: string;
  limit: number;
  windowMs: number;
  /**
   * How often a window may double: each new window of a counter that still exists (only
   * failures keep one alive) is twice the last, up to `windowMs × 2^maxDoublings`.
   */
  maxDoublings: number;
}

/** What a counter counts per; '' where it does not matter. */
export interface AttemptKey {
  subject?: string;
  address?: string;
}

export interface TakenAttempt {
  allowed: boolean;
  /** Until the window ends, when refused. */
  retryAfterSeconds: number;
}

/** Counters idle this long are removed; their strikes (growing windows) are forgiven. */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;
/** Every so many takes, one purges the forgotten counters. */
const PURGE_EVERY = 200;
let takesSincePurge = 0;

/**
 * Takes one attempt, atomically: a single INSERT … ON CONFLICT DO UPDATE … RETURNING counts it
 * before the guarded work (the password check) runs, so parallel requests cannot all read the
 * old count. PostgreSQL locks the row for the upsert; PGlite runs one statement at a time.
 * An attempt beyond the limit is counted too but not allowed.
 */
export async function takeAttempt(
  db: Database,
  rule: AttemptRule,
  { subject = '', address = '' }: AttemptKey,
  now: Date,
): Promise<TakenAttempt> {
  if (++takesSincePurge >= PURGE_EVERY) {
    takesSincePurge = 0;
    await db
      .delete(attemptCounters)
      .where(lt(attemptCounters.windowEndsAt, new Date(now.getTime() - FORGET_AFTER_MS)));
  }
  const at = sql`${now.toISOString()}::timestamptz`;
  const expired = sql`"attempt_counters"."window_ends_at" <= ${at}`;
  const strikes = sql`CASE WHEN ${expired} THEN "attempt_counters"."strikes" + 1 ELSE "attempt_counters"."strikes" END`;
  const windowEnd = sql`${at} + ${rule.windowMs}::double precision * power(2, least(${strikes}, ${rule.maxDoublings}::integer)) * interval '1 millisecond'`;
  const [row] = await db
    .insert(attemptCounters)
    .values({
      purpose: rule.purpose,
      subject,
      address,
      hits: 1,
      windowEndsAt: new Date(now.getTime() + rule.windowMs),
      strikes: 0,
    })
    .onConflictDoUpdate({
      target: [attemptCounters.purpose, attemptCounters.subject, attemptCounters.address],
      set: {
        hits: sql`CASE WHEN ${expired} THEN 1 ELSE "attempt_counters"."hits" + 1 END`,
        strikes,
        windowEndsAt: sql`CASE WHEN ${expired} THEN ${windowEnd} ELSE "attempt_counters"."window_ends_at" END`,
      },
    })
    .returning({ hits: attemptCounters.hits, windowEndsAt: attemptCounters.windowEndsAt });
  const allowed = (row?.hits ?? 1) <= rule.limit;
  const retryAfterMs = (row?.windowEndsAt.getTime() ?? now.getTime()) - now.getTime();
  return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(retryAfterMs / 1000)) };
}

const keyOf = (rule: AttemptRule, { subject = '', address = '' }: AttemptKey) =>
  and(
    eq(attemptCounters.purpose, rule.purpose),
    eq(attemptCounters.subject, subject),
    eq(attemptCounters.address, address),
  );

/** Returns an attempt that was taken but not spent (the work was refused or succeeded). */
export async function giveBackAttempt(
  db: Database,
  rule: AttemptRule,
  key: AttemptKey,
): Promise<void> {
  await db
    .update(attemptCounters)
    .set({ hits: sql`"attempt_counters"."hits" - 1` })
    .where(and(keyOf(rule, key), gt(attemptCounters.hits, 0)));
}

/** Forgets a counter with its strikes (a successful sign-in of that login from that address). */
export async function clearAttempts(db: Writer, rule: AttemptRule, key: AttemptKey): Promise<void> {
  await db.delete(attemptCounters).where(keyOf(rule, key));
}

/** Forgets every counter of a rule for one subject, from any address (a password reset). */
export async function clearAttemptsOf(
  db: Writer,
  rule: AttemptRule,
  subject: string,
): Promise<void> {
  await db
    .delete(attemptCounters)
    .where(and(eq(attemptCounters.purpose, rule.purpose), eq(attemptCounters.subject, subject)));
}
