import * as directDebit from '../../shared/contracts/direct-debit';
import { parentsAssociationDebitFileName } from '../../shared/model/direct-debit';
import { requiredSession } from '../http/guard';
import { route } from '../http/route';
import { schoolClock } from '../http/school-day';
import { mailLocale } from '../services/auth/forgot-password';
import { readPublicConfig } from '../services/config/read-configuration';
import { queueDirectDebitFileMail } from '../services/direct-debit/mail-direct-debit-file';
import {
  makeParentsAssociationDebit,
  planParentsAssociationDebit,
} from '../services/direct-debit/parents-association-debit';

/** SEPA direct debit files (issue 22.5): the parents' association's membership fees. */
export const directDebitRoutes = [
  route(directDebit.parentsAssociationDebitReport, async (c, { query }) => {
    const plan = await planParentsAssociationDebit(c.var.deps.db, query.paymentDate);
    return plan.report;
  }),
  route(directDebit.parentsAssociationDebitXml, async (c, { query }) => {
    const { db, timeZone, readCache, publicUrl, emailQueue } = c.var.deps;
    const { file, report } = await makeParentsAssociationDebit(db, {
      paymentDate: query.paymentDate,
      now: schoolClock(c).now,
    });
    const filename = parentsAssociationDebitFileName(query.paymentDate);
    if (query.email) {
      const config = await readCache.get('config', () => readPublicConfig(db, timeZone));
      await queueDirectDebitFileMail(db, {
        to: query.email,
        locale: await mailLocale(db, requiredSession(c).personId, undefined, config.defaultLocale),
        productName: config.productName,
        link: `${publicUrl}/customer`,
        report,
        filename,
        xml: file.xml,
      });
      emailQueue?.kick();
    }
    return new Response(file.xml, {
      headers: {
        'Content-Type': 'application/xml; charset=utf-8',
        'Content-Disposition': `attachment; filename="${filename}"`,
        'Cache-Control': 'no-store',
      },
    });
  }),
];
