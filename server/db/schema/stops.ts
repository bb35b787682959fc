import { pgTable, integer, text } from 'drizzle-orm/pg-core';
import { timestamps, version } from './columns';

/** A bus stop; the school itself is the stop named ESF_STOP_NAME. */
export const stops = pgTable('stops', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  street: text('street').notNull(),
  imageUrl: text('image_url'),
  version: version(),
  ...timestamps(),
});

export const ESF_STOP_NAME = 'ESF';
