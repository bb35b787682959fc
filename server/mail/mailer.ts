import { createTransport } from 'nodemailer';
import type { EmailStatus } from '../../shared/model/enums';
import type { Database } from '../db/database';
import { sentEmails } from '../db/schema';
import { errorDetails } from '../error-details';
import type { Logger } from '../logger';

/** One outgoing message, already rendered. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The person the message is for, kept in the log of sent e-mails. */
  recipientPersonId?: number | null;
  /** Files sent with it (a direct debit file to the office). */
  attachments?: MailAttachment[];
}

/** A file sent with a message. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

/** What one delivery attempt came to (see {@link Mailer.transmit}). */
export interface TransmitResult {
  /** The status the log of sent e-mails keeps for it. */
  status: EmailStatus;
  /** The reason of a failure, addresses and all (kept in `sent_emails`, never in the log). */
  error?: string;
  /** Whether a later attempt may succeed (SMTP 4xx, a lost connection, a refused sign-in). */
  temporary?: boolean;
  /** The sender address the attempt used (the configured one, or {@link Mailer.from}). */
  sender?: string;
}

/** Sends e-mail and keeps every message, sent or not, in `sent_emails`. */
export interface Mailer {
  /** The sender address when the configuration names none. */
  readonly from: string;
  /**
   * One delivery attempt without storing anything (the outbox stores the outcome with its own
   * row's change). Without SMTP_URL the message is only logged, and counts as delivered.
   */
  transmit(message: MailMessage, options?: { messageId?: string }): Promise<TransmitResult>;
  /** Never throws for a delivery failure: the stored row says SENT_ERROR and the log says why. */
  send(message: MailMessage): Promise<void>;
  /**
   * Sends without making the caller wait (used where the answer must not reveal whether a
   * message went out); `settled()` waits for such sends.
   */
  sendLater(message: MailMessage): void;
  /** Resolves when every `sendLater` message has been handled (tests, shutdown). */
  settled(): Promise<void>;
  /** Closes the pooled SMTP connections (shutdown, after `settled()`). */
  close(): void;
}

export interface MailerOptions {
  db: Database;
  logger: Logger;
  /** `smtp://user:password@host:port`; without it messages are only stored. */
  smtpUrl?: string | undefined;
  /** The sender address when `senderAddress` gives none. */
  from: string;
  /**
   * The configured sender address (the `senderAddress` parameter), read at each message so a
   * change in the configuration applies at once; '' for none.
   */
  senderAddress?: () => Promise<string>;
  /**
   * `npm run dev` only: without SMTP_URL, write each message's recipient and links to the log so
   * a developer can follow a sign-up or reset. Never elsewhere: a reset link is a password.
   */
  logLinks?: boolean;
}

/** What the log may say about an SMTP failure: its kind and status, never the addresses. */
function smtpFailureOf(error: unknown): Record<string, unknown> {
  const { name, code, responseCode, command } = (error ?? {}) as Record<string, unknown>;
  return { error: name, code, responseCode, command };
}

/** Connection errors of nodemailer that a later attempt may not meet again. */
const TEMPORARY_CODES = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ECONNREFUSED',
  'ECONNRESET',
]);

/** The log status and retry decision of an SMTP failure. */
export function classifySmtpFailure(error: unknown): Omit<TransmitResult, 'error'> {
  const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number };
  if (code === 'EAUTH') return { status: 'AUTHENTICATION_ERROR', temporary: true };
  if (typeof responseCode === 'number') {
    return { status: 'SENT_ERROR', temporary: responseCode >= 400 && responseCode < 500 };
  }
  return { status: 'SENT_ERROR', temporary: code === undefined || TEMPORARY_CODES.has(code) };
}

/** A file as nodemailer takes it: a Buffer view of the bytes, no copy. */
const nodemailerAttachment = ({ filename, contentType, content }: MailAttachment) => ({
  filename,
  contentType,
  content: Buffer.from(content.buffer, content.byteOffset, content.byteLength),
});

const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;

