import {
  invoiceCorrectSchema,
  invoiceIssueSchema,
  invoiceMonthParams,
  invoiceRunSchema,
  type InvoiceDetail,
  type InvoiceIssueAnswer,
  type InvoiceRow,
  type InvoiceRunAnswer,
} from '../model/invoice';
import { idParamSchema } from '../model/storable';
import { endpoint } from './endpoint';

/**
 * Monthly invoices and their summaries (spec 002 §7 "Invoices and exports", issue 22.3, 22.4,
 * 22.6): ADMIN only (`invoice.manage`). A family reads its issued invoices as documents
 * (`/api/document/*`, scoped to the family). A month after the school's current one, an unknown
 * product or a document that is not an invoice answer 400 with the reason.
 */

/**
 * `PUT /api/invoice/run`: a draft (INVOICE_DRAFT) per family with accepted bookings charged in
 * the month for the product; families that have one already are kept as they are (a second run
 * changes nothing).
 */
export const runInvoices = endpoint<InvoiceRunAnswer>()({
  method: 'PUT',
  path: '/api/invoice/run',
  can: 'invoice.manage',
  body: invoiceRunSchema,
});

/** `GET /api/invoice/list?year&month&product`: the month's drafts and invoices, by family. */
export const listInvoices = endpoint<InvoiceRow[]>()({
  method: 'GET',
  path: '/api/invoice/list',
  can: 'invoice.manage',
  query: invoiceRunSchema,
});

/** `GET /api/invoice/{documentId}`: one draft or invoice with its lines; 400 for another document. */
export const getInvoice = endpoint<InvoiceDetail>()({
  method: 'GET',
  path: '/api/invoice/:id{[0-9]+}',
  can: 'invoice.manage',
  params: idParamSchema,
});

/**
 * `PUT /api/invoice/issue`: issues the drafts — each numbered without gaps in the year, made a
 * PDF in the family's language and announced to the family with the collection date
 * (pre-notification) — each in a transaction of its own; 409 `invoice.notDraft` for one issued
 * meanwhile (those before it stay issued).
 */
export const issueInvoices = endpoint<InvoiceIssueAnswer>()({
  method: 'PUT',
  path: '/api/invoice/issue',
  can: 'invoice.manage',
  body: invoiceIssueSchema,
});

/**
 * `PUT /api/invoice/correct`: an issued invoice becomes SUPERSEDED_INVOICE and a new one, made
 * from the month's bookings as they are now, is issued in its place (in one transaction).
 */
export const correctInvoice = endpoint<InvoiceRow>()({
  method: 'PUT',
  path: '/api/invoice/correct',
  can: 'invoice.manage',
  body: invoiceCorrectSchema,
});

/** `GET /api/invoice/summary-xlsx/{year}/{month}`: per family and product, the issued invoices. */
export const invoiceSummaryXlsx = endpoint<Blob>()({
  method: 'GET',
  path: '/api/invoice/summary-xlsx/:year/:month',
  can: 'invoice.manage',
  params: invoiceMonthParams,
  answerType: 'blob',
});

/** `GET /api/invoice/summary-csv/{year}/{month}`: the same as CSV (UTF-8 with BOM, `;`). */
export const invoiceSummaryCsv = endpoint<Blob>()({
  method: 'GET',
  path: '/api/invoice/summary-csv/:year/:month',
  can: 'invoice.manage',
  params: invoiceMonthParams,
  answerType: 'blob',
});
