import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { HistoryChange, HistoryEntity } from '../../../shared/model/history';
import { users } from './users';

/**
 * One save of a customer, participant, person or user (issue 17.8): who, when, and the changed
 * fields with their values before and after. Written in the save's own transaction
 * (services/history/record-history.ts), so no change is without its row.
 */
export const historyEntries = pgTable(
  'history_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** One of HISTORY_ENTITIES; text, so a new kind of record needs no migration. */
    entity: text('entity').$type<HistoryEntity>().notNull(),
    entityId: integer('entity_id').notNull(),
    /** Who saved; kept with their name when the user is deleted. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull(),
    created: boolean('created').notNull().default(false),
    changes: jsonb('changes').$type<HistoryChange[]>().notNull(),
  },
  (t) => [index('history_entries_record_idx').on(t.entity, t.entityId, t.changedAt, t.id)],
);
