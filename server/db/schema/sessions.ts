import { index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/** The portal's full session, or the reduced one a widget on a partner's page holds. */
export const SESSION_KINDS = ['PORTAL', 'WIDGET'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];
export const sessionKindEnum = pgEnum('session_kind', SESSION_KINDS);

/**
 * One sign-in. The bearer token names its row (`sid`), so a session ends on the server: on
 * sign-out, a password change or reset, and a lock (a trigger in migration 0001 ends every
 * session of a user whose `locked` turns true, whichever code locks).
 */
export const sessions = pgTable(
  'sessions',
  {
    /** Random, 32 bytes base64url; useless without the token's signature. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: sessionKindEnum('kind').notNull(),
    createdAt: createdAt(),
    /** Written at most every few minutes, not on every request (sessions.ts). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
