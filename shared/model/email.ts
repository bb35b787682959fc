import type { EmailStatus } from './enums';

/** The person types an e-mail template addresses and the composer filters by (spec 002 §2.3). */
export const EMAIL_PERSON_TYPES = [
  'USER',
  'PERSON',
  'CUSTOMER',
  'INSTRUCTOR',
  'PARTICIPANT',
] as const;
export type EmailPersonType = (typeof EMAIL_PERSON_TYPES)[number];

/** The languages a template is kept in (issue 20: en and de), as the `language` enum spells them. */
export const TEMPLATE_LANGUAGES = ['EN', 'DE'] as const;
export type TemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];

/** A stored template (spec 002 §3), one per name and language. */
export interface EmailTemplate {
  name: string;
  language: TemplateLanguage;
  subject: string;
  /** Sanitised rich text; wildcards written `{{name}}`. */
  body: string;
  /** Whether the organisation's letterhead wraps the body. */
  style: boolean;
  /** System templates: cannot be deleted. */
  protective: boolean;
  types: EmailPersonType[];
  /** The wildcards the template uses (subject and body). */
  wildcards: string[];
  version: number;
}

/** One row of the template combobox. */
export type EmailTemplateSummary = Omit<EmailTemplate, 'body'>;

/** A recipient as the composer lists it (spec 002 §3): `valid` when its address can be written to. */
export interface EmailRecipient {
  id: number;
  type: EmailPersonType;
  name: string;
  email: string;
  valid: boolean;
  /** The language the recipient gets the mail in. */
  language: TemplateLanguage;
  /** Whether the template is meant for this recipient's type. */
  rightType: boolean;
}

/** A recipient a composer's filter found (`PUT /api/email-template/recipients`). */
export type EmailRecipientCandidate = Pick<
  EmailRecipient,
  'id' | 'type' | 'name' | 'email' | 'valid'
>;

/** The check of one recipient (spec 002 §3 "Validation result"). */
export interface EmailValidationResult {
  personId: number;
  type: EmailPersonType;
  /** Wildcards that would render empty for this recipient. */
  missingWildcards: string[];
}

/** What `PUT /api/email-template/validate` answers. */
export interface EmailValidation {
  recipients: EmailRecipient[];
  results: EmailValidationResult[];
}

/** One rendered mail as a family would get it. */
export interface RenderedEmail {
  language: TemplateLanguage;
  subject: string;
  html: string;
  text: string;
}

/** What `PUT /api/email-template/preview` answers: the recipient's mail in each language. */
export interface EmailPreview {
  recipient: EmailRecipient;
  /** The language this recipient gets. */
  language: TemplateLanguage;
  mails: RenderedEmail[];
}

/** The progress of one send (the composer polls it). */
export interface EmailSendProgress {
  id: number;
  total: number;
  sent: number;
  failed: number;
  waiting: number;
  /** Recipients left out: a wrong type or an address that is not an e-mail. */
  skipped: number;
}

/** One row of the log of sent e-mails (spec 001 §2.4). */
export interface SentEmailRow {
  id: number;
  subject: string;
  sender: string;
  recipient: string;
  status: EmailStatus;
  modified: string;
}

/** A logged mail with its body (the detail viewer). */
export interface SentEmailDetail extends SentEmailRow {
  body: string;
  errorMessage: string | null;
}

/** Statuses other than these count as failed (spec 001 §2.4). */
export const isEmailSuccess = (status: string) => status === 'SUCCESS';
