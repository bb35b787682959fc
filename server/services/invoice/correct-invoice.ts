import { eq, sql } from 'drizzle-orm';
import { INVOICE_KEYS, productOf, type InvoiceRow } from '../../../shared/model/invoice';
import type { Database } from '../../db/database';
import { customers, documents, invoices } from '../../db/schema';
import { invalidInput } from '../../errors';
import { configuredVat, insertDraft } from './create-drafts';
import { issueDraft, lockInvoice, type IssueContext } from './issue-invoice';
import { priceInvoiceLines } from './price-invoice';
import { readChargeableFamilies } from './read-chargeable';

/**
 * `PUT /api/invoice/correct`: in one transaction the issued invoice becomes SUPERSEDED_INVOICE
 * (kept, as invoices must be) and a new one for the same family, month and product, priced
 * from the bookings as they are now, is issued with the next number, its PDF saying which
 * invoice it replaces, and announced to the family again.
 */
export async function correctInvoice(
  db: Database,
  documentId: number,
  context: IssueContext,
): Promise<InvoiceRow> {
  return db.transaction(async (tx) => {
    const old = await lockInvoice(tx, documentId);
    if (old.type !== 'INVOICE')
      throw invalidInput(
        [{ path: 'documentId', message: INVOICE_KEYS.notAnInvoice }],
        INVOICE_KEYS.notAnInvoice,
      );
    await tx.update(invoices).set({ current: false }).where(eq(invoices.documentId, documentId));
    await tx
      .update(documents)
      .set({
        type: 'SUPERSEDED_INVOICE',
        modified: context.now,
        version: sql`${documents.version} + 1`,
      })
      .where(eq(documents.id, documentId));
    const [customer] = await tx
      .select({ personId: customers.personId })
      .from(customers)
      .where(eq(customers.id, old.customerId));
    const { year, month } = old;
    const [family] = await readChargeableFamilies(tx, {
      year,
      month,
      area: old.businessArea,
      customerId: old.customerId,
    });
    const lines = family
      ? priceInvoiceLines(family.bookings, {
          year,
          month,
          vatPercent: await configuredVat(tx),
          ...family,
        })
      : [];
    const draftId = await insertDraft(
      tx,
      {
        family: { customerId: old.customerId, personId: customer!.personId },
        lines,
        language: old.language === 'DE' ? 'DE' : 'EN',
        correctsDocumentId: documentId,
      },
      {
        year,
        month,
        input: { year, month, product: productOf(old.businessArea)! },
        now: context.now,
      },
    );
    return issueDraft(tx, draftId, context);
  });
}
