import type { EmailStatus, Language } from '../../../shared/model/enums';
import type { Database } from '../database';
import { emailTemplates, emailTemplateTypes, sentEmails, type EmailPersonType } from '../schema';
import type { FamilyRecord } from './family-insert';
import { insertAll, insertIds } from './insert';
import type { Random } from './random';

interface TemplateText {
  subject: string;
  body: string;
}

interface TemplateEntry {
  name: string;
  protective: boolean;
  types: EmailPersonType[];
  texts: Partial<Record<Language, TemplateText>>;
}

/** Templates in English and German; wildcards are written {{name}}. */
// prettier-ignore
const TEMPLATES: TemplateEntry[] = [
  {
    name: 'Welcome',
    protective: true,
    types: ['USER', 'CUSTOMER'],
    texts: {
      EN: { subject: 'Welcome to Kitebook', body: '<p>Dear {{givenName}} {{familyName}},</p><p>your account is ready. You can now book activities, camps and the school bus for your children.</p><p>Kind regards<br>Your Kitebook team</p>' },
      DE: { subject: 'Willkommen bei Kitebook', body: '<p>Liebe/r {{givenName}} {{familyName}},</p><p>Ihr Konto ist eingerichtet. Sie können nun Aktivitäten, Camps und den Schulbus für Ihre Kinder buchen.</p><p>Viele Grüße<br>Ihr Kitebook-Team</p>' },
    },
  },
  {
    name: 'Booking confirmation',
    protective: true,
    types: ['CUSTOMER', 'PARTICIPANT'],
    texts: {
      EN: { subject: 'Booking confirmed: {{eventName}}', body: '<p>Dear {{givenName}} {{familyName}},</p><p>we are happy to confirm the booking of <strong>{{eventName}}</strong> for {{participantGivenName}}, starting on {{startDate}}.</p><p>Kind regards<br>Your Kitebook team</p>' },
      DE: { subject: 'Buchung bestätigt: {{eventName}}', body: '<p>Liebe/r {{givenName}} {{familyName}},</p><p>wir bestätigen gern die Buchung von <strong>{{eventName}}</strong> für {{participantGivenName}} ab dem {{startDate}}.</p><p>Viele Grüße<br>Ihr Kitebook-Team</p>' },
    },
  },
  {
    name: 'Reminder',
    protective: false,
    types: ['CUSTOMER', 'PARTICIPANT'],
    texts: {
      EN: { subject: 'Reminder: {{eventName}}', body: '<p>Dear {{givenName}} {{familyName}},</p><p>a friendly reminder that {{eventName}} takes place next week.</p><p>{{eventTimes}} – {{eventLocation}}</p>' },
      DE: { subject: 'Erinnerung: {{eventName}}', body: '<p>Liebe/r {{givenName}} {{familyName}},</p><p>eine kurze Erinnerung: {{eventName}} findet nächste Woche statt.</p><p>{{eventTimes}} – {{eventLocation}}</p>' },
    },
  },
];

export async function seedEmailTemplates(db: Database): Promise<number> {
  const rows = TEMPLATES.flatMap((template) =>
    Object.entries(template.texts).map(([language, text]) => ({
      template,
      language: language as Language,
      text: text as TemplateText,
    })),
  );
  const ids = await insertIds(
    db,
    emailTemplates,
    rows.map(({ template, language, text }) => ({
      name: template.name,
      language,
      protective: template.protective,
      ...text,
    })),
  );
  await insertAll(
    db,
    emailTemplateTypes,
    rows.flatMap(({ template }, index) =>
      template.types.map((personType) => ({ templateId: ids[index] as number, personType })),
    ),
  );
  return ids.length;
}

const SENDER = 'noreply@kitebook.test';
const STATUSES: [EmailStatus, number][] = [
  ['SUCCESS', 34],
  ['QUIT', 2],
  ['SENT_ERROR', 2],
  ['TEMPLATE_ERROR', 1],
  ['AUTHENTICATION_ERROR', 1],
];

/** A log of welcome and reminder e-mails over the last 30 days, mostly delivered. */
export async function seedSentEmails(
  db: Database,
  random: Random,
  now: Date,
  families: readonly FamilyRecord[],
  count: number,
): Promise<number> {
  const recipients = random.sample(
    families.filter((family) => family.email),
    count,
  );
  const rows = recipients.map((family, index) => {
    const welcome = index % 3 === 0;
    const status = random.weighted(STATUSES);
    return {
      subject: welcome ? 'Welcome to Kitebook' : 'Reminder: Chess Club',
      sender: SENDER,
      recipient: family.email as string,
      recipientPersonId: family.personId,
      status,
      body: welcome
        ? `<p>Dear ${family.familyName} family,</p><p>your account is ready.</p>`
        : `<p>Dear ${family.familyName} family,</p><p>a friendly reminder that Chess Club takes place next week.</p>`,
      errorMessage: status === 'SUCCESS' ? null : `Delivery failed: ${status}`,
      modified: new Date(
        now.getTime() - (index * 30 * 86_400_000) / count - random.int(0, 3_600_000),
      ),
    };
  });
  await insertAll(db, sentEmails, rows);
  return rows.length;
}
