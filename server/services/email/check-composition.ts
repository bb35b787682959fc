import type {
  EmailPreview,
  EmailRecipient,
  EmailValidation,
  TemplateLanguage,
} from '../../../shared/model/email';
import { TEMPLATE_LANGUAGES } from '../../../shared/model/email';
import { EMAIL_KEYS, type EmailComposition } from '../../../shared/rules/email-template';
import type { Database } from '../../db/database';
import { invalidInput } from '../../errors';
import {
  prepareComposition,
  type PrepareOptions,
  type PreparedComposition,
} from './prepare-composition';
import { missingWildcards, renderEmail } from './render-email';
import type { ResolvedRecipient } from './resolve-recipients';

/** What the composer shows of a recipient (no person id or family). */
export const listedRecipient = ({
  id,
  type,
  name,
  email,
  valid,
  language,
  rightType,
}: ResolvedRecipient): EmailRecipient => ({
  id,
  type,
  name,
  email,
  valid,
  language,
  rightType,
});

/** One recipient's mail in a language. */
export const renderFor = (
  prepared: PreparedComposition,
  recipient: ResolvedRecipient,
  language: TemplateLanguage,
) =>
  renderEmail({
    template: prepared.textsIn(language),
    values: prepared.valuesFor(recipient, language),
    language,
    productName: prepared.productName,
  });

/**
 * `PUT /api/email-template/validate` (the composer's Check): the composition's rules (400), then
 * every recipient with the wildcards that would stay empty in the mail it gets.
 */
export async function validateComposition(
  db: Database,
  input: EmailComposition,
  options: PrepareOptions,
): Promise<EmailValidation> {
  const prepared = await prepareComposition(db, input, options);
  return {
    recipients: prepared.recipients.map(listedRecipient),
    results: prepared.recipients.map((recipient) => {
      const texts = prepared.textsIn(recipient.language);
      return {
        personId: recipient.id,
        type: recipient.type,
        missingWildcards: missingWildcards(
          prepared.valuesFor(recipient, recipient.language),
          texts.subject,
          texts.body,
        ),
      };
    }),
  };
}

/**
 * `PUT /api/email-template/preview`: the chosen recipient's (else the first one's) mail in both
 * languages, each as a family reading that language gets it.
 */
export async function previewComposition(
  db: Database,
  input: EmailComposition & { recipient: { id: number; type: string } | null },
  options: PrepareOptions,
): Promise<EmailPreview> {
  const prepared = await prepareComposition(db, input, options);
  const wanted = input.recipient;
  const recipient = wanted
    ? prepared.recipients.find((r) => r.id === wanted.id && r.type === wanted.type)
    : prepared.recipients[0];
  if (!recipient) throw invalidInput([{ path: 'recipient', message: EMAIL_KEYS.recipients }]);
  return {
    recipient: listedRecipient(recipient),
    language: recipient.language,
    mails: TEMPLATE_LANGUAGES.map((language) => renderFor(prepared, recipient, language)),
  };
}
