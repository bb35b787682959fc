import { createTransport } from 'nodemailer';
import type { Database } from '../db/database';
import { sentEmails } from '../db/schema';
import type { Logger } from '../logger';

/** One outgoing message, already rendered. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The person the message is for, kept in the log of sent e-mails. */
  recipientPersonId?: number | null;
}

/** Sends e-mail and keeps every message, sent or not, in `sent_emails`. */
export interface Mailer {
  /** Never throws for a delivery failure: the stored row says SENT_ERROR and the log says why. */
  send(message: MailMessage): Promise<void>;
  /**
   * Sends without making the caller wait (used where the answer must not reveal whether a
   * message went out); `settled()` waits for such sends.
   */
  sendLater(message: MailMessage): void;
  /** Resolves when every `sendLater` message has been handled (tests, shutdown). */
  settled(): Promise<void>;
}

export interface MailerOptions {
  db: Database;
  logger: Logger;
  /** `smtp://user:password@host:port`; without it messages are only stored and logged. */
  smtpUrl?: string | undefined;
  /** The sender address. */
  from: string;
}

const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;

/**
 * The mailer of the server. Without `SMTP_URL` nothing leaves the machine: the message is stored
 * and its links are written to the log, so sign-up and password reset work in the offline demo.
 */
export function createMailer({ db, logger, smtpUrl, from }: MailerOptions): Mailer {
  const transport = smtpUrl ? createTransport(smtpUrl) : undefined;
  const pending = new Set<Promise<void>>();

  async function deliver(message: MailMessage): Promise<{ error?: string }> {
    if (!transport) {
      logger.info('e-mail not sent (no SMTP_URL); its links', {
        to: message.to,
        subject: message.subject,
        links: message.text.match(URL_PATTERN) ?? [],
      });
      return {};
    }
    try {
      await transport.sendMail({ from, ...message });
      return {};
    } catch (error) {
      logger.error('sending an e-mail failed', { to: message.to, error: String(error) });
      return { error: String(error) };
    }
  }

  async function send(message: MailMessage): Promise<void> {
    const { error } = await deliver(message);
    await db.insert(sentEmails).values({
      subject: message.subject,
      sender: from,
      recipient: message.to,
      recipientPersonId: message.recipientPersonId ?? null,
      status: error ? 'SENT_ERROR' : 'SUCCESS',
      body: message.html,
      errorMessage: error ?? null,
    });
  }

  return {
    send,
    sendLater(message) {
      const task = send(message)
        .catch((error: unknown) =>
          logger.error('storing an e-mail failed', { to: message.to, error: String(error) }),
        )
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
