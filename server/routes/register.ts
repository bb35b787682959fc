import { Hono } from 'hono';
import { ApproveRegistrationSchema, ConfirmEmailSchema } from '../../shared/model/register';
import type { AppEnv } from '../http/env';
import { EVERYONE, allow } from '../http/guard';
import { idParam, jsonBody, paramsOf } from '../http/validate';
import { approveRegistration } from '../services/register/approve-registration';
import { confirmEmail } from '../services/register/confirm-email';
import { listPendingRegistrations } from '../services/register/list-registrations';

/**
 * `/api/register`: the link of the sign-up confirmation e-mail (spec 000 §7), and the
 * SYS_ADMIN's list and approval of sign-ups (spec 001 §4.2, §7).
 */
export const registerRoutes = new Hono<AppEnv>()
  .post('/confirm-email', allow(...EVERYONE), jsonBody(ConfirmEmailSchema), async (c) => {
    // The spec's answer is plain text.
    return c.text(
      await confirmEmail(c.var.deps.db, c.req.valid('json'), { now: c.var.deps.now() }),
    );
  })
  .get('/', allow('SYS_ADMIN'), async (c) => c.json(await listPendingRegistrations(c.var.deps.db)))
  .post(
    '/confirm/:id{[0-9]+}',
    allow('SYS_ADMIN'),
    paramsOf(idParam),
    jsonBody(ApproveRegistrationSchema),
    async (c) => {
      const { db, mailer, publicUrl, now } = c.var.deps;
      const { id } = c.req.valid('param');
      return c.json(
        await approveRegistration(db, id, c.req.valid('json'), { mailer, publicUrl, now: now() }),
      );
    },
  );
