import ExcelJS from 'exceljs';
import { and, asc, eq } from 'drizzle-orm';
import { productOf, type InvoiceProduct } from '../../../shared/model/invoice';
import type { Reader } from '../../db/database';
import { customers, documents, invoices, persons } from '../../db/schema';
import { maskIban } from './invoice-labels';

/** One row of the month's summary: a family's issued invoice of one product. */
export interface SummaryRow {
  family: string;
  membershipId: string | null;
  product: InvoiceProduct;
  number: string;
  totalCents: number;
  vatCents: number;
  collectionDate: string | null;
  mandateId: string | null;
  mandateDate: string | null;
  iban: string | null;
}

/** Options of the summaries: whether the caller sees whole IBANs (the office does). */
export interface SummaryOptions {
  fullIban: boolean;
}

/**
 * The issued invoices of a month (superseded ones and drafts left out), per family and product,
 * by family name: what the office hands the accountant and checks the direct debits against.
 */
export async function readSummaryRows(
  db: Reader,
  year: number,
  month: number,
  { fullIban }: SummaryOptions,
): Promise<SummaryRow[]> {
  const rows = await db
    .select({
      familyName: persons.familyName,
      givenName: persons.givenName,
      membershipId: customers.membershipId,
      businessArea: invoices.businessArea,
      number: invoices.number,
      totalCents: invoices.totalCents,
      vatCents: invoices.vatCents,
      collectionDate: invoices.collectionDate,
      mandateId: customers.mandateId,
      mandateDate: customers.mandateDate,
      iban: customers.iban,
    })
    .from(invoices)
    .innerJoin(documents, eq(documents.id, invoices.documentId))
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .innerJoin(persons, eq(persons.id, customers.personId))
    .where(and(eq(invoices.year, year), eq(invoices.month, month), eq(documents.type, 'INVOICE')))
    .orderBy(
      asc(persons.familyName),
      asc(persons.givenName),
      asc(invoices.businessArea),
      asc(invoices.number),
    );
  return rows.map((row) => ({
    family: `${row.familyName}, ${row.givenName}`,
    membershipId: row.membershipId,
    product: productOf(row.businessArea)!,
    number: row.number ?? '',
    totalCents: row.totalCents,
    vatCents: row.vatCents,
    collectionDate: row.collectionDate,
    mandateId: row.mandateId,
    mandateDate: row.mandateDate,
    iban: fullIban ? row.iban : row.iban && maskIban(row.iban),
  }));
}

const HEADER = [
  'Family',
  'Membership ID',
  'Product',
  'Invoice number',
  'Net',
  'VAT',
  'Total',
  'Collection date',
  'Mandate',
  'Mandate date',
  'IBAN',
] as const;

/** Euro from cents as a plain decimal ("1234.50"), exact: no floating point on the way. */
const euro = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

const cells = (row: SummaryRow) => [
  row.family,
  row.membershipId ?? '',
  row.product,
  row.number,
  euro(row.totalCents - row.vatCents),
  euro(row.vatCents),
  euro(row.totalCents),
  row.collectionDate ?? '',
  row.mandateId ?? '',
  row.mandateDate ?? '',
  row.iban ?? '',
];

/** One CSV field: always quoted, inner quotes doubled. */
const field = (value: string) => `"${value.replace(/"/g, '""')}"`;

/** The summary as CSV like the members export: UTF-8 with a byte order mark, `;`, CRLF. */
export function summaryCsv(rows: readonly SummaryRow[]): string {
  const lines = [HEADER, ...rows.map(cells)].map((line) => line.map(field).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/**
 * The summary as a workbook (exceljs): a sheet of the rows with amounts as numbers in euro
 * (two decimals), a total row, and the month in the sheet's name.
 */
export async function summaryXlsx(
  rows: readonly SummaryRow[],
  year: number,
  month: number,
): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(`Invoices ${year}-${String(month).padStart(2, '0')}`);
  sheet.addRow([...HEADER]).font = { bold: true };
  for (const row of rows) {
    const values: (string | number)[] = cells(row);
    // Amounts as numbers (from cents, divided once), so a spreadsheet adds them up.
    values[4] = (row.totalCents - row.vatCents) / 100;
    values[5] = row.vatCents / 100;
    values[6] = row.totalCents / 100;
    sheet.addRow(values);
  }
  const sum = (pick: (row: SummaryRow) => number) =>
    rows.reduce((s, row) => s + pick(row), 0) / 100;
  sheet.addRow([
    'Total',
    '',
    '',
    '',
    sum((row) => row.totalCents - row.vatCents),
    sum((row) => row.vatCents),
    sum((row) => row.totalCents),
  ]).font = { bold: true };
  for (const column of [5, 6, 7]) sheet.getColumn(column).numFmt = '#,##0.00';
  sheet.columns.forEach((column) => (column.width = 16));
  sheet.getColumn(1).width = 28;
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
