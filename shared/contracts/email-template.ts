import type {
  EmailPersonType,
  EmailPreview,
  EmailRecipientCandidate,
  EmailSendProgress,
  EmailTemplate,
  EmailTemplateSummary,
  EmailValidation,
} from '../model/email';
import type { Wildcard } from '../model/email-wildcards';
import {
  emailCompositionSchema,
  emailPreviewSchema,
  emailRecipientFilterSchema,
  emailTemplateKeySchema,
  emailTemplateParams,
  emailTemplateSchema,
  emailWildcardsSchema,
} from '../rules/email-template';
import { idParamSchema } from '../model/storable';
import { endpoint } from './endpoint';

/**
 * The e-mail templates and the composer (spec 002 §2.3, §7; issue 20). ADMIN only
 * (`email.compose`): templates and recipients hold families' data.
 */

/** `GET /api/email-template/all-templates`: every template (without its body), by name and language. */
export const listEmailTemplates = endpoint<EmailTemplateSummary[]>()({
  method: 'GET',
  path: '/api/email-template/all-templates',
  can: 'email.compose',
});

/** `GET /api/email-template/person-types`: the person types a template can be for. */
export const listEmailPersonTypes = endpoint<EmailPersonType[]>()({
  method: 'GET',
  path: '/api/email-template/person-types',
  can: 'email.compose',
});

/** `PUT /api/email-template/wildcards` (`{ types }`): the wildcards templates for them may use, documented. */
export const listEmailWildcards = endpoint<Wildcard[]>()({
  method: 'PUT',
  path: '/api/email-template/wildcards',
  can: 'email.compose',
  body: emailWildcardsSchema,
});

/** `GET /api/email-template/{name}/{language}`: one template; 404 if none. */
export const getEmailTemplate = endpoint<EmailTemplate>()({
  method: 'GET',
  path: '/api/email-template/:name/:language',
  can: 'email.compose',
  params: emailTemplateParams,
});

/**
 * `PUT /api/email-template`: saves a template by name and language (creates it, or updates it
 * when `version` is the stored one: 409 otherwise, and for a new one whose name is taken). The
 * body is sanitised; a wildcard outside the types' list is 400 `email.message.invalidWildcards`.
 */
export const saveEmailTemplate = endpoint<EmailTemplate>()({
  method: 'PUT',
  path: '/api/email-template',
  can: 'email.compose',
  body: emailTemplateSchema,
});

/** `DELETE /api/email-template` (body: the template): 204; 409 for a protective one; 404 if none. */
export const deleteEmailTemplate = endpoint<void>()({
  method: 'DELETE',
  path: '/api/email-template',
  can: 'email.compose',
  body: emailTemplateKeySchema,
});

/**
 * `PUT /api/email-template/validate`: the composer's Check. Refuses (400) what spec 002 §5
 * blocks; answers every recipient (valid mark, type match, language) and the wildcards each
 * would get empty.
 */
export const validateEmail = endpoint<EmailValidation>()({
  method: 'PUT',
  path: '/api/email-template/validate',
  can: 'email.compose',
  body: emailCompositionSchema,
});

/**
 * `PUT /api/email-template/preview`: one recipient's mail (the first unless `recipient` names
 * one) in both languages, as that family would get it; `language` says which one it gets.
 */
export const previewEmail = endpoint<EmailPreview>()({
  method: 'PUT',
  path: '/api/email-template/preview',
  can: 'email.compose',
  body: emailPreviewSchema,
});

/**
 * `PUT /api/email-template/send`: checks as validate does, queues every right-typed recipient
 * with a valid address (the others are counted in `skipped`) and answers at once with the
 * send's progress; 400 `email.message.falsePersonType` when every recipient has a wrong type.
 */
export const sendEmail = endpoint<EmailSendProgress>()({
  method: 'PUT',
  path: '/api/email-template/send',
  can: 'email.compose',
  body: emailCompositionSchema,
});

/** `GET /api/email-template/send/{id}`: a send's progress (sent, failed, waiting); 404. */
export const getSendProgress = endpoint<EmailSendProgress>()({
  method: 'GET',
  path: '/api/email-template/send/:id{[0-9]+}',
  can: 'email.compose',
  params: idParamSchema,
});

/**
 * `PUT /api/email-template/recipients` (`{ eventId, grades }`): recipients the composer's
 * filters find — a service's families (their customers) and the children of grades in the
 * school year in its booking phase (each mail goes to the child's family).
 */
export const findEmailRecipients = endpoint<EmailRecipientCandidate[]>()({
  method: 'PUT',
  path: '/api/email-template/recipients',
  can: 'email.compose',
  body: emailRecipientFilterSchema,
});
