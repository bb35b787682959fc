import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea, createdAt, version } from './columns';
import { documentTypeEnum } from './enums';
import { persons } from './people';

/** Invoices and drafts. An owner's deletion keeps the document: invoices must be retained. */
export const documents = pgTable(
  'documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    type: documentTypeEnum('type').notNull(),
    ownerPersonId: integer('owner_person_id').references(() => persons.id, {
      onDelete: 'set null',
    }),
    size: integer('size').notNull().default(0),
    mimeType: text('mime_type').notNull(),
    content: bytea('content'),
    modified: timestamp('modified', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    index('documents_owner_idx').on(t.ownerPersonId, t.modified),
    index('documents_modified_idx').on(t.modified),
  ],
);