/** SMTP connections the mailer keeps open at once (nodemailer's pool). */
export const SMTP_CONNECTIONS = 5;

/**
 * The mailer of the server. Without `SMTP_URL` nothing leaves the machine: the message is only
 * stored (and under `npm run dev` its links are logged, see `logLinks`). The log never carries
 * addresses or links otherwise; it names the recipient by person id.
 */
export function createMailer({
  db,
  logger,
  smtpUrl,
  from,
  senderAddress,
  logLinks = false,
}: MailerOptions): Mailer {
  // Bounded waits: a stuck server must not hold an outbox claim past its lease (email-queue.ts).
  // Pooled: a few connections, each kept open for up to 100 messages. A new connection per
  // message (connect, greeting, EHLO, QUIT) cost ~130 ms even to a local server, which held the
  // outbox at a dozen messages per second (README "Durable sending").
  const transport = smtpUrl
    ? createTransport({
        url: smtpUrl,
        pool: true,
        maxConnections: SMTP_CONNECTIONS,
        maxMessages: 100,
        connectionTimeout: 30_000,
        greetingTimeout: 30_000,
        socketTimeout: 60_000,
      } as Parameters<typeof createTransport>[0])
    : undefined;
  const pending = new Set<Promise<void>>();

  /** The configured sender, or `from` when none is set or it cannot be read. */
  async function senderOf(): Promise<string> {
    const configured = senderAddress ? await senderAddress().catch(() => '') : '';
    return configured || from;
  }

  async function transmit(
    message: MailMessage,
    { messageId }: { messageId?: string } = {},
  ): Promise<TransmitResult> {
    const recipientPersonId = message.recipientPersonId ?? null;
    const sender = await senderOf();
    if (!transport) {
      logger.info('e-mail not sent (no SMTP_URL)', { recipientPersonId });
      return { status: 'SUCCESS', sender };
    }
    try {
      const { to, subject, text, html, attachments = [] } = message;
      await transport.sendMail({
        from: sender,
        to,
        subject,
        text,
        html,
        attachments: attachments.map(nodemailerAttachment),
        ...(messageId ? { messageId } : {}),
      });
      return { status: 'SUCCESS', sender };
    } catch (error) {
      logger.warn('sending an e-mail failed', { recipientPersonId, ...smtpFailureOf(error) });
      return { ...classifySmtpFailure(error), error: String(error), sender };
    }
  }

  async function deliver(message: MailMessage, sender: string): Promise<{ error?: string }> {
    const recipientPersonId = message.recipientPersonId ?? null;
    if (!transport) {
      if (logLinks) {
        logger.info('e-mail not sent (no SMTP_URL); its links', {
          to: message.to,
          subject: message.subject,
          links: message.text.match(URL_PATTERN) ?? [],
        });
      } else {
        logger.info('e-mail not sent (no SMTP_URL)', { recipientPersonId });
      }
      return {};
    }
    try {
      const { attachments = [], ...rest } = message;
      await transport.sendMail({
        from: sender,
        ...rest,
        attachments: attachments.map(nodemailerAttachment),
      });
      return {};
    } catch (error) {
      logger.error('sending an e-mail failed', { recipientPersonId, ...smtpFailureOf(error) });
      // The reason, addresses and all, is kept with the message in sent_emails, not in the log.
      return { error: String(error) };
    }
  }

  async function send(message: MailMessage): Promise<void> {
    const sender = await senderOf();
    const { error } = await deliver(message, sender);
    await db.insert(sentEmails).values({
      subject: message.subject,
      sender,
      recipient: message.to,
      recipientPersonId: message.recipientPersonId ?? null,
      status: error ? 'SENT_ERROR' : 'SUCCESS',
      body: message.html,
      errorMessage: error ?? null,
    });
  }

  return {
    from,
    transmit,
    send,
    sendLater(message) {
      const task = send(message)
        .catch((error: unknown) =>
          logger.error('storing an e-mail failed', {
            recipientPersonId: message.recipientPersonId ?? null,
            ...errorDetails(error),
          }),
        )
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },
    close() {
      transport?.close();
    },
  };
}
