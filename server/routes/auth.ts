import { Hono } from 'hono';
import { ChangePasswordSchema, SignInSchema } from '../../shared/model/auth';
import { ANONYMOUS } from '../../shared/model/enums';
import { notFound } from '../errors';
import type { AppEnv } from '../http/env';
import { EVERYONE, SIGNED_IN, allow, optionalSession, requiredSession } from '../http/guard';
import { jsonBody } from '../http/validate';
import { changePassword } from '../services/auth/change-password';
import { signIn } from '../services/auth/sign-in';

/** `/api/auth`: sign-in, the logged-out check and the password change (spec 000 §7). */
export const authRoutes = new Hono<AppEnv>()
  .post('/signin', allow(ANONYMOUS), jsonBody(SignInSchema), async (c) => {
    const { db, jwtSecret, now } = c.var.deps;
    return c.json(await signIn(c.req.valid('json'), { db, jwtSecret, now: now() }));
  })
  // Answers 404 when the caller's session is gone; the client logs out on that (spec 000 §8).
  .get('/isLoggedOut', allow(...EVERYONE), async (c) => {
    if (!(await optionalSession(c))) throw notFound('auth.loggedOut');
    return c.json({ loggedOut: false });
  })
  .post('/change-password', allow(...SIGNED_IN), jsonBody(ChangePasswordSchema), async (c) => {
    await changePassword(c.var.deps.db, requiredSession(c).userId, c.req.valid('json'));
    return c.body(null, 204);
  });
