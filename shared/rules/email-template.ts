import * as v from 'valibot';
import { EMAIL_PERSON_TYPES, TEMPLATE_LANGUAGES } from '../model/email';
import { GRADES } from '../model/enums';
import { MAX_TEXT } from '../model/limits';
import { idSchema, storableString, trimmedText, versionSchema } from '../model/storable';

/** Message keys of the composer's rules (spec 002 §5 "E-mail composer", §8). */
export const EMAIL_KEYS = {
  name: 'email.rules.name',
  subject: 'email.rules.subject',
  body: 'email.rules.body',
  types: 'email.rules.types',
  lineBreak: 'email.rules.lineBreak',
  recipients: 'email.rules.recipients',
  invalidWildcards: 'email.message.invalidWildcards',
  noSelectedEvent: 'email.message.noSelectedEvent',
  noSelectedParticipant: 'email.message.noSelectedParticipant',
  bookingWildcards: 'email.message.bookingWildcards',
  computedWildcards: 'email.message.computedWildcards',
  falsePersonType: 'email.message.falsePersonType',
  protective: 'email.message.protective',
  notFailed: 'email.message.notFailed',
} as const;

/** The longest body kept (a letter with a table; the editor's HTML is verbose). */
export const MAX_EMAIL_BODY = 100_000;
/** The most recipients one check, preview or send takes. */
export const MAX_EMAIL_RECIPIENTS = 5_000;

/**
 * A text that ends up in a mail header (a subject) or names a template: required, under 256,
 * and without line breaks, so no header can be injected through it.
 */
const headerText = (message: (typeof EMAIL_KEYS)['name' | 'subject']) =>
  v.pipe(
    v.optional(trimmedText(MAX_TEXT), ''),
    v.check((value) => value.length > 0, message),
    v.check((value) => !/[\r\n]/.test(value), EMAIL_KEYS.lineBreak),
  );

/** A template as the composer saves it (`protective` is the server's: never taken from a request). */
export const emailTemplateSchema = v.object({
  name: headerText(EMAIL_KEYS.name),
  language: v.picklist(TEMPLATE_LANGUAGES, 'error.invalidInput'),
  subject: headerText(EMAIL_KEYS.subject),
  body: v.optional(storableString('error.invalidInput', MAX_EMAIL_BODY), ''),
  style: v.optional(v.boolean('error.invalidInput'), true),
  types: v.pipe(
    v.optional(v.array(v.picklist(EMAIL_PERSON_TYPES, EMAIL_KEYS.types), EMAIL_KEYS.types), []),
    v.minLength(1, EMAIL_KEYS.types),
    v.transform((types) => [...new Set(types)]),
  ),
  version: v.optional(v.nullable(versionSchema)),
});
export type EmailTemplateInput = v.InferOutput<typeof emailTemplateSchema>;

/** Which template a delete names (`DELETE /api/email-template` takes the whole template). */
export const emailTemplateKeySchema = v.object({
  name: headerText(EMAIL_KEYS.name),
  language: v.picklist(TEMPLATE_LANGUAGES, 'error.invalidInput'),
});

/** `GET /api/email-template/{name}/{language}`. */
export const emailTemplateParams = v.object({
  name: v.pipe(storableString('error.invalidInput'), v.minLength(1, 'error.invalidInput')),
  language: v.picklist(TEMPLATE_LANGUAGES, 'error.invalidInput'),
});

/** A recipient as the composer sends it: the record's id and its person type. */
export const emailRecipientRefSchema = v.object({
  id: idSchema,
  type: v.picklist(EMAIL_PERSON_TYPES, 'error.invalidInput'),
});

/**
 * What check, preview and send receive (spec 002 §7): the recipients, the template (the draft
 * as edited), and the chosen service and child, if any.
 */
export const emailCompositionSchema = v.object({
  recipients: v.pipe(
    v.array(emailRecipientRefSchema, EMAIL_KEYS.recipients),
    v.minLength(1, EMAIL_KEYS.recipients),
    v.maxLength(MAX_EMAIL_RECIPIENTS, EMAIL_KEYS.recipients),
  ),
  template: emailTemplateSchema,
  eventId: v.optional(v.nullable(idSchema), null),
  participantId: v.optional(v.nullable(idSchema), null),
});
export type EmailComposition = v.InferOutput<typeof emailCompositionSchema>;

/** Preview: a composition and the one recipient to show (the first one otherwise). */
export const emailPreviewSchema = v.object({
  ...emailCompositionSchema.entries,
  recipient: v.optional(v.nullable(emailRecipientRefSchema), null),
});

/** `PUT /api/email-template/wildcards`: the chosen person types. */
export const emailWildcardsSchema = v.object({
  types: v.optional(v.array(v.picklist(EMAIL_PERSON_TYPES, EMAIL_KEYS.types)), []),
});

/**
 * `PUT /api/email-template/recipients`: the composer's filters — a service (its families) and
 * grades (their children in the school year in its booking phase).
 */
export const emailRecipientFilterSchema = v.object({
  eventId: v.optional(v.nullable(idSchema), null),
  grades: v.optional(v.array(v.picklist(GRADES, 'error.invalidInput')), []),
});
export type EmailRecipientFilter = v.InferOutput<typeof emailRecipientFilterSchema>;
