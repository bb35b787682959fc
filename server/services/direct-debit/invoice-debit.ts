import { and, asc, eq, gt, isNotNull, type SQL } from 'drizzle-orm';
import {
  NOT_COLLECTABLE_KEYS,
  type DirectDebitReport,
  type InvoiceDebitReport,
} from '../../../shared/model/direct-debit';
import { INVOICE_KEYS, INVOICE_PRODUCTS, type InvoiceProduct } from '../../../shared/model/invoice';
import type { DirectDebitFile } from '../../documents/sepa/direct-debit-xml';
import type { Database, Reader } from '../../db/database';
import { customers, documents, invoices, persons } from '../../db/schema';
import { conflict, invalidInput, notFound } from '../../errors';
import { invoiceLabels } from '../invoice/invoice-labels';
import {
  completeCreditor,
  debitReport,
  sortCandidates,
  writeDebitFile,
  type DebitCandidate,
  type DebitPlan,
} from './debit-plan';

/** Short product codes for the message id (24 characters at most). */
const PRODUCT_CODES: Record<InvoiceProduct, string> = {
  eca: 'ECA',
  'school-bus': 'BUS',
  childminding: 'CM',
  'holiday-camp': 'CAMP',
  'parent-activities': 'PA',
};

const pad = (month: number) => String(month).padStart(2, '0');

/**
 * The month's file id, one per product and month (`INV-202611-ECA`): the same file made again has
 * the same id, and a bank refuses a file handed in twice.
 */
export const invoiceMonthMessageId = (product: InvoiceProduct, year: number, month: number) =>
  `INV-${year}${pad(month)}-${PRODUCT_CODES[product]}`;

/** One invoice's file id (`INV-2026-00012`). */
export const invoiceDocumentMessageId = (number: string) => `INV-${number}`;

/** The current, issued invoices the condition finds, with their families' bank data. */
function readIssuedInvoices(db: Reader, where: SQL | undefined) {
  return db
    .select({
      documentId: invoices.documentId,
      number: invoices.number,
      customerId: invoices.customerId,
      year: invoices.year,
      month: invoices.month,
      businessArea: invoices.businessArea,
      totalCents: invoices.totalCents,
      collectionDate: invoices.collectionDate,
      language: invoices.language,
      givenName: persons.givenName,
      familyName: persons.familyName,
      iban: customers.iban,
      bic: customers.bic,
      mandateId: customers.mandateId,
      mandateDate: customers.mandateDate,
    })
    .from(invoices)
    .innerJoin(documents, eq(documents.id, invoices.documentId))
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .innerJoin(persons, eq(persons.id, customers.personId))
    .where(
      and(
        eq(documents.type, 'INVOICE'),
        eq(invoices.current, true),
        isNotNull(invoices.number),
        isNotNull(invoices.collectionDate),
        where,
      ),
    )
    .orderBy(asc(persons.familyName), asc(persons.givenName), asc(invoices.documentId));
}
type IssuedInvoice = Awaited<ReturnType<typeof readIssuedInvoices>>[number];

/**
 * An invoice as a collection: its total on the announced collection date, the invoice number as
 * end-to-end id, and "Invoice 2026-00012 School bus 11/2026" (in the invoice's language) as the
 * family's statement line.
 */
function candidateOf(invoice: IssuedInvoice, product: InvoiceProduct): DebitCandidate {
  const labels = invoiceLabels(invoice.language === 'DE' ? 'de' : 'en');
  const number = invoice.number!;
  return {
    customerId: invoice.customerId,
    name: `${invoice.givenName} ${invoice.familyName}`,
    reference: number,
    purpose: INVOICE_PRODUCTS[product],
    bank: invoice,
    collection: {
      amountCents: invoice.totalCents,
      collectionDate: invoice.collectionDate!,
      remittance: `${labels.invoice} ${number} ${labels.product[product]} ${pad(invoice.month)}/${invoice.year}`,
      endToEndId: number,
    },
  };
}

/** A plan with its report. */
export interface InvoiceDebitPlan extends DebitPlan {
  report: InvoiceDebitReport;
}

/**
 * The month's issued invoices of the product as collections (invoices of 0 € collect nothing
 * and are not in it), the families without a valid mandate left out. 409 while the creditor is
 * not configured.
 */
export async function planInvoiceDebit(
  db: Reader,
  { product, year, month }: { product: InvoiceProduct; year: number; month: number },
): Promise<InvoiceDebitPlan> {
  const creditor = await completeCreditor(db);
  const rows = await readIssuedInvoices(
    db,
    and(
      eq(invoices.year, year),
      eq(invoices.month, month),
      eq(invoices.businessArea, INVOICE_PRODUCTS[product]),
      gt(invoices.totalCents, 0),
    ),
  );
  const messageId = invoiceMonthMessageId(product, year, month);
  const sorted = await sortCandidates(
    db,
    messageId,
    rows.map((row) => candidateOf(row, product)),
  );
  const plan = { creditor, messageId, ...sorted };
  return { ...plan, report: { product, year, month, ...debitReport(plan) } };
}

/**
 * The month's pain.008 file of the product, its collections recorded in the same transaction.
 * 409 when no invoice can be collected.
 */
export async function makeInvoiceDebit(
  db: Database,
  input: { product: InvoiceProduct; year: number; month: number; now: Date },
): Promise<{ file: DirectDebitFile; report: InvoiceDebitReport }> {
  return db.transaction(async (tx) => {
    const plan = await planInvoiceDebit(tx, input);
    return { file: await writeDebitFile(tx, plan, input.now), report: plan.report };
  });
}

/**
 * One issued invoice's file (a correction issued after the month's file). 404 for no document;
 * 400 `invoice.notAnInvoice` for one that is no current, issued invoice of the product; 409
 * `directDebit.notCollectable.{reason}` when its family is left out (no mandate, …),
 * `directDebit.nothingToCollect` for an invoice of 0 €.
 */
export async function makeInvoiceDocumentDebit(
  db: Database,
  { product, documentId, now }: { product: InvoiceProduct; documentId: number; now: Date },
): Promise<{
  file: DirectDebitFile;
  report: DirectDebitReport;
  invoice: { product: InvoiceProduct; year: number; month: number; number: string };
}> {
  return db.transaction(async (tx) => {
    const creditor = await completeCreditor(tx);
    const [invoice] = await readIssuedInvoices(
      tx,
      and(
        eq(invoices.documentId, documentId),
        eq(invoices.businessArea, INVOICE_PRODUCTS[product]),
      ),
    );
    if (!invoice) {
      const [document] = await tx
        .select({ id: documents.id })
        .from(documents)
        .where(eq(documents.id, documentId));
      if (!document) throw notFound();
      throw invalidInput(
        [{ path: 'id', message: INVOICE_KEYS.notAnInvoice }],
        INVOICE_KEYS.notAnInvoice,
      );
    }
    if (invoice.totalCents <= 0) throw conflict('directDebit.nothingToCollect');
    const messageId = invoiceDocumentMessageId(invoice.number!);
    const sorted = await sortCandidates(tx, messageId, [candidateOf(invoice, product)]);
    const [leftOut] = sorted.leftOut;
    if (leftOut) throw conflict(NOT_COLLECTABLE_KEYS[leftOut.reason]);
    const plan = { creditor, messageId, ...sorted };
    return {
      file: await writeDebitFile(tx, plan, now),
      report: debitReport(plan),
      invoice: { product, year: invoice.year, month: invoice.month, number: invoice.number! },
    };
  });
}
