import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { InvoiceRow } from '../../../shared/model/invoice';
import { invoiceListQuery, lastMonth, monthParts, pageOf } from './invoice-list';

const row = (documentId: number, family: string, type: InvoiceRow['type'], totalCents: number) =>
  ({
    documentId,
    type,
    number: type === 'INVOICE_DRAFT' ? null : `2026-0000${documentId}`,
    customerId: documentId,
    family,
    year: 2026,
    month: 11,
    product: 'eca',
    totalCents,
    vatCents: 0,
    lineCount: 1,
    issuedOn: null,
    collectionDate: null,
  }) satisfies InvoiceRow;

const rows = [
  row(1, 'Becker, Julia', 'INVOICE', 8592),
  row(2, 'Albers, Tom', 'INVOICE_DRAFT', 5000),
  row(3, 'Cohen, Ada', 'INVOICE_DRAFT', 1200),
];
const query = (input: Record<string, string>) => v.parse(invoiceListQuery, input);

describe('the invoice list', () => {
  it('defaults to the month before today, January going back a year', () => {
    expect(lastMonth('2026-12-05')).toBe('2026-11');
    expect(lastMonth('2027-01-31')).toBe('2026-12');
    expect(monthParts('2026-03')).toEqual({ year: 2026, month: 3 });
  });

  it('orders by family, filters by state and searches family and number', () => {
    expect(pageOf(rows, query({})).items.map((r) => r.documentId)).toEqual([2, 1, 3]);
    expect(pageOf(rows, query({ type: 'INVOICE_DRAFT' })).items.map((r) => r.family)).toEqual([
      'Albers, Tom',
      'Cohen, Ada',
    ]);
    expect(pageOf(rows, query({ search: '2026-00001' })).items.map((r) => r.documentId)).toEqual([
      1,
    ]);
    expect(pageOf(rows, query({ orderBy: 'total', asc: 'false' })).items[0]!.documentId).toBe(1);
  });

  it('keeps the product in the URL, after-school activities by default', () => {
    expect(query({}).product).toBe('eca');
    expect(() => query({ product: 'school' })).toThrow();
    expect(() => query({ month: '2026-13' })).toThrow();
  });
});
