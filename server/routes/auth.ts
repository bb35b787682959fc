import * as auth from '../../shared/contracts/auth';
import { AppError, notFound } from '../errors';
import { clientAddress } from '../http/client-address';
import { optionalSession, requiredSession } from '../http/guard';
import { route } from '../http/route';
import { changePassword } from '../services/auth/change-password';
import { forgotPassword } from '../services/auth/forgot-password';
import { resetPassword } from '../services/auth/reset-password';
import { endSession } from '../services/auth/sessions';
import { describeUser, findUser } from '../services/auth/sign-in';
import { sessionExpiry } from '../services/auth/sessions';
import { signIn } from '../services/auth/sign-in';
import { SSO_KEYS, ssoSignIn } from '../services/auth/sso/sso-sign-in';
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
  route(auth.ssoOptions, (c) => ({ enabled: c.var.deps.sso !== undefined })),
  route(auth.ssoStart, async (c) => {
    const { db, sso, now } = c.var.deps;
    if (!sso) throw new AppError(404, { message: SSO_KEYS.notConfigured });
    return sso.start(db, now());
  }),
  route(auth.ssoLogin, async (c, { body }) => {
    const { db, sso, jwtSecret, now } = c.var.deps;
    if (!sso) throw new AppError(404, { message: SSO_KEYS.notConfigured });
    const { token } = await ssoSignIn(db, sso, body, { jwtSecret, now: now() });
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
