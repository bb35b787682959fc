import {
  invoiceDebitDocumentParams,
  invoiceDebitMonthParams,
  invoiceDebitQuery,
  parentsAssociationDebitQuery,
  parentsAssociationReportQuery,
  type InvoiceDebitReport,
  type MembershipDebitReport,
} from '../model/direct-debit';
import { endpoint } from './endpoint';

/**
 * SEPA direct debit files (spec 002 §7 "Invoices and exports", issue 22.5): pain.008.001.08
 * files for the bank, ADMIN only (`directDebit.export`). Families without a valid mandate are
 * left out; the report names them.
 */

/**
 * `GET /api/invoice/direct-debit-parents-association-xml?paymentDate&email`: the parents'
 * association's membership fees, one collection per member family with a valid mandate, as
 * the XML download; with `email` the file is also mailed there. Records the collections, so the
 * next file collects RCUR where this one collected FRST; downloading the same date again gives
 * the same collections.
 */
export const parentsAssociationDebitXml = endpoint<Blob>()({
  method: 'GET',
  path: '/api/invoice/direct-debit-parents-association-xml',
  can: 'directDebit.export',
  query: parentsAssociationDebitQuery,
  answerType: 'blob',
});

/**
 * `GET /api/invoice/direct-debit-parents-association-report?paymentDate`: what that file would
 * hold — counts and sums per sequence type, and the families left out with the reason — without
 * making or recording it.
 */
export const parentsAssociationDebitReport = endpoint<MembershipDebitReport>()({
  method: 'GET',
  path: '/api/invoice/direct-debit-parents-association-report',
  can: 'directDebit.export',
  query: parentsAssociationReportQuery,
});

/*
 * The invoices' files. `{product}` sits inside a path segment, which Hono cannot match as a
 * parameter: the whole segment is the `product` parameter (`invoiceDebitSegment(product, kind)`
 * fills it), its pattern lets any product through so that an unknown one answers 400 on
 * `product` rather than 404.
 */

/**
 * `GET /api/invoice/direct-debit-{product}-xml/{year}/{month}?email`: one collection per issued
 * invoice of the month and product, on the collection date its pre-notification announced,
 * the invoice number as end-to-end id; families without a valid mandate left out. Records the
 * collections; downloading again gives the same collections (message id per product and month).
 */
export const invoiceDebitXml = endpoint<Blob>()({
  method: 'GET',
  path: '/api/invoice/:product{direct-debit-[a-z0-9-]+-xml}/:year/:month',
  can: 'directDebit.export',
  params: invoiceDebitMonthParams('xml'),
  query: invoiceDebitQuery,
  answerType: 'blob',
});

/**
 * `GET /api/invoice/direct-debit-{product}-report/{year}/{month}`: what that file would hold —
 * counts and sums per collection date and sequence type, the families left out with the reason.
 */
export const invoiceDebitReport = endpoint<InvoiceDebitReport>()({
  method: 'GET',
  path: '/api/invoice/:product{direct-debit-[a-z0-9-]+-report}/:year/:month',
  can: 'directDebit.export',
  params: invoiceDebitMonthParams('report'),
});

/**
 * `GET /api/invoice/direct-debit-{product}-by-document/{documentId}?email`: the file of one issued
 * invoice (a correction issued after the month's file). 400 `invoice.notAnInvoice` for a document
 * that is no issued invoice of the product; 409 `directDebit.notCollectable.{reason}`
 * (`NOT_COLLECTABLE_KEYS`) when its family's mandate cannot be collected from.
 */
export const invoiceDebitByDocument = endpoint<Blob>()({
  method: 'GET',
  path: '/api/invoice/:product{direct-debit-[a-z0-9-]+-by-document}/:id{[0-9]+}',
  can: 'directDebit.export',
  params: invoiceDebitDocumentParams,
  query: invoiceDebitQuery,
  answerType: 'blob',
});
