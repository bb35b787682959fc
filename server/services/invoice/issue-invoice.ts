import { asc, eq, sql } from 'drizzle-orm';
import { INVOICE_KEYS, productOf, type InvoiceRow } from '../../../shared/model/invoice';
import type { Database, Transaction } from '../../db/database';
import {
  addresses,
  customers,
  documents,
  invoiceCounters,
  invoiceLines,
  invoices,
  persons,
} from '../../db/schema';
import { AppError, conflict, invalidInput, notFound } from '../../errors';
import { readParameter } from '../config/read-configuration';
import { invoiceLabels } from './invoice-labels';
import { renderInvoicePdf } from './invoice-pdf';
import { readInvoiceRow, toInvoiceLine } from './list-invoices';
import { queuePreNotification } from './pre-notification';

/** What issuing needs besides the database: the school's today and the clock, the portal's address. */
export interface IssueContext {
  today: string;
  now: Date;
  publicUrl: string;
}

/** Days from issuing to collection: the configuration's, whole days from 1 to 60 (else 14). */
export async function preNotificationDays(db: Transaction | Database): Promise<number> {
  const days = Number(await readParameter(db, 'preNotificationDays'));
  return Number.isInteger(days) && days >= 1 && days <= 60 ? days : 14;
}

/**
 * The collection day: `days` after today, moved to the Monday after when it falls on a weekend
 * (banks collect on business days), so it is never fewer than `days` after the announcement.
 */
export function collectionDay(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  const weekday = date.getUTCDay();
  if (weekday === 6) date.setUTCDate(date.getUTCDate() + 2);
  if (weekday === 0) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The year's next invoice number, `{year}-{00001}`. The counter row is locked (FOR UPDATE) until
 * the issuing transaction ends, so concurrent issues queue and a rolled-back one gives its number
 * back: numbers have no gaps.
 */
export async function nextInvoiceNumber(tx: Transaction, year: number): Promise<string> {
  await tx.insert(invoiceCounters).values({ year, lastNumber: 0 }).onConflictDoNothing();
  const [counter] = await tx
    .select({ lastNumber: invoiceCounters.lastNumber })
    .from(invoiceCounters)
    .where(eq(invoiceCounters.year, year))
    .for('update');
  const next = counter!.lastNumber + 1;
  await tx.update(invoiceCounters).set({ lastNumber: next }).where(eq(invoiceCounters.year, year));
  return `${year}-${String(next).padStart(5, '0')}`;
}

/** 400 unless the document is an invoice (draft, issued or superseded); its invoice row, locked. */
export async function lockInvoice(tx: Transaction, documentId: number) {
  const [row] = await tx
    .select({ invoice: invoices, type: documents.type })
    .from(documents)
    .leftJoin(invoices, eq(invoices.documentId, documents.id))
    .where(eq(documents.id, documentId))
    .for('update', { of: documents });
  if (!row) throw notFound();
  if (!row.invoice)
    throw invalidInput(
      [{ path: 'documentId', message: INVOICE_KEYS.notAnInvoice }],
      INVOICE_KEYS.notAnInvoice,
    );
  return { ...row.invoice, type: row.type };
}

/**
 * Issues one draft inside the caller's transaction: the next number, the collection day, the PDF
 * in the family's language, the document made an INVOICE, and the pre-notification queued in the
 * outbox (the same transaction: no invoice without its mail, no mail without its invoice).
 */
export async function issueDraft(
  tx: Transaction,
  documentId: number,
  { today, now, publicUrl }: IssueContext,
): Promise<InvoiceRow> {
  const invoice = await lockInvoice(tx, documentId);
  if (invoice.type !== 'INVOICE_DRAFT') throw new AppError(409, { message: INVOICE_KEYS.notDraft });
  const number = await nextInvoiceNumber(tx, Number(today.slice(0, 4)));
  const collectionDate = collectionDay(today, await preNotificationDays(tx));
  const [family] = await tx
    .select({
      personId: persons.id,
      givenName: persons.givenName,
      familyName: persons.familyName,
      email: persons.email,
      iban: customers.iban,
      mandateId: customers.mandateId,
      street: sql<
        string | null
      >`(select ${addresses.street} from ${addresses} where ${addresses.personId} = ${persons.id} order by ${addresses.id} limit 1)`,
      city: sql<
        string | null
      >`(select ${addresses.zip} || ' ' || ${addresses.city} from ${addresses} where ${addresses.personId} = ${persons.id} order by ${addresses.id} limit 1)`,
    })
    .from(customers)
    .innerJoin(persons, eq(persons.id, customers.personId))
    .where(eq(customers.id, invoice.customerId));
  const lines = (
    await tx
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.documentId, documentId))
      .orderBy(asc(invoiceLines.position))
  ).map(toInvoiceLine);
  const corrects = invoice.correctsDocumentId
    ? ((
        await tx
          .select({ number: invoices.number })
          .from(invoices)
          .where(eq(invoices.documentId, invoice.correctsDocumentId))
      )[0]?.number ?? null)
    : null;
  const locale = invoice.language === 'DE' ? 'de' : 'en';
  const product = productOf(invoice.businessArea)!;
  const mandate =
    family!.mandateId && family!.iban ? { id: family!.mandateId, iban: family!.iban } : null;
  const pdf = await renderInvoicePdf({
    locale,
    organisationName: await readParameter(tx, 'organisationName'),
    creditorId: await readParameter(tx, 'sepaCreditorId'),
    number,
    issuedOn: today,
    collectionDate,
    year: invoice.year,
    month: invoice.month,
    product,
    addressLines: [
      `${family!.givenName} ${family!.familyName}`,
      ...(family!.street ? [family!.street] : []),
      ...(family!.city ? [family!.city] : []),
    ],
    lines,
    totalCents: invoice.totalCents,
    mandate,
    corrects,
  });
  await tx
    .update(documents)
    .set({
      type: 'INVOICE',
      name: invoiceLabels(locale).documentName(number),
      content: pdf,
      size: pdf.byteLength,
      modified: now,
      version: sql`${documents.version} + 1`,
    })
    .where(eq(documents.id, documentId));
  await tx
    .update(invoices)
    .set({ number, issuedOn: today, collectionDate, version: sql`${invoices.version} + 1` })
    .where(eq(invoices.documentId, documentId));
  if (family!.email && invoice.totalCents > 0)
    await queuePreNotification(tx, {
      locale,
      personId: family!.personId,
      email: family!.email,
      givenName: family!.givenName,
      number,
      totalCents: invoice.totalCents,
      year: invoice.year,
      month: invoice.month,
      product,
      collectionDate,
      mandate,
      publicUrl,
    });
  const row = await readInvoiceRow(tx, documentId);
  if (!row) throw conflict();
  return row;
}

/**
 * `PUT /api/invoice/issue`: issues the drafts one after another, each in a transaction of its
 * own, so one that fails keeps the numbers of those before it and gives back its own.
 */
export async function issueInvoices(
  db: Database,
  documentIds: readonly number[],
  context: IssueContext,
): Promise<InvoiceRow[]> {
  const issued: InvoiceRow[] = [];
  for (const documentId of new Set(documentIds))
    issued.push(await db.transaction((tx) => issueDraft(tx, documentId, context)));
  return issued;
}
