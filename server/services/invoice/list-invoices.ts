import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  INVOICE_KEYS,
  INVOICE_PRODUCTS,
  productOf,
  type InvoiceDetail,
  type InvoiceLine,
  type InvoiceRow,
  type InvoiceRunInput,
} from '../../../shared/model/invoice';
import type { PriceLabelKey } from '../../../shared/model/price-label';
import type { Reader } from '../../db/database';
import { customers, documents, invoiceLines, invoices, persons } from '../../db/schema';
import { invalidInput, notFound } from '../../errors';

const lineCount = sql<number>`(select count(*)::int from ${invoiceLines} where ${invoiceLines.documentId} = ${invoices.documentId})`;

function selectRows(db: Reader, where: SQL | undefined) {
  return db
    .select({
      documentId: invoices.documentId,
      type: documents.type,
      number: invoices.number,
      customerId: invoices.customerId,
      family: sql<string>`${persons.familyName} || ', ' || ${persons.givenName}`,
      year: invoices.year,
      month: invoices.month,
      businessArea: invoices.businessArea,
      totalCents: invoices.totalCents,
      vatCents: invoices.vatCents,
      lineCount,
      issuedOn: invoices.issuedOn,
      collectionDate: invoices.collectionDate,
    })
    .from(invoices)
    .innerJoin(documents, eq(documents.id, invoices.documentId))
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .innerJoin(persons, eq(persons.id, customers.personId))
    .where(where)
    .orderBy(asc(persons.familyName), asc(persons.givenName), asc(invoices.documentId));
}

type StoredRow = Awaited<ReturnType<typeof selectRows>>[number];
const toRow = ({ businessArea, ...row }: StoredRow): InvoiceRow => ({
  ...row,
  product: productOf(businessArea)!,
});

/** A stored line as the API answers it. */
export const toInvoiceLine = (row: typeof invoiceLines.$inferSelect): InvoiceLine => ({
  bookingId: row.bookingId,
  participantName: row.participantName,
  serviceName: row.serviceName,
  labelKey: row.labelKey as PriceLabelKey,
  periodFrom: row.periodFrom,
  periodTo: row.periodTo,
  baseCents: row.baseCents,
  discountName: row.discountName,
  discountPercent: row.discountPercent,
  discountCents: row.discountCents,
  amountCents: row.amountCents,
  vatPercent: row.vatPercent,
  vatCents: row.vatCents,
});

/** One invoice as the list shows it, or undefined. */
export async function readInvoiceRow(db: Reader, documentId: number) {
  const [row] = await selectRows(db, eq(invoices.documentId, documentId));
  return row ? toRow(row) : undefined;
}

/** `GET /api/invoice/list`: the month's drafts, invoices and superseded ones, by family. */
export async function listInvoices(db: Reader, { year, month, product }: InvoiceRunInput) {
  const rows = await selectRows(
    db,
    and(
      eq(invoices.year, year),
      eq(invoices.month, month),
      eq(invoices.businessArea, INVOICE_PRODUCTS[product]),
    ),
  );
  return rows.map(toRow);
}

/** `GET /api/invoice/{documentId}`: an invoice with its lines; 400 for a document that is none. */
export async function readInvoiceDetail(db: Reader, documentId: number): Promise<InvoiceDetail> {
  const row = await readInvoiceRow(db, documentId);
  if (!row) {
    const [document] = await db
      .select({ id: documents.id })
      .from(documents)
      .where(eq(documents.id, documentId));
    if (!document) throw notFound();
    throw invalidInput(
      [{ path: 'id', message: INVOICE_KEYS.notAnInvoice }],
      INVOICE_KEYS.notAnInvoice,
    );
  }
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.documentId, documentId))
    .orderBy(asc(invoiceLines.position));
  return { ...row, lines: lines.map(toInvoiceLine) };
}
