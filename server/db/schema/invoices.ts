import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { createdAt, version } from './columns';
import { customers } from './customers';
import { documents } from './documents';
import { businessAreaEnum, languageEnum } from './enums';
import { discountModels } from './service-details';

/**
 * A family's invoice for one month and product (issue 22.3). Its state is its document's type:
 * INVOICE_DRAFT, INVOICE or SUPERSEDED_INVOICE. Amounts are integer cents. `current` is false
 * once a correction replaced it: a family has one current invoice per month and product, so a
 * second run finds it and changes nothing (the unique index holds under concurrent runs too).
 */
export const invoices = pgTable(
  'invoices',
  {
    documentId: integer('document_id')
      .primaryKey()
      .references(() => documents.id, { onDelete: 'restrict' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    businessArea: businessAreaEnum('business_area').notNull(),
    current: boolean('current').notNull().default(true),
    /** Set when issued: `{year}-{sequence}`, numbered without gaps per year (invoice_counters). */
    number: text('number').unique(),
    issuedOn: date('issued_on', { mode: 'string' }),
    /** The collection day announced to the family (pre-notification). */
    collectionDate: date('collection_date', { mode: 'string' }),
    totalCents: integer('total_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    /** The language of the PDF and the pre-notification: the family's. */
    language: languageEnum('language').notNull(),
    /** The invoice a correction issued this one in place of. */
    correctsDocumentId: integer('corrects_document_id').references(() => documents.id, {
      onDelete: 'set null',
    }),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_current_key')
      .on(t.customerId, t.year, t.month, t.businessArea)
      .where(sql`${t.current}`),
    index('invoices_month_idx').on(t.year, t.month, t.businessArea),
    check('invoices_month_check', sql`${t.month} between 1 and 12`),
  ],
);

/** What an invoice charges: one line per booking, with its discount and the VAT it contains. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    documentId: integer('document_id')
      .notNull()
      .references(() => invoices.documentId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    participantName: text('participant_name').notNull(),
    serviceName: text('service_name').notNull(),
    labelKey: text('label_key').notNull(),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    baseCents: integer('base_cents').notNull(),
    discountName: text('discount_name'),
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2, mode: 'number' }),
    discountCents: integer('discount_cents').notNull().default(0),
    amountCents: integer('amount_cents').notNull(),
    vatPercent: numeric('vat_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    vatCents: integer('vat_cents').notNull(),
  },
  (t) => [index('invoice_lines_document_idx').on(t.documentId, t.position)],
);

/**
 * The last invoice number given in a year. Issuing locks the year's row (FOR UPDATE) and
 * counts on in its own transaction, so numbers have no gaps: a failed issue gives its back.
 */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

/** Discount models granted to a family (a hardship or staff discount, on application). */
export const customerDiscountModels = pgTable(
  'customer_discount_models',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    discountModelId: integer('discount_model_id')
      .notNull()
      .references(() => discountModels.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.discountModelId] })],
);
