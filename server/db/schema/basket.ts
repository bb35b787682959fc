import { integer, pgTable, unique } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { basketEntryTypeEnum } from './enums';
import { users } from './users';

/**
 * A staff member's basket of recipients for the e-mail composer. `entityId` points to a customer,
 * person or user depending on `type`, so it carries no foreign key; readers skip vanished rows.
 */
export const basketEntries = pgTable(
  'basket_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: basketEntryTypeEnum('type').notNull(),
    entityId: integer('entity_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('basket_entries_owner_entity_key').on(t.ownerUserId, t.type, t.entityId)],
);
