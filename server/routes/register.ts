import * as register from '../../shared/contracts/register';
import { route } from '../http/route';
import { approveRegistration } from '../services/register/approve-registration';
import { confirmEmail } from '../services/register/confirm-email';
import { listPendingRegistrations } from '../services/register/list-registrations';

/**
 * `/api/register`: the link of the sign-up confirmation e-mail (spec 000 §7), and the
 * SYS_ADMIN's list and approval of sign-ups (spec 001 §4.2, §7).
 */
export const registerRoutes = [
  // The spec's answer is plain text.
  route(register.confirmEmail, async (c, { body }) =>
    c.text(await confirmEmail(c.var.deps.db, body, { now: c.var.deps.now() })),
  ),
  route(register.listPendingRegistrations, async (c) => listPendingRegistrations(c.var.deps.db)),
  route(register.approveRegistration, async (c, { params, body }) => {
    const { db, mailer, publicUrl, now } = c.var.deps;
    return approveRegistration(db, params.id, body, { mailer, publicUrl, now: now() });
  }),
];
