import {
  deleteEmailTemplate,
  findEmailRecipients,
  getEmailTemplate,
  getSendProgress,
  listEmailPersonTypes,
  listEmailTemplates,
  listEmailWildcards,
  previewEmail,
  saveEmailTemplate,
  sendEmail,
  validateEmail,
} from '../../shared/contracts/email-template';
import { EMAIL_PERSON_TYPES } from '../../shared/model/email';
import { allowedWildcards } from '../../shared/model/email-wildcards';
import type { Context } from 'hono';
import type { AppEnv } from '../http/env';
import { route } from '../http/route';
import { schoolClock, schoolToday } from '../http/school-day';
import { schoolYearOrCurrent } from '../services/event/list-event-options';
import { findEmailRecipients as findRecipients } from '../services/email/find-recipients';
import { readSendProgress, sendComposition } from '../services/email/send-composition';
import { previewComposition, validateComposition } from '../services/email/check-composition';
import {
  deleteEmailTemplate as removeTemplate,
  listEmailTemplates as listTemplates,
  readEmailTemplate,
  saveEmailTemplate as storeTemplate,
} from '../services/email/email-templates';

/** What rendering reads from the request: the school's today, the portal's address, the zone. */
export const composeOptions = (c: Context<AppEnv>) => ({
  today: schoolToday(c),
  publicUrl: c.var.deps.publicUrl,
  timeZone: c.var.deps.timeZone,
});

/** `/api/email-template`: templates, wildcards, and the composer's check and preview (issue 20). */
export const emailTemplateRoutes = [
  route(listEmailTemplates, (c) => listTemplates(c.var.deps.db)),
  route(listEmailPersonTypes, () => [...EMAIL_PERSON_TYPES]),
  route(listEmailWildcards, (_c, { body }) => allowedWildcards(body.types)),
  // Before `{name}/{language}`, which `send/{id}` would match too.
  route(getSendProgress, (c, { params }) => readSendProgress(c.var.deps.db, params.id)),
  route(getEmailTemplate, (c, { params }) =>
    readEmailTemplate(c.var.deps.db, params.name, params.language),
  ),
  route(saveEmailTemplate, (c, { body }) => storeTemplate(c.var.deps.db, body)),
  route(deleteEmailTemplate, (c, { body }) => removeTemplate(c.var.deps.db, body)),
  route(validateEmail, (c, { body }) =>
    validateComposition(c.var.deps.db, body, composeOptions(c)),
  ),
  route(findEmailRecipients, async (c, { body }) => {
    const { db } = c.var.deps;
    const year = await schoolYearOrCurrent(db, undefined, schoolClock(c).now);
    return findRecipients(db, body, year);
  }),
  route(previewEmail, (c, { body }) => previewComposition(c.var.deps.db, body, composeOptions(c))),
  route(sendEmail, async (c, { body }) => {
    const progress = await sendComposition(c.var.deps.db, body, {
      ...composeOptions(c),
      userId: c.var.session?.userId ?? null,
    });
    c.var.deps.emailQueue?.kick();
    return progress;
  }),
];
