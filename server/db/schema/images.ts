import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns';

/** Uploaded pictures of persons and services (at most MAX_IMAGE_BYTES), kept apart so lists never load them. */
export const images = pgTable('images', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  content: bytea('content').notNull(),
  createdAt: createdAt(),
});
