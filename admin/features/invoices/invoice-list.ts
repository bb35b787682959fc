import * as v from 'valibot';
import type { ApiClient } from '../../../shared/api/client';
import { call } from '../../../shared/api/call';
import { listInvoices } from '../../../shared/contracts/invoice';
import { DOCUMENT_TYPES } from '../../../shared/model/enums';
import { INVOICE_PRODUCT_NAMES, type InvoiceRow } from '../../../shared/model/invoice';
import { choiceText, listQuerySchema } from '../../../shared/model/list';
import { localList } from '../../ui/data-table/local-list';

/** The tag the run, the issue and a correction invalidate. */
export const INVOICES_TAG = 'invoices';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * What `/invoices` keeps in its URL: the month (`yyyy-MM`, none: last month), the product
 * (`eca` by default), a status filter, the search in family and number, and the order.
 * `/invoices?month=2026-11&product=school-bus&type=INVOICE_DRAFT`
 */
export const invoiceListQuery = listQuerySchema({
  orderBy: ['family', 'number', 'total', 'type'],
  search: true,
  pageSize: 100,
  filters: {
    month: v.optional(v.pipe(v.string(), v.regex(MONTH))),
    product: v.optional(choiceText(INVOICE_PRODUCT_NAMES), 'eca'),
    type: v.optional(choiceText(DOCUMENT_TYPES)),
  },
});
export type InvoiceListQuery = v.InferOutput<typeof invoiceListQuery>;

/** The month before the school's today (`yyyy-MM`): the one usually invoiced. */
export function lastMonth(today: string): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** The month's year and month as the API takes them. */
export const monthParts = (month: string) => ({
  year: Number(month.slice(0, 4)),
  month: Number(month.slice(5, 7)),
});

/**
 * The month's invoices of the product. `GET /api/invoice/list` answers them all (a few hundred
 * families at most), so the page is cut here by the list contract's rules (`localList`).
 */
export async function fetchInvoicePage(
  client: ApiClient,
  query: InvoiceListQuery,
  month: string,
  signal: AbortSignal,
) {
  const { year, month: monthNumber } = monthParts(month);
  const all = await call(
    client,
    listInvoices,
    { query: { year: String(year), month: String(monthNumber), product: query.product } },
    { signal },
  );
  return { all, page: pageOf(all, query) };
}

/** One page of the rows by the URL's order, filter and search. */
export const pageOf = (rows: readonly InvoiceRow[], query: InvoiceListQuery) =>
  localList(rows, query, {
    id: (row) => row.documentId,
    orderValues: {
      family: (row) => row.family,
      number: (row) => row.number ?? '',
      total: (row) => row.totalCents,
      type: (row) => row.type,
    },
    searchIn: (row) => [row.family, row.number ?? ''],
    filter: (row) => query.type === undefined || row.type === query.type,
  });
