import type { DocumentRow } from '../../../shared/model/document';

/**
 * The family's documents as /my/documents shows them: the issued invoices, and the other
 * documents on file. Drafts are the office's work in progress, not yet issued: they stay out
 * (README.md).
 */
export function splitFamilyDocuments(rows: readonly DocumentRow[]): {
  invoices: DocumentRow[];
  others: DocumentRow[];
} {
  return {
    invoices: rows.filter((row) => row.type === 'INVOICE'),
    others: rows.filter((row) => row.type !== 'INVOICE' && row.type !== 'INVOICE_DRAFT'),
  };
}
