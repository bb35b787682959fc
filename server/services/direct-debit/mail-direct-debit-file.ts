import type { Locale } from '../../../shared/model/enums';
import type { Database } from '../../db/database';
import { emailOutbox, emailOutboxAttachments } from '../../db/schema';
import {
  directDebitFileMail,
  type DirectDebitFileContent,
} from '../../mail/templates/direct-debit-file';
import type { DirectDebitReport } from '../../../shared/model/direct-debit';

/** Options of {@link queueDirectDebitFileMail}. */
export interface DirectDebitFileMailInput {
  to: string;
  locale: Locale;
  productName: string;
  link: string;
  /** What the file collects, named in the message. */
  content: DirectDebitFileContent;
  report: DirectDebitReport;
  filename: string;
  xml: string;
}

/**
 * Queues the file in the durable outbox (server/mail/README.md) as an attachment of a message
 * to `to`, in one transaction; the outbox worker sends it and keeps it in the log.
 */
export async function queueDirectDebitFileMail(
  db: Database,
  { to, locale, productName, link, content, report, filename, xml }: DirectDebitFileMailInput,
): Promise<void> {
  const mail = directDebitFileMail({
    locale,
    productName,
    link,
    content,
    count: report.count,
    controlSumCents: report.controlSumCents,
    leftOut: report.leftOut.length,
  });
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(emailOutbox)
      .values({
        recipient: to,
        language: locale === 'de' ? 'DE' : 'EN',
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
      })
      .returning({ id: emailOutbox.id });
    await tx.insert(emailOutboxAttachments).values({
      outboxId: row!.id,
      filename,
      contentType: 'application/xml',
      content: new TextEncoder().encode(xml),
    });
  });
}
