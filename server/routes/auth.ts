import { Hono } from 'hono';
import { ChangePasswordSchema, SignInSchema } from '../../shared/model/auth';
import { ANONYMOUS } from '../../shared/model/enums';
import {
  CheckSignupSchema,
  ForgotPasswordSchema,
  ResetPasswordSchema,
  SignupSchema,
} from '../../shared/model/register';
import { notFound } from '../errors';
import type { AppEnv } from '../http/env';
import { clientAddress } from '../http/client-address';
import {
  EVERYONE,
  SIGNED_IN,
  allow,
  allowWidget,
  optionalSession,
  requiredSession,
} from '../http/guard';
import { jsonBody } from '../http/validate';
import { changePassword } from '../services/auth/change-password';
import { forgotPassword } from '../services/auth/forgot-password';
import { resetPassword } from '../services/auth/reset-password';
import { endSession } from '../services/auth/sessions';
import { signIn } from '../services/auth/sign-in';
import { checkSignupPossible } from '../services/register/check-signup-possible';
import { signUp } from '../services/register/sign-up';

/**
 * `/api/auth`: sign-in and sign-out, the logged-out check, the password change, sign-up and the
 * forgotten password (spec 000 §7).
 */
export const authRoutes = new Hono<AppEnv>()
  .post('/signin', allow(ANONYMOUS), jsonBody(SignInSchema), async (c) => {
    const { db, jwtSecret, now, passwords } = c.var.deps;
    const address = clientAddress(c);
    return c.json(
      await signIn(c.req.valid('json'), { db, jwtSecret, now: now(), passwords, address }),
    );
  })
  // Ends the caller's session on the server; 204 also without one, so signing out never fails.
  .post('/logout', allowWidget(...EVERYONE), async (c) => {
    const session = await optionalSession(c);
    if (session) await endSession(c.var.deps.db, session.sessionId, c.var.deps.now());
    return c.body(null, 204);
  })
  // Answers 404 when the caller's session is gone; the client logs out on that (spec 000 §8).
  .get('/isLoggedOut', allowWidget(...EVERYONE), async (c) => {
    if (!(await optionalSession(c))) throw notFound('auth.loggedOut');
    return c.json({ loggedOut: false });
  })
  .post('/change-password', allow(...SIGNED_IN), jsonBody(ChangePasswordSchema), async (c) => {
    const { db, passwords, now } = c.var.deps;
    await changePassword(db, requiredSession(c), c.req.valid('json'), { passwords, now: now() });
    return c.body(null, 204);
  })
  .post('/check-signup-possible', allow(...EVERYONE), jsonBody(CheckSignupSchema), async (c) =>
    c.json(await checkSignupPossible(c.var.deps.db, c.req.valid('json'))),
  )
  .post('/signup', allow(...EVERYONE), jsonBody(SignupSchema), async (c) => {
    const { db, mailer, publicUrl, now, passwords, signUpsPerHour } = c.var.deps;
    const address = clientAddress(c);
    const options = { db, mailer, publicUrl, now: now(), passwords, address, signUpsPerHour };
    return c.json(await signUp(c.req.valid('json'), options), 201);
  })
  // Always 204: the answer must not tell whether an address has an account.
  .post('/forgot-password', allow(...EVERYONE), jsonBody(ForgotPasswordSchema), async (c) => {
    const { db, mailer, publicUrl, now } = c.var.deps;
    await forgotPassword(c.req.valid('json'), { db, mailer, publicUrl, now: now() });
    return c.body(null, 204);
  })
  .post('/reset-password', allow(...EVERYONE), jsonBody(ResetPasswordSchema), async (c) => {
    const { db, passwords, now } = c.var.deps;
    await resetPassword(db, c.req.valid('json'), { passwords, now: now() });
    return c.body(null, 204);
  });
