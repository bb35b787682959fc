import type { Context } from 'hono';
import { can } from '../../shared/access/capabilities';
import * as contract from '../../shared/contracts/invoice';
import { invoiceSummaryName } from '../../shared/model/invoice';
import type { AppEnv } from '../http/env';
import { requiredSession } from '../http/guard';
import { route } from '../http/route';
import { schoolClock } from '../http/school-day';
import { correctInvoice } from '../services/invoice/correct-invoice';
import { runInvoices } from '../services/invoice/create-drafts';
import { readSummaryRows, summaryCsv, summaryXlsx } from '../services/invoice/invoice-summary';
import { issueInvoices, type IssueContext } from '../services/invoice/issue-invoice';
import { listInvoices, readInvoiceDetail } from '../services/invoice/list-invoices';

const issueContext = (c: Context<AppEnv>): IssueContext => ({
  ...schoolClock(c),
  publicUrl: c.var.deps.publicUrl,
});

/** A file answer, saved under `name`. */
const file = (body: Uint8Array | string, type: string, name: string) =>
  new Response(typeof body === 'string' ? body : new Blob([body as Uint8Array<ArrayBuffer>]), {
    headers: {
      'Content-Type': type,
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'no-store',
    },
  });

/** `/api/invoice`: the monthly run, review, issue and correction, and the month's summaries. */
export const invoiceRoutes = [
  route(contract.runInvoices, (c, { body }) =>
    runInvoices(c.var.deps.db, body, { now: c.var.deps.now() }),
  ),
  route(contract.listInvoices, (c, { query }) => listInvoices(c.var.deps.db, query)),
  route(contract.getInvoice, (c, { params }) => readInvoiceDetail(c.var.deps.db, params.id)),
  route(contract.issueInvoices, async (c, { body }) => {
    try {
      return { issued: await issueInvoices(c.var.deps.db, body.documentIds, issueContext(c)) };
    } finally {
      // Issued invoices queued their pre-notifications, even when a later one failed.
      c.var.deps.emailQueue?.kick();
    }
  }),
  route(contract.correctInvoice, async (c, { body }) => {
    const row = await correctInvoice(c.var.deps.db, body.documentId, issueContext(c));
    c.var.deps.emailQueue?.kick();
    return row;
  }),
  route(contract.invoiceSummaryXlsx, async (c, { params: { year, month } }) => {
    const fullIban = can(requiredSession(c), 'invoice.manage');
    const rows = await readSummaryRows(c.var.deps.db, year, month, { fullIban });
    return file(
      await summaryXlsx(rows, year, month),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      invoiceSummaryName(year, month, 'xlsx'),
    );
  }),
  route(contract.invoiceSummaryCsv, async (c, { params: { year, month } }) => {
    const fullIban = can(requiredSession(c), 'invoice.manage');
    const rows = await readSummaryRows(c.var.deps.db, year, month, { fullIban });
    return file(
      summaryCsv(rows),
      'text/csv; charset=utf-8',
      invoiceSummaryName(year, month, 'csv'),
    );
  }),
];
