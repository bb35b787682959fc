import { and, eq, sql } from 'drizzle-orm';
import type { TemplateLanguage } from '../../../shared/model/email';
import {
  INVOICE_PRODUCTS,
  type InvoiceLine,
  type InvoiceRunAnswer,
  type InvoiceRunInput,
} from '../../../shared/model/invoice';
import type { Database, Transaction } from '../../db/database';
import { documents, invoiceLines, invoices } from '../../db/schema';
import { readParameter } from '../config/read-configuration';
import { languagesOf } from '../email/resolve-recipients';
import { invoiceTotals, priceInvoiceLines } from './price-invoice';
import { readChargeableFamilies, type ChargeableFamily } from './read-chargeable';

/** The configuration's VAT in percent (spec 002 §1, default 0); a value that is no number reads as 0. */
export async function configuredVat(db: Transaction | Database): Promise<number> {
  const value = Number(await readParameter(db, 'vatPercent'));
  return Number.isFinite(value) && value >= 0 && value < 100 ? value : 0;
}

/** Options of {@link insertDraft}. */
export interface DraftOptions {
  year: number;
  month: number;
  input: InvoiceRunInput;
  language: TemplateLanguage;
  now: Date;
  correctsDocumentId?: number | null;
}

/** Stores one family's draft: its document (INVOICE_DRAFT, no file yet), the invoice and its lines. */
export async function insertDraft(
  tx: Transaction,
  family: Pick<ChargeableFamily, 'customerId' | 'personId'>,
  lines: readonly InvoiceLine[],
  { year, month, input, language, now, correctsDocumentId = null }: DraftOptions,
): Promise<number> {
  const [document] = await tx
    .insert(documents)
    .values({
      name: `Invoice draft ${year}-${String(month).padStart(2, '0')} ${input.product}`,
      type: 'INVOICE_DRAFT',
      ownerPersonId: family.personId,
      mimeType: 'application/pdf',
      size: 0,
      modified: now,
    })
    .returning({ id: documents.id });
  const documentId = document!.id;
  await tx.insert(invoices).values({
    documentId,
    customerId: family.customerId,
    year,
    month,
    businessArea: INVOICE_PRODUCTS[input.product],
    ...invoiceTotals(lines),
    language,
    correctsDocumentId,
  });
  if (lines.length > 0)
    await tx
      .insert(invoiceLines)
      .values(lines.map((line, position) => ({ ...line, documentId, position })));
  return documentId;
}

/** The language each family's invoices are written in: the customer's, else the default. */
export async function familyLanguages(db: Database | Transaction, personIds: number[]) {
  const fallback = (await readParameter(db, 'defaultLocale')) === 'de' ? 'DE' : 'EN';
  return languagesOf(db, personIds, fallback);
}

/**
 * `PUT /api/invoice/run`: a draft per family whose accepted bookings of the product are charged
 * in the month. Families with a current draft or invoice for the month are kept as they are, so
 * a second run changes nothing; concurrent runs of the same month queue on a transaction lock
 * (and the unique index on current invoices would refuse a second draft anyway).
 */
export async function runInvoices(
  db: Database,
  input: InvoiceRunInput,
  { now }: { now: Date },
): Promise<InvoiceRunAnswer> {
  const { year, month } = input;
  const area = INVOICE_PRODUCTS[input.product];
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(22003, ${year * 100 + month})`);
    const existing = await tx
      .select({ customerId: invoices.customerId })
      .from(invoices)
      .where(
        and(
          eq(invoices.year, year),
          eq(invoices.month, month),
          eq(invoices.businessArea, area),
          eq(invoices.current, true),
        ),
      );
    const kept = new Set(existing.map((row) => row.customerId));
    const vatPercent = await configuredVat(tx);
    const families = (await readChargeableFamilies(tx, { year, month, area })).filter(
      (family) => !kept.has(family.customerId),
    );
    const languageOf = await familyLanguages(
      tx,
      families.map((family) => family.personId),
    );
    let created = 0;
    for (const family of families) {
      const lines = priceInvoiceLines(family.bookings, { year, month, vatPercent, ...family });
      if (lines.length === 0) continue;
      await insertDraft(tx, family, lines, {
        year,
        month,
        input,
        language: languageOf(family.personId),
        now,
      });
      created += 1;
    }
    return { created, kept: kept.size };
  });
}
