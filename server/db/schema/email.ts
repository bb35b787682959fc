import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bytea, createdAt, timestamps, version } from './columns';
import { emailPersonTypeEnum, emailStatusEnum, languageEnum } from './enums';
import { bookings } from './bookings';
import { persons } from './people';
import { users } from './users';

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

/** Where one queued message stands (the outbox of durable sending, issue 20.4). */
export const OUTBOX_STATUSES = ['WAITING', 'SENDING', 'SENT', 'FAILED'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
export const outboxStatusEnum = pgEnum('email_outbox_status', OUTBOX_STATUSES);

/** One send of the composer: who sent what to how many (its progress is its outbox rows). */
export const emailSends = pgTable('email_sends', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  createdByUserId: integer('created_by_user_id').references(() => users.id, {
    onDelete: 'set null',
  }),
  templateName: text('template_name').notNull(),
  /** Recipients left out: a wrong person type or an address that is no e-mail. */
  skipped: integer('skipped').notNull().default(0),
  createdAt: createdAt(),
});

/**
 * The queue of outgoing messages, rendered when queued. A worker claims rows with
 * `FOR UPDATE SKIP LOCKED` (server/mail/email-queue.ts), so several server processes on one
 * PostgreSQL share it and PGlite runs the same SQL. A row is SENT once its message was handed
 * to SMTP and logged in `sent_emails`, in one transaction with that log row.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sendId: integer('send_id').references(() => emailSends.id, { onDelete: 'cascade' }),
    recipientPersonId: integer('recipient_person_id').references(() => persons.id, {
      onDelete: 'set null',
    }),
    recipient: text('recipient').notNull(),
    language: languageEnum('language').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    status: outboxStatusEnum('status').notNull().default('WAITING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    /** While SENDING: the claim's end; a row still SENDING after it is claimed again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    sentEmailId: integer('sent_email_id').references(() => sentEmails.id, {
      onDelete: 'set null',
    }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_outbox_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} in ('WAITING', 'SENDING')`),
    index('email_outbox_send_idx').on(t.sendId, t.status),
    index('email_outbox_sent_at_idx').on(t.sentAt),
  ],
);

/**
 * The mails of a booking that go once only (issue 20.6): a reminder text of its service
 * (`reminder:<name>`) and a waiting-list offer per day (`offer:<yyyy-MM-dd>`). Written in the
 * transaction that queues the mail, so a job run twice, or by two processes, mails once.
 */
export const bookingNotices = pgTable(
  'booking_notices',
  {
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    notice: text('notice').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.notice] })],
);

/** Files sent with an outbox message (a direct debit file to the office), read when it is sent. */
export const emailOutboxAttachments = pgTable(
  'email_outbox_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    outboxId: integer('outbox_id')
      .notNull()
      .references(() => emailOutbox.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [index('email_outbox_attachments_outbox_idx').on(t.outboxId)],
);
