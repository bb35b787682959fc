import type { SignInResult } from '../../../../shared/model/auth';
import type { Database } from '../../../db/database';
import { AppError, unauthorized } from '../../../errors';
import { lockedAccountError } from '../registration-pending';
import { findUser, normaliseLogin, openSignedInSession } from '../sign-in';
import { SsoRefused, SsoUnreachable, type SsoClient } from './sso-client';

/** Message keys of the school sign-in's refusals. */
export const SSO_KEYS = {
  failed: 'auth.sso.failed',
  noAccount: 'auth.sso.noAccount',
  emailUnverified: 'auth.sso.emailUnverified',
  notConfigured: 'auth.sso.notConfigured',
  unreachable: 'auth.sso.unreachable',
} as const;

/** A provider that cannot be reached answers 502 with a message, not an unexpected error. */
export async function reachingProvider<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof SsoUnreachable) throw new AppError(502, { message: SSO_KEYS.unreachable });
    throw error;
  }
}

/**
 * Signs in the user whose e-mail the school's identity provider verified: the e-mail is the
 * login of an existing account. Nobody is created; an unverified or unknown e-mail, a locked
 * account and every failed check of the code refuse. The session is a portal session like a
 * password sign-in's, so it ends the same ways (sign-out, password change or reset, lock).
 */
export async function ssoSignIn(
  db: Database,
  client: SsoClient,
  input: { code: string; state: string; iss?: string | undefined },
  { jwtSecret, now }: { jwtSecret: string; now: Date },
): Promise<SignInResult> {
  let identity;
  try {
    identity = await client.finish(db, input, now);
  } catch (error) {
    if (error instanceof SsoRefused) throw unauthorized(SSO_KEYS.failed);
    throw error;
  }
  if (!identity.email || !identity.emailVerified)
    throw new AppError(403, { message: SSO_KEYS.emailUnverified });
  const user = await findUser(db, normaliseLogin(identity.email));
  if (!user) throw new AppError(403, { message: SSO_KEYS.noAccount });
  if (user.locked) throw await lockedAccountError(db, user.id);
  return openSignedInSession(db, user, { kind: 'PORTAL', jwtSecret, now });
}
