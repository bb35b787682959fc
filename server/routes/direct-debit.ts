import type { Context } from 'hono';
import * as directDebit from '../../shared/contracts/direct-debit';
import {
  invoiceDebitFileName,
  invoiceDocumentDebitFileName,
  parentsAssociationDebitFileName,
  type DirectDebitReport,
} from '../../shared/model/direct-debit';
import type { AppEnv } from '../http/env';
import { requiredSession } from '../http/guard';
import { route } from '../http/route';
import { schoolClock } from '../http/school-day';
import type { DirectDebitFileContent } from '../mail/templates/direct-debit-file';
import { mailLocale } from '../services/auth/forgot-password';
import { readPublicConfig } from '../services/config/read-configuration';
import {
  makeInvoiceDebit,
  makeInvoiceDocumentDebit,
  planInvoiceDebit,
} from '../services/direct-debit/invoice-debit';
import { queueDirectDebitFileMail } from '../services/direct-debit/mail-direct-debit-file';
import {
  makeParentsAssociationDebit,
  planParentsAssociationDebit,
} from '../services/direct-debit/parents-association-debit';

/** What a made file answers: the XML, mailed to `email` too when asked. */
interface MadeFile {
  xml: string;
  filename: string;
  report: DirectDebitReport;
  content: DirectDebitFileContent;
  /** The portal's page the file is made on, linked from the message. */
  page: string;
}

/** The file as the download, after queueing it to `email` (in the caller's language). */
async function answerFile(c: Context<AppEnv>, email: string | undefined, made: MadeFile) {
  const { db, timeZone, readCache, publicUrl, emailQueue } = c.var.deps;
  if (email) {
    const config = await readCache.get('config', () => readPublicConfig(db, timeZone));
    await queueDirectDebitFileMail(db, {
      to: email,
      locale: await mailLocale(db, requiredSession(c).personId, undefined, config.defaultLocale),
      productName: config.productName,
      link: `${publicUrl}${made.page}`,
      content: made.content,
      report: made.report,
      filename: made.filename,
      xml: made.xml,
    });
    emailQueue?.kick();
  }
  return new Response(made.xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Content-Disposition': `attachment; filename="${made.filename}"`,
      'Cache-Control': 'no-store',
    },
  });
}

/**
 * SEPA direct debit files (issue 22.5): the parents' association's membership fees, and the
 * monthly invoices of a product (the month's file, one invoice's file).
 */
export const directDebitRoutes = [
  route(directDebit.parentsAssociationDebitReport, async (c, { query }) => {
    const plan = await planParentsAssociationDebit(c.var.deps.db, query.paymentDate);
    return plan.report;
  }),
  route(directDebit.parentsAssociationDebitXml, async (c, { query }) => {
    const { paymentDate, email } = query;
    const { file, report } = await makeParentsAssociationDebit(c.var.deps.db, {
      paymentDate,
      now: schoolClock(c).now,
    });
    return answerFile(c, email, {
      xml: file.xml,
      filename: parentsAssociationDebitFileName(paymentDate),
      report,
      content: { kind: 'membership', paymentDate },
      page: '/customer',
    });
  }),
  route(directDebit.invoiceDebitReport, async (c, { params }) => {
    const plan = await planInvoiceDebit(c.var.deps.db, params);
    return plan.report;
  }),
  route(directDebit.invoiceDebitXml, async (c, { params, query }) => {
    const { product, year, month } = params;
    const { file, report } = await makeInvoiceDebit(c.var.deps.db, {
      ...params,
      now: schoolClock(c).now,
    });
    return answerFile(c, query.email, {
      xml: file.xml,
      filename: invoiceDebitFileName(product, year, month),
      report,
      content: { kind: 'invoices', product, year, month },
      page: `/invoices?month=${year}-${String(month).padStart(2, '0')}&product=${product}`,
    });
  }),
  route(directDebit.invoiceDebitByDocument, async (c, { params, query }) => {
    const { file, report, invoice } = await makeInvoiceDocumentDebit(c.var.deps.db, {
      product: params.product,
      documentId: params.id,
      now: schoolClock(c).now,
    });
    return answerFile(c, query.email, {
      xml: file.xml,
      filename: invoiceDocumentDebitFileName(invoice.number),
      report,
      content: { kind: 'invoices', ...invoice },
      page: `/invoices?month=${invoice.year}-${String(invoice.month).padStart(2, '0')}&product=${invoice.product}`,
    });
  }),
];
