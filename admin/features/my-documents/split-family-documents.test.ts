import { describe, expect, it } from 'vitest';
import type { DocumentRow } from '../../../shared/model/document';
import { splitFamilyDocuments } from './split-family-documents';

const row = (id: number, type: DocumentRow['type']): DocumentRow => ({
  id,
  version: 1,
  name: `doc-${id}.pdf`,
  type,
  owner: 'Becker, Julia',
  size: 1000,
  mimeType: 'application/pdf',
  modified: '2026-11-01T10:00:00.000Z',
});

describe('splitFamilyDocuments', () => {
  it('puts issued invoices first, keeps the order, and leaves the drafts out', () => {
    const rows = [
      row(1, 'SUPERSEDED_INVOICE'),
      row(2, 'INVOICE'),
      row(3, 'INVOICE_DRAFT'),
      row(4, 'INVOICE'),
    ];
    const { invoices, others } = splitFamilyDocuments(rows);
    expect(invoices.map((r) => r.id)).toEqual([2, 4]);
    expect(others.map((r) => r.id)).toEqual([1]);
  });
});
