import { Hono } from 'hono';
import { ConfirmEmailSchema } from '../../shared/model/register';
import type { AppEnv } from '../http/env';
import { EVERYONE, allow } from '../http/guard';
import { jsonBody } from '../http/validate';
import { confirmEmail } from '../services/register/confirm-email';

/** `/api/register`: the link of the sign-up confirmation e-mail (spec 000 §7). */
export const registerRoutes = new Hono<AppEnv>().post(
  '/confirm-email',
  allow(...EVERYONE),
  jsonBody(ConfirmEmailSchema),
  async (c) => {
    await confirmEmail(c.var.deps.db, c.req.valid('json'), { now: c.var.deps.now() });
    // The spec's answer is plain text.
    return c.text('confirmed');
  },
);
