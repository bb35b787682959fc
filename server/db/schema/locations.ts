import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps, version } from './columns';

export const locations = pgTable(
  'locations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    room: text('room').notNull(),
    capacity: integer('capacity').notNull(),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    check('locations_capacity_check', sql`${t.capacity} >= 0`),
    index('locations_name_idx').on(t.name, t.room),
  ],
);
