import type { Locale } from '../../../shared/model/enums';
import { REGISTER_KEYS, type SignupInput, type SignupResult } from '../../../shared/model/register';
import type { Database } from '../../db/database';
import { personLanguages, persons, registrations, users } from '../../db/schema';
import { conflict, tooManyRequests } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import { confirmEmailMail } from '../../mail/templates/confirm-email';
import { readPublicConfig } from '../config/read-configuration';
import { takeAttempt, type AttemptRule } from '../auth/attempt-limits';
import type { PasswordHasher } from '../auth/password';
import { normaliseLogin } from '../auth/sign-in';
import { CONFIRM_EMAIL_VALID_MS, createUserToken } from '../auth/user-tokens';
import { confirmEmailLink } from './account-links';
import { findUserByLogin } from './find-user-by-login';
import { isUniqueViolation } from './is-unique-violation';

export interface SignUpOptions {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  now: Date;
  passwords: PasswordHasher;
  /** The client's address; sign-ups are limited per address ({@link signUpsPerAddress}). */
  address: string;
  /** Sign-ups one address may make in an hour (SIGN_UPS_PER_HOUR). */
  signUpsPerHour?: number;
}

/**
 * Sign-ups (and so confirmation mails to whatever address is typed) from one client address:
 * 10 an hour unless set otherwise, counted atomically before anything else, so a script cannot
 * mail strangers in bulk.
 */
export const DEFAULT_SIGN_UPS_PER_HOUR = 10;

export const signUpsPerAddress = (limit = DEFAULT_SIGN_UPS_PER_HOUR): AttemptRule => ({
  purpose: 'sign-up',
  limit,
  windowMs: 60 * 60_000,
  maxDoublings: 0,
});

const SPOKEN_LANGUAGE: Record<Locale, 'EN' | 'DE'> = { en: 'EN', de: 'DE' };

/**
 * Creates a person, a locked user without roles and a registration awaiting a SYS_ADMIN's approval
 * (spec 001 §4.2), then mails the confirmation link. Does not sign in (spec 000 §4).
 *
 * An e-mail address signs up once (the next try is a 409), so repeating a sign-up cannot flood
 * one mailbox; many addresses from one client are limited by {@link signUpsPerAddress}.
 */
export async function signUp(
  input: SignupInput,
  { db, mailer, publicUrl, now, passwords, address, signUpsPerHour }: SignUpOptions,
): Promise<SignupResult> {
  const taken = await takeAttempt(db, signUpsPerAddress(signUpsPerHour), { address }, now);
  if (!taken.allowed) throw tooManyRequests(REGISTER_KEYS.tooManySignups, taken.retryAfterSeconds);
  const login = normaliseLogin(input.email);
  if (await findUserByLogin(db, login)) throw conflict(REGISTER_KEYS.alreadyRegistered);
  const passwordHash = await passwords.hash(input.password);

  let created: { userId: number; personId: number; token: string };
  try {
    created = await db.transaction(async (tx) => {
      const [person] = await tx
        .insert(persons)
        .values({ givenName: input.givenName, familyName: input.familyName, email: login })
        .returning({ id: persons.id });
      const personId = person!.id;
      // The chosen language is kept as a spoken language, so later mails (reset) can use it.
      await tx
        .insert(personLanguages)
        .values({ personId, language: SPOKEN_LANGUAGE[input.locale] });
      const [user] = await tx
        .insert(users)
        .values({ login, passwordHash, personId, locked: true })
        .returning({ id: users.id });
      const userId = user!.id;
      await tx.insert(registrations).values({ userId, date: now });
      const token = await createUserToken(tx, {
        userId,
        purpose: 'CONFIRM_EMAIL',
        now,
        validForMs: CONFIRM_EMAIL_VALID_MS,
      });
      return { userId, personId, token };
    });
  } catch (error) {
    // Two sign-ups with the same address at once: the unique login decides.
    if (isUniqueViolation(error)) throw conflict(REGISTER_KEYS.alreadyRegistered);
    throw error;
  }

  const { productName } = await readPublicConfig(db);
  const mail = confirmEmailMail({
    locale: input.locale,
    productName,
    givenName: input.givenName,
    link: confirmEmailLink(publicUrl, created.token),
    validHours: CONFIRM_EMAIL_VALID_MS / 3_600_000,
  });
  await mailer.send({ to: login, recipientPersonId: created.personId, ...mail });
  return { status: 'CONFIRMATION_SENT' };
}
