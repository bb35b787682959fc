import { count, eq } from 'drizzle-orm';
import type { EmailSendProgress } from '../../../shared/model/email';
import { EMAIL_KEYS, type EmailComposition } from '../../../shared/rules/email-template';
import type { Database } from '../../db/database';
import { emailOutbox, emailSends } from '../../db/schema';
import { invalidInput, notFound } from '../../errors';
import { renderFor } from './check-composition';
import { prepareComposition, type PrepareOptions } from './prepare-composition';

/** Outbox rows written per statement (a send of 5,000 stays a few statements). */
const CHUNK = 250;

/** `GET /api/email-template/send/{id}`: how far a send has come. */
export async function readSendProgress(db: Database, id: number): Promise<EmailSendProgress> {
  const [send] = await db
    .select({ skipped: emailSends.skipped })
    .from(emailSends)
    .where(eq(emailSends.id, id));
  if (!send) throw notFound();
  const rows = await db
    .select({ status: emailOutbox.status, n: count() })
    .from(emailOutbox)
    .where(eq(emailOutbox.sendId, id))
    .groupBy(emailOutbox.status);
  const of = (status: string) => rows.find((row) => row.status === status)?.n ?? 0;
  const waiting = of('WAITING') + of('SENDING');
  return {
    id,
    total: of('SENT') + of('FAILED') + waiting,
    sent: of('SENT'),
    failed: of('FAILED'),
    waiting,
    skipped: send.skipped,
  };
}

/**
 * `PUT /api/email-template/send`: checks the composition (as Check does), renders every
 * recipient's mail in their language and queues them all in one transaction (all or none), then
 * answers at once; the outbox worker sends them. Recipients of a type the template is not for,
 * and addresses that are no e-mail, are left out (`skipped`); when every one is of a wrong type
 * the send is refused (spec 002 §5).
 */
export async function sendComposition(
  db: Database,
  input: EmailComposition,
  options: PrepareOptions & { userId: number | null },
): Promise<EmailSendProgress> {
  const prepared = await prepareComposition(db, input, options);
  if (!prepared.recipients.some((recipient) => recipient.rightType))
    throw invalidInput(
      [{ path: 'recipients', message: EMAIL_KEYS.falsePersonType }],
      EMAIL_KEYS.falsePersonType,
    );
  const chosen = prepared.recipients.filter((recipient) => recipient.rightType && recipient.valid);
  const rows = chosen.map((recipient) => {
    const mail = renderFor(prepared, recipient, recipient.language);
    return {
      recipientPersonId: recipient.personId,
      recipient: recipient.email,
      language: recipient.language,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
    };
  });
  const id = await db.transaction(async (tx) => {
    const [send] = await tx
      .insert(emailSends)
      .values({
        createdByUserId: options.userId,
        templateName: input.template.name,
        skipped: prepared.recipients.length - chosen.length,
      })
      .returning({ id: emailSends.id });
    for (let start = 0; start < rows.length; start += CHUNK) {
      await tx
        .insert(emailOutbox)
        .values(rows.slice(start, start + CHUNK).map((row) => ({ ...row, sendId: send!.id })));
    }
    return send!.id;
  });
  return readSendProgress(db, id);
}
