import { getSentEmail, listSentEmails, resendSentEmail } from '../../shared/contracts/sent-email';
import { route } from '../http/route';
import {
  listSentEmails as listLog,
  readSentEmail,
  resendSentEmail as resend,
} from '../services/email/sent-email-log';

/** `/api/sent-email`: the log of sent e-mails, its detail and the resend of a failed one. */
export const sentEmailRoutes = [
  route(listSentEmails, (c, { query }) => listLog(c.var.deps.db, query, c.var.deps.timeZone)),
  route(getSentEmail, (c, { params }) => readSentEmail(c.var.deps.db, params.id)),
  route(resendSentEmail, async (c, { params }) => {
    const progress = await resend(c.var.deps.db, params.id, c.var.session?.userId ?? null);
    c.var.deps.emailQueue?.kick();
    return progress;
  }),
];
