import { date, index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { customers } from './customers';

/** FRST, RCUR, OOFF: a collection's place in its mandate's life (server/documents/sepa). */
export const sequenceTypeEnum = pgEnum('sepa_sequence_type', ['FRST', 'RCUR', 'OOFF']);

/**
 * Every SEPA collection put into a direct debit file, so the next file knows a mandate was used
 * (RCUR after FRST) and when last (a mandate unused for 36 months expires). Regenerating a file
 * finds its collections by end-to-end id and keeps their sequence types
 * (server/services/direct-debit/README.md).
 */
export const directDebitCollections = pgTable(
  'direct_debit_collections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The mandate reference collected under (a new mandate starts with FRST again). */
    mandateId: text('mandate_id').notNull(),
    /** What was collected: `PARENTS_ASSOCIATION`, or an invoice's product. */
    purpose: text('purpose').notNull(),
    sequenceType: sequenceTypeEnum('sequence_type').notNull(),
    collectionDate: date('collection_date', { mode: 'string' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** Unique: one collection per end-to-end id, whichever file carries it. */
    endToEndId: text('end_to_end_id').notNull().unique(),
    /** The file's message id (GrpHdr/MsgId). */
    messageId: text('message_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('direct_debit_collections_mandate_idx').on(t.mandateId, t.collectionDate),
    index('direct_debit_collections_customer_idx').on(t.customerId),
  ],
);
