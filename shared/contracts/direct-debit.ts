import {
  parentsAssociationDebitQuery,
  parentsAssociationReportQuery,
  type DirectDebitReport,
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
export const parentsAssociationDebitReport = endpoint<DirectDebitReport>()({
  method: 'GET',
  path: '/api/invoice/direct-debit-parents-association-report',
  can: 'directDebit.export',
  query: parentsAssociationReportQuery,
});
