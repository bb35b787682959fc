import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { EmailSendProgress, SentEmailDetail, SentEmailRow } from '../../../shared/model/email';
import type { ListAnswer } from '../../../shared/model/list';
import type { SentEmailListQuery } from '../../../shared/model/sent-email-list';
import { EMAIL_KEYS } from '../../../shared/rules/email-template';
import type { Database } from '../../db/database';
import { listPage } from '../../db/list-query';
import { emailOutbox, emailSends, sentEmails } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { htmlToText } from './render-email';
import { readSendProgress } from './send-composition';

const rowColumns = {
  id: sentEmails.id,
  subject: sentEmails.subject,
  sender: sentEmails.sender,
  recipient: sentEmails.recipient,
  status: sentEmails.status,
  modified: sentEmails.modified,
};

const asRow = <T extends { modified: Date }>(row: T) => ({
  ...row,
  modified: row.modified.toISOString(),
});

/**
 * `GET /api/sent-email/list`: one page of the log with the total, filtered by status (`FAILED`:
 * anything but SUCCESS), a part of the recipient's address (`search`) and the days `from`..`to`
 * as the school's calendar has them.
 */
export async function listSentEmails(
  db: Database,
  query: SentEmailListQuery,
  timeZone: string,
): Promise<ListAnswer<SentEmailRow>> {
  const day = sql`(${sentEmails.modified} at time zone ${timeZone})::date`;
  const filters: (SQL | undefined)[] = [
    query.status === 'FAILED'
      ? ne(sentEmails.status, 'SUCCESS')
      : query.status
        ? eq(sentEmails.status, query.status)
        : undefined,
    query.from ? sql`${day} >= ${query.from}::date` : undefined,
    query.to ? sql`${day} <= ${query.to}::date` : undefined,
  ];
  const page = await listPage(db, db.select(rowColumns).from(sentEmails).$dynamic(), query, {
    orderColumns: {
      modified: sentEmails.modified,
      recipient: sentEmails.recipient,
      subject: sentEmails.subject,
      status: sentEmails.status,
    },
    id: sentEmails.id,
    where: and(...filters),
    searchColumns: [sentEmails.recipient],
    withTotal: true,
  });
  return { ...page, items: page.items.map(asRow) };
}

/** `GET /api/sent-email/{id}`: the detail viewer's mail; 404. */
export async function readSentEmail(db: Database, id: number): Promise<SentEmailDetail> {
  const [row] = await db
    .select({ ...rowColumns, body: sentEmails.body, errorMessage: sentEmails.errorMessage })
    .from(sentEmails)
    .where(eq(sentEmails.id, id));
  if (!row) throw notFound();
  return asRow(row);
}

/**
 * `PUT /api/sent-email/{id}/resend`: a failed mail queued again as logged (its plain text made
 * from the body); a delivered one is 409 `email.message.notFailed`.
 */
export async function resendSentEmail(
  db: Database,
  id: number,
  userId: number | null,
): Promise<EmailSendProgress> {
  const [row] = await db.select().from(sentEmails).where(eq(sentEmails.id, id));
  if (!row) throw notFound();
  if (row.status === 'SUCCESS') throw conflict(EMAIL_KEYS.notFailed);
  const sendId = await db.transaction(async (tx) => {
    const [send] = await tx
      .insert(emailSends)
      .values({ createdByUserId: userId, templateName: row.subject })
      .returning({ id: emailSends.id });
    const [original] = await tx
      .select({ language: emailOutbox.language, text: emailOutbox.text })
      .from(emailOutbox)
      .where(eq(emailOutbox.sentEmailId, id));
    await tx.insert(emailOutbox).values({
      sendId: send!.id,
      recipientPersonId: row.recipientPersonId,
      recipient: row.recipient,
      language: original?.language ?? 'EN',
      subject: row.subject,
      html: row.body,
      text: original?.text ?? htmlToText(row.body),
    });
    return send!.id;
  });
  return readSendProgress(db, sendId);
}
