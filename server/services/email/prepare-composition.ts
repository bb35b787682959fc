import type { TemplateLanguage } from '../../../shared/model/email';
import { wildcardNamed, wildcardsIn } from '../../../shared/model/email-wildcards';
import type { FieldIssue } from '../../../shared/model/errors';
import { EMAIL_KEYS, type EmailComposition } from '../../../shared/rules/email-template';
import type { Database } from '../../db/database';
import { invalidInput } from '../../errors';
import { readPublicConfig } from '../config/read-configuration';
import { checkTemplateWildcards, findEmailTemplate } from './email-templates';
import type { TemplateTexts, WildcardValues } from './render-email';
import { resolveRecipients, type ResolvedRecipient } from './resolve-recipients';
import { sanitizeEmailBody } from './sanitize-email-body';
import {
  loadEventValues,
  loadFamilyBookings,
  loadParticipantValues,
  recipientValues,
} from './wildcard-values';

/** A composition checked against spec 002 §5 with what rendering needs. */
export interface PreparedComposition {
  recipients: ResolvedRecipient[];
  productName: string;
  /** The template's texts in a language: the draft in its own, the stored one of the same name in the other. */
  textsIn(language: TemplateLanguage): TemplateTexts;
  valuesFor(recipient: ResolvedRecipient, language: TemplateLanguage): WildcardValues;
}

export interface PrepareOptions {
  today: string;
  publicUrl: string;
  timeZone: string;
}

/**
 * The composer's rules (spec 002 §5), as a 400 with one issue per broken rule: a body to send,
 * wildcards from the types' list only, none filled by bookings, childminding or computed links,
 * an event wildcard only with a chosen service and a participant wildcard only with a chosen child.
 */
function compositionIssues(input: EmailComposition, body: string): FieldIssue[] {
  const used = wildcardsIn(input.template.subject, body).map((name) => wildcardNamed(name)!);
  const issues: FieldIssue[] = [];
  if (!body.replace(/<[^>]+>/g, '').trim())
    issues.push({ path: 'template.body', message: EMAIL_KEYS.body });
  const scopes = new Set(used.map((wildcard) => wildcard.scope));
  if (scopes.has('booking') || scopes.has('childminding'))
    issues.push({ path: 'template.body', message: EMAIL_KEYS.bookingWildcards });
  if (scopes.has('computed'))
    issues.push({ path: 'template.body', message: EMAIL_KEYS.computedWildcards });
  if (scopes.has('event') && input.eventId === null)
    issues.push({ path: 'eventId', message: EMAIL_KEYS.noSelectedEvent });
  if (scopes.has('participant') && input.participantId === null)
    issues.push({ path: 'participantId', message: EMAIL_KEYS.noSelectedParticipant });
  return issues;
}

/**
 * Checks a composition and gathers its recipients and wildcard values. Each recipient reads the
 * mail in their own language: the draft's language gets the draft, the other one the stored
 * template of the same name in that language (the draft again when there is none).
 */
export async function prepareComposition(
  db: Database,
  input: EmailComposition,
  { today, publicUrl, timeZone }: PrepareOptions,
): Promise<PreparedComposition> {
  const draft: TemplateTexts = {
    subject: input.template.subject,
    body: sanitizeEmailBody(input.template.body),
    style: input.template.style,
  };
  checkTemplateWildcards(draft.subject, draft.body, input.template.types);
  const issues = compositionIssues(input, draft.body);
  if (issues.length > 0) throw invalidInput(issues, issues[0]!.message);

  const config = await readPublicConfig(db, timeZone);
  const [eventValues, participantValues] = await Promise.all([
    loadEventValues(db, input.eventId),
    loadParticipantValues(db, input.participantId, today),
  ]);
  if (input.eventId !== null && !eventValues)
    throw invalidInput([{ path: 'eventId', message: EMAIL_KEYS.noSelectedEvent }]);
  if (input.participantId !== null && !participantValues)
    throw invalidInput([{ path: 'participantId', message: EMAIL_KEYS.noSelectedParticipant }]);

  const texts: Record<TemplateLanguage, TemplateTexts> = { EN: draft, DE: draft };
  const other: TemplateLanguage = input.template.language === 'EN' ? 'DE' : 'EN';
  const stored = await findEmailTemplate(db, input.template.name, other);
  if (stored) {
    texts[other] = { subject: stored.subject, body: stored.body, style: stored.style };
    // The stored translation must keep to the same rules as the draft.
    checkTemplateWildcards(stored.subject, stored.body, input.template.types);
    const otherIssues = compositionIssues(input, stored.body);
    if (otherIssues.length > 0) throw invalidInput(otherIssues, otherIssues[0]!.message);
  }

  const recipients = await resolveRecipients(db, input.recipients, {
    types: input.template.types,
    fallback: config.defaultLocale === 'de' ? 'DE' : 'EN',
  });
  const usesBookings = wildcardsIn(
    texts.EN.subject,
    texts.EN.body,
    texts.DE.subject,
    texts.DE.body,
  ).includes('familyBookings');
  const familyBookings = usesBookings
    ? await loadFamilyBookings(
        db,
        [...new Set(recipients.flatMap((r) => (r.customerId ? [r.customerId] : [])))],
        today,
      )
    : new Map<number, Record<TemplateLanguage, string>>();

  return {
    recipients,
    productName: config.productName,
    textsIn: (language) => texts[language],
    valuesFor: (recipient, language) => ({
      ...recipientValues(recipient, language, publicUrl),
      ...(eventValues?.[language] ?? {}),
      ...(participantValues ?? {}),
      familyBookings: recipient.customerId
        ? familyBookings.get(recipient.customerId)?.[language]
        : undefined,
    }),
  };
}
