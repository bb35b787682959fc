import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { SignInInput, SignInResult } from '../../../shared/model/auth';
import type { Role } from '../../../shared/model/enums';
import { ERROR_KEYS } from '../../../shared/model/errors';
import type { Database } from '../../db/database';
import { failedSignIns, persons, userRoles, users } from '../../db/schema';
import { tooManyRequests, unauthorized } from '../../errors';
import { getDecoyHash, verifyPassword } from './password';
import { lockedAccountError } from './registration-pending';
import { issueToken } from './token';

/** More than this many failed sign-ins for one login within the window answer 429. */
export const MAX_FAILED_SIGN_INS = 5;
export const FAILED_SIGN_IN_WINDOW_MS = 60_000;

export interface SignInOptions {
  db: Database;
  jwtSecret: string;
  now: Date;
}

/** The login is the e-mail address; it is compared case-insensitively. */
export const normaliseLogin = (login: string) => login.trim().toLowerCase();

async function recentFailures(db: Database, login: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ failures: count() })
    .from(failedSignIns)
    .where(and(eq(failedSignIns.login, login), gt(failedSignIns.at, since)));
  return row?.failures ?? 0;
}

/**
 * Signs a user in with login and password. Failures are counted per login in the database, so the
 * limit holds across several API servers; an unknown login costs as much time as a known one.
 */
export async function signIn(
  input: SignInInput,
  { db, jwtSecret, now }: SignInOptions,
): Promise<SignInResult> {
  const login = normaliseLogin(input.login);
  const windowStart = new Date(now.getTime() - FAILED_SIGN_IN_WINDOW_MS);
  if ((await recentFailures(db, login, windowStart)) >= MAX_FAILED_SIGN_INS) {
    throw tooManyRequests(ERROR_KEYS.tooManyAttempts);
  }

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

  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await getDecoyHash()));
  if (!user || !valid) {
    await db.transaction(async (tx) => {
      await tx
        .delete(failedSignIns)
        .where(and(eq(failedSignIns.login, login), lt(failedSignIns.at, windowStart)));
      await tx.insert(failedSignIns).values({ login, at: now });
    });
    throw unauthorized(ERROR_KEYS.invalidCredentials);
  }
  if (user.locked) throw await lockedAccountError(db, user.id);

  await db.delete(failedSignIns).where(eq(failedSignIns.login, login));
  const roleRows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, user.id));
  const roles = roleRows.map((row) => row.role as Role);
  const { token, expiresAt } = await issueToken(
    { userId: user.id, personId: user.personId },
    jwtSecret,
    now,
  );
  return {
    user: {
      personId: user.personId,
      login: user.login,
      givenName: user.givenName,
      familyName: user.familyName,
      roles,
    },
    token,
    expiresAt: expiresAt.toISOString(),
  };
}
