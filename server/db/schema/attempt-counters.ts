import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate limits counted in the database, so they hold across several API servers and under
 * concurrency: one row per limited thing (a login from one address, an address, a sign-up
 * address), taken with one INSERT … ON CONFLICT … RETURNING (services/auth/attempt-limits.ts).
 */
export const attemptCounters = pgTable(
  'attempt_counters',
  {
    /** What is limited: `sign-in`, `sign-in-address`, `sign-up`. */
    purpose: text('purpose').notNull(),
    /** The login for per-login limits, '' otherwise. */
    subject: text('subject').notNull(),
    /** The client address, '' for limits that do not depend on it. */
    address: text('address').notNull(),
    /** Attempts taken in the current window (including ones still being checked). */
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Windows in a row that reached the limit; each doubles the next window (growing delay). */
    strikes: integer('strikes').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.purpose, t.subject, t.address] })],
);
