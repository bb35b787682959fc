import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { persons, users } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { accountApprovedMail } from '../../mail/templates/account-approved';
import { mailLocale } from '../auth/forgot-password';
import { readPublicConfig } from '../config/read-configuration';
import { signInLink } from './account-links';

/** What {@link mailApproval} needs besides the database. */
export interface MailApprovalOptions {
  mailer: Mailer;
  publicUrl: string;
}

/**
 * Tells the user that a SYS_ADMIN approved the sign-up, with the link to sign in, in the
 * language chosen at sign-up. Sent in the background: the approval does not wait for SMTP.
 */
export async function mailApproval(
  db: Database,
  userId: number,
  { mailer, publicUrl }: MailApprovalOptions,
): Promise<void> {
  const [user] = await db
    .select({ login: users.login, personId: users.personId, givenName: persons.givenName })
    .from(users)
    .innerJoin(persons, eq(persons.id, users.personId))
    .where(eq(users.id, userId));
  if (!user) return;
  const config = await readPublicConfig(db);
  const mail = accountApprovedMail({
    locale: await mailLocale(db, user.personId, undefined, config.defaultLocale),
    productName: config.productName,
    givenName: user.givenName,
    link: signInLink(publicUrl),
  });
  mailer.sendLater({ to: user.login, recipientPersonId: user.personId, ...mail });
}
