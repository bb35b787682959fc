import type { Context } from 'hono';
import * as auth from '../../shared/contracts/auth';
import * as sso from '../../shared/contracts/sso';
import { AppError, notFound } from '../errors';
import { clientAddress } from '../http/client-address';
import type { AppEnv } from '../http/env';
import { optionalSession, requiredSession } from '../http/guard';
import { route } from '../http/route';
import { changePassword } from '../services/auth/change-password';
import { forgotPassword } from '../services/auth/forgot-password';
import { resetPassword } from '../services/auth/reset-password';
import { endSession } from '../services/auth/sessions';
import { describeUser, findUser } from '../services/auth/sign-in';
import { sessionExpiry } from '../services/auth/sessions';
import { signIn } from '../services/auth/sign-in';
import { reachingProvider, SSO_KEYS, ssoSignIn } from '../services/auth/sso/sso-sign-in';
import { readSsoSettings } from '../services/auth/sso/sso-settings';
import { checkSignupPossible } from '../services/register/check-signup-possible';
import { signUp } from '../services/register/sign-up';

/**
 * `/api/auth`: sign-in and sign-out, the logged-out check, the password change, sign-up and the
 * forgotten password (spec 000 §7; contracts in shared/contracts/auth.ts).
 */
export const authRoutes = [
  route(auth.signIn, async (c, { body }) => {
    const { db, jwtSecret, now, passwords } = c.var.deps;
    return signIn(body, { db, jwtSecret, now: now(), passwords, address: clientAddress(c) });
  }),
  // 204 also without a session, so signing out never fails.
  route(auth.logout, async (c) => {
    const session = await optionalSession(c);
    if (session) await endSession(c.var.deps.db, session.sessionId, c.var.deps.now());
  }),
  // The client logs out on the 404 (spec 000 §8).
  route(auth.isLoggedOut, async (c) => {
    if (!(await optionalSession(c))) throw notFound('auth.loggedOut');
    return { loggedOut: false } as const;
  }),
  route(sso.ssoOptions, async (c) => ({ enabled: (await ssoSettings(c)) !== undefined })),
  route(sso.ssoStart, async (c) => {
    const { db, now } = c.var.deps;
    return reachingProvider((await ssoClient(c)).start(db, now()));
  }),
  route(sso.ssoLogin, async (c, { body }) => {
    const { db, jwtSecret, now } = c.var.deps;
    const client = await ssoClient(c);
    const { token } = await reachingProvider(
      ssoSignIn(db, client, body, { jwtSecret, now: now() }),
    );
    return c.text(token);
  }),
  route(auth.currentSession, async (c) => {
    const { db } = c.var.deps;
    const session = requiredSession(c);
    const user = await findUser(db, session.login);
    const expiresAt = await sessionExpiry(db, session.sessionId);
    if (!user || !expiresAt) throw notFound();
    // What a sign-in answers, without a new session: the caller keeps its token.
    return { ...(await describeUser(db, user)), expiresAt: expiresAt.toISOString() };
  }),
  route(auth.changePassword, async (c, { body }) => {
    const { db, passwords, now } = c.var.deps;
    await changePassword(db, requiredSession(c), body, { passwords, now: now() });
  }),
  route(auth.checkSignupPossible, async (c, { body }) => checkSignupPossible(c.var.deps.db, body)),
  route(auth.signUp, async (c, { body }) => {
    const { db, mailer, publicUrl, now, passwords, signUpsPerHour } = c.var.deps;
    const address = clientAddress(c);
    const options = { db, mailer, publicUrl, now: now(), passwords, address, signUpsPerHour };
    return c.json(await signUp(body, options), 201);
  }),
  route(auth.forgotPassword, async (c, { body }) => {
    const { db, mailer, publicUrl, now } = c.var.deps;
    await forgotPassword(body, { db, mailer, publicUrl, now: now() });
  }),
  route(auth.resetPassword, async (c, { body }) => {
    const { db, passwords, now } = c.var.deps;
    await resetPassword(db, body, { passwords, now: now() });
  }),
];

/** The identity provider in use (configuration, else SSO_*), from the read cache. */
function ssoSettings(c: Context<AppEnv>) {
  const { db, sso, readCache } = c.var.deps;
  return readCache.get('sso-settings', () => readSsoSettings(db, sso));
}

/** The client of the provider in use; 404 while there is none or it is switched off. */
async function ssoClient(c: Context<AppEnv>) {
  const settings = await ssoSettings(c);
  if (!settings) throw new AppError(404, { message: SSO_KEYS.notConfigured });
  return c.var.deps.ssoClients.for(settings);
}
