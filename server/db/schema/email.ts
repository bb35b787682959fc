import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamps, version } from './columns';
import { emailPersonTypeEnum, emailStatusEnum, languageEnum } from './enums';
import { persons } from './people';

/** A template of the e-mail composer, one per name and language. */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    language: languageEnum('language').notNull(),
    subject: text('subject').notNull(),
    /** HTML with wildcards written as {{name}}. */
    body: text('body').notNull(),
    /** Whether the organisation's letterhead style wraps the body. */
    style: boolean('style').notNull().default(true),
    /** Protective templates are used by the system and cannot be deleted. */
    protective: boolean('protective').notNull().default(false),
    version: version(),
    ...timestamps(),
  },
  (t) => [unique('email_templates_name_language_key').on(t.name, t.language)],
);

export const emailTemplateTypes = pgTable(
  'email_template_types',
  {
    templateId: integer('template_id')
      .notNull()
      .references(() => emailTemplates.id, { onDelete: 'cascade' }),
    personType: emailPersonTypeEnum('person_type').notNull(),
  },
  (t) => [primaryKey({ columns: [t.templateId, t.personType] })],
);

/** The log of e-mails sent (or attempted), newest first in the viewer. */
export const sentEmails = pgTable(
  'sent_emails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subject: text('subject').notNull(),
    sender: text('sender').notNull(),
    recipient: text('recipient').notNull(),
    recipientPersonId: integer('recipient_person_id').references(() => persons.id, {
      onDelete: 'set null',
    }),
    status: emailStatusEnum('status').notNull(),
    body: text('body').notNull(),
    errorMessage: text('error_message'),
    modified: timestamp('modified', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sent_emails_modified_idx').on(t.modified),
    index('sent_emails_recipient_person_idx').on(t.recipientPersonId),
  ],
);
