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

/** What every draft of one run (or one correction) shares. */
export interface DraftOptions {
  year: number;
  month: number;
  input: InvoiceRunInput;
  now: Date;
}

/** One family's draft to store: its lines, language and the invoice it replaces, if any. */
export interface DraftRow {
  family: Pick<ChargeableFamily, 'customerId' | 'personId'>;
  lines: readonly InvoiceLine[];
  language: TemplateLanguage;
  correctsDocumentId?: number | null;
}

/**
 * Rows per INSERT: a run of the large seed stores 5,600 drafts with 40,000 lines, three
 * statements per draft took most of its 20 s of CPU on PGlite; the widest row (a line, 14
 * columns) stays far below PostgreSQL's 65,535 parameters.
 */
const ROWS_PER_INSERT = 1000;

function* slices<T>(rows: readonly T[]): Generator<readonly T[]> {
  for (let at = 0; at < rows.length; at += ROWS_PER_INSERT)
    yield rows.slice(at, at + ROWS_PER_INSERT);
}

/**
 * Stores drafts: their documents (INVOICE_DRAFT, no file yet), invoices and lines, a thousand
 * rows per statement. Answers the documents' ids in the order of `drafts`: identity values are
 * given in the order of a multi-row VALUES list, so the returned ids sorted are that order.
 */
export async function insertDrafts(
  tx: Transaction,
  drafts: readonly DraftRow[],
  { year, month, input, now }: DraftOptions,
): Promise<number[]> {
  const ids: number[] = [];
  for (const slice of slices(drafts)) {
    const returned = await tx
      .insert(documents)
      .values(
        slice.map(({ family }) => ({
          name: `Invoice draft ${year}-${String(month).padStart(2, '0')} ${input.product}`,
          type: 'INVOICE_DRAFT' as const,
          ownerPersonId: family.personId,
          mimeType: 'application/pdf',
          size: 0,
          modified: now,
        })),
      )
      .returning({ id: documents.id });
    ids.push(...returned.map((row) => row.id).sort((a, b) => a - b));
  }
  const rows = drafts.map((draft, index) => ({ ...draft, documentId: ids[index]! }));
  for (const slice of slices(rows))
    await tx.insert(invoices).values(
      slice.map(({ family, lines, language, correctsDocumentId = null, documentId }) => ({
        documentId,
        customerId: family.customerId,
        year,
        month,
        businessArea: INVOICE_PRODUCTS[input.product],
        ...invoiceTotals(lines),
        language,
        correctsDocumentId,
      })),
    );
  const lines = rows.flatMap(({ lines, documentId }) =>
    lines.map((line, position) => ({ ...line, documentId, position })),
  );
  // The lines as one JSON parameter per thousand: bound one value each, drizzle spent 3.5 s of
  // the large seed's run building the statements for 560,000 values.
  const columns = [
    invoiceLines.documentId,
    invoiceLines.position,
    invoiceLines.bookingId,
    invoiceLines.participantName,
    invoiceLines.serviceName,
    invoiceLines.labelKey,
    invoiceLines.periodFrom,
    invoiceLines.periodTo,
    invoiceLines.baseCents,
    invoiceLines.discountName,
    invoiceLines.discountPercent,
    invoiceLines.discountCents,
    invoiceLines.amountCents,
    invoiceLines.vatPercent,
    invoiceLines.vatCents,
  ].map((column) => sql.identifier(column.name));
  for (const slice of slices(lines))
    await tx.execute(
      sql`insert into ${invoiceLines} (${sql.join(columns, sql`, `)})
        select * from json_to_recordset(${JSON.stringify(slice)}::json) as line(
          "documentId" integer, "position" integer, "bookingId" integer, "participantName" text,
          "serviceName" text, "labelKey" text, "periodFrom" date, "periodTo" date,
          "baseCents" integer, "discountName" text, "discountPercent" numeric,
          "discountCents" integer, "amountCents" integer, "vatPercent" numeric, "vatCents" integer)`,
    );
  return ids;
}

/** Stores one family's draft (a correction's): {@link insertDrafts} of one. */
export async function insertDraft(
  tx: Transaction,
  draft: DraftRow,
  options: DraftOptions,
): Promise<number> {
  const [documentId] = await insertDrafts(tx, [draft], options);
  return documentId!;
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
    const drafts = families
      .map((family) => ({
        family,
        lines: priceInvoiceLines(family.bookings, { year, month, vatPercent, ...family }),
        language: languageOf(family.personId),
      }))
      .filter((draft) => draft.lines.length > 0);
    await insertDrafts(tx, drafts, { year, month, input, now });
    return { created: drafts.length, kept: kept.size };
  });
}
