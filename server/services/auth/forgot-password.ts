import { and, count, eq, gt } from 'drizzle-orm';
import type { Locale } from '../../../shared/model/enums';
import type { ForgotPasswordInput } from '../../../shared/model/register';
import type { Database } from '../../db/database';
import { personLanguages, userTokens, users } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { resetPasswordMail } from '../../mail/templates/reset-password';
import { readPublicConfig } from '../config/read-configuration';
import { resetPasswordLink } from '../register/account-links';
import { findUserByLogin } from '../register/find-user-by-login';
import { RESET_PASSWORD_VALID_MS, createUserToken } from './user-tokens';

/** At most this many reset mails per user within the validity of a link; more are dropped. */
export const MAX_RESET_MAILS_PER_HOUR = 3;

export interface ForgotPasswordOptions {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  now: Date;
}

/** The asked-for locale, else the person's spoken language, else the configured default. */
export async function mailLocale(
  db: Database,
  personId: number,
  asked: Locale | undefined,
  fallback: Locale,
): Promise<Locale> {
  if (asked) return asked;
  const spoken = (
    await db
      .select({ language: personLanguages.language })
      .from(personLanguages)
      .where(eq(personLanguages.personId, personId))
  ).map((row) => row.language);
  if (spoken.includes('EN')) return 'en';
  if (spoken.includes('DE')) return 'de';
  return fallback;
}

/**
 * A new reset token, or null when the user had their {@link MAX_RESET_MAILS_PER_HOUR} already.
 * The user's row is locked while counting, so concurrent requests count one after another
 * (on PostgreSQL 40 at once otherwise all read "none yet").
 */
async function takeResetMail(db: Database, userId: number, now: Date): Promise<string | null> {
  const since = new Date(now.getTime() - RESET_PASSWORD_VALID_MS);
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [recent] = await tx
      .select({ mails: count() })
      .from(userTokens)
      .where(
        and(
          eq(userTokens.userId, userId),
          eq(userTokens.purpose, 'RESET_PASSWORD'),
          gt(userTokens.createdAt, since),
        ),
      );
    if ((recent?.mails ?? 0) >= MAX_RESET_MAILS_PER_HOUR) return null;
    return createUserToken(tx, {
      userId,
      purpose: 'RESET_PASSWORD',
      now,
      validForMs: RESET_PASSWORD_VALID_MS,
    });
  });
}

/**
 * Mails a reset link when the address is a login. The caller learns nothing: the answer is the
 * same either way and the mail goes out in the background, so delivery time does not show.
 * Repeated requests beyond the hourly limit are dropped silently for the same reason.
 */
export async function forgotPassword(
  input: ForgotPasswordInput,
  { db, mailer, publicUrl, now }: ForgotPasswordOptions,
): Promise<void> {
  const user = await findUserByLogin(db, input.email);
  if (!user) return;

  const token = await takeResetMail(db, user.id, now);
  if (token === null) return;
  const config = await readPublicConfig(db);
  const mail = resetPasswordMail({
    locale: await mailLocale(db, user.personId, input.locale, config.defaultLocale),
    productName: config.productName,
    givenName: user.givenName,
    link: resetPasswordLink(publicUrl, token),
    validMinutes: RESET_PASSWORD_VALID_MS / 60_000,
  });
  mailer.sendLater({ to: user.login, recipientPersonId: user.personId, ...mail });
}
