import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { participants } from './participants';
import { persons } from './people';

/**
 * A child's private calendar feed (issue 19.6): one secret address per child. Only the SHA-256
 * of its random token is kept, so a stolen database reveals no working address; renewing
 * replaces the hash, and the old address answers 404 at once.
 */
export const scheduleFeeds = pgTable('schedule_feeds', {
  participantId: integer('participant_id')
    .primaryKey()
    .references(() => participants.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  /** Who made the current address (a parent of the child). */
  createdBy: integer('created_by').references(() => persons.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});
