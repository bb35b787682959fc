import { eq } from 'drizzle-orm';
import type { SignInInput, SignInResult } from '../../../shared/model/auth';
import type { Language, Role } from '../../../shared/model/enums';
import { ERROR_KEYS } from '../../../shared/model/errors';
import type { Database } from '../../db/database';
import { personLanguages, persons, userRoles, users, type SessionKind } from '../../db/schema';
import { unauthorized } from '../../errors';
import { getDecoyHash, type PasswordHasher } from './password';
import { lockedAccountError } from './registration-pending';
import { openSession } from './sessions';
import { takeSignInAttempt } from './sign-in-limits';
import { issueToken } from './token';

export interface SignInOptions {
  db: Database;
  jwtSecret: string;
  now: Date;
  passwords: PasswordHasher;
  /** The client's address (http/client-address.ts), which the limits count per. */
  address: string;
}

/** The login is the e-mail address; it is compared case-insensitively. */
export const normaliseLogin = (login: string) => login.trim().toLowerCase();

/** Which session a sign-in asks for: a widget's carries less (services/auth/README.md). */
const SESSION_KIND: Record<NonNullable<SignInInput['session']>, SessionKind> = {
  portal: 'PORTAL',
  widget: 'WIDGET',
};

/** The account behind a login, with what a sign-in answers about it. */
export async function findUser(db: Database, login: string) {
  const [user] = await db
    .select({
      id: users.id,
      login: users.login,
      passwordHash: users.passwordHash,
      locked: users.locked,
      personId: users.personId,
      givenName: persons.givenName,
      familyName: persons.familyName,
    })
    .from(users)
    .innerJoin(persons, eq(persons.id, users.personId))
    .where(eq(users.login, login));
  return user;
}

/**
 * Signs a user in with login and password and opens a server-side session. The attempt is
 * counted before the password is checked (sign-in-limits.ts), so parallel guesses count; an
 * unknown login costs as much time as a known one.
 */
export async function signIn(
  input: SignInInput,
  { db, jwtSecret, now, passwords, address }: SignInOptions,
): Promise<SignInResult> {
  const login = normaliseLogin(input.login);
  const attempt = await takeSignInAttempt(db, { login, address, now });

  const user = await findUser(db, login);
  let valid: boolean;
  try {
    valid = await passwords.verify(input.password, user?.passwordHash ?? (await getDecoyHash()));
  } catch (error) {
    await attempt.notChecked();
    throw error;
  }
  if (!user || !valid) throw unauthorized(ERROR_KEYS.invalidCredentials);
  await attempt.succeeded();
  if (user.locked) throw await lockedAccountError(db, user.id);

  return openSignedInSession(db, user, {
    kind: SESSION_KIND[input.session ?? 'portal'],
    jwtSecret,
    now,
  });
}

/** The signed-in user of {@link findUser}. */
export type FoundUser = NonNullable<Awaited<ReturnType<typeof findUser>>>;

/**
 * Opens a session for a user whose sign-in succeeded (by password, or by the school's identity
 * provider) and answers what the portal keeps: the user, the token and its expiry.
 */
export async function openSignedInSession(
  db: Database,
  user: Omit<FoundUser, 'passwordHash' | 'locked'>,
  { kind, jwtSecret, now }: { kind: SessionKind; jwtSecret: string; now: Date },
): Promise<SignInResult> {
  const session = await openSession(db, { userId: user.id, kind, now });
  const { token, expiresAt } = await issueToken(
    { userId: user.id, personId: user.personId, sessionId: session.id },
    jwtSecret,
    now,
  );
  return { ...(await describeUser(db, user)), token, expiresAt: expiresAt.toISOString() };
}

/** The user as a sign-in answers it: name, roles and the family's languages. */
export async function describeUser(
  db: Database,
  user: Omit<FoundUser, 'passwordHash' | 'locked'>,
): Promise<Pick<SignInResult, 'user' | 'languages'>> {
  const roleRows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, user.id));
  const roles = roleRows.map((row) => row.role as Role);
  const languageRows = await db
    .select({ language: personLanguages.language })
    .from(personLanguages)
    .where(eq(personLanguages.personId, user.personId));
  return {
    user: {
      personId: user.personId,
      login: user.login,
      givenName: user.givenName,
      familyName: user.familyName,
      roles,
    },
    languages: languageRows.map((row) => row.language as Language).sort(),
  };
}
