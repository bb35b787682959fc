import { and, asc, count, eq, gt, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { emailOutbox, emailOutboxAttachments, sentEmails } from '../db/schema';
import { errorDetails } from '../error-details';
import type { Logger } from '../logger';
import type { Mailer } from './mailer';

/** The outbox worker of durable sending (issue 20.4); see server/mail/README.md "Durable sending". */
export interface EmailQueue {
  /** Starts working the outbox (rows left by an earlier run too). */
  start(): void;
  /** Looks for due messages now rather than at the next poll (after queueing some). */
  kick(): void;
  /** Claims no more; waits for the messages being handed to SMTP, then resolves. */
  stop(): Promise<void>;
  /** Resolves when nothing is due or being sent (messages waiting for a retry later do not count). */
  idle(): Promise<void>;
}

/** Options of {@link createEmailQueue}. */
export interface EmailQueueOptions {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  now?: () => Date;
  /** Messages handed to SMTP per minute across all processes (EMAIL_RATE_PER_MINUTE); 0 = no limit. */
  ratePerMinute?: number;
  /** Messages handed to SMTP at once by this process. */
  concurrency?: number;
  /** How long a claim lasts; a row still SENDING after it (its process died) is claimed again. */
  leaseMs?: number;
  /** The first retry's delay; each further one doubles it, up to `maxRetryDelayMs`. */
  retryDelayMs?: number;
  maxRetryDelayMs?: number;
  /** Attempts before a temporarily failing message counts as failed. */
  maxAttempts?: number;
  /** How often the outbox is looked at without a kick. */
  pollMs?: number;
}

const MINUTE = 60_000;

/**
 * A worker over the `email_outbox` table. It claims due rows with `FOR UPDATE SKIP LOCKED`, so
 * processes sharing a PostgreSQL server never take the same row, and PGlite runs the same SQL.
 * A message handed to SMTP is marked SENT in the same transaction that logs it in
 * `sent_emails`; a temporary failure (SMTP 4xx, a lost connection) is retried after a delay
 * that doubles; a permanent one, or the last attempt, is logged as failed.
 */
export function createEmailQueue({
  db,
  mailer,
  logger,
  now = () => new Date(),
  ratePerMinute = 0,
  concurrency = 5,
  leaseMs = 5 * MINUTE,
  retryDelayMs = 30_000,
  maxRetryDelayMs = 60 * MINUTE,
  maxAttempts = 8,
  pollMs = 5_000,
}: EmailQueueOptions): EmailQueue {
  let running = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  let timer: NodeJS.Timeout | undefined;
  /** A kick that came while the loop was busy: look again before sleeping. */
  let kicked = false;
  const idleWaiters: (() => void)[] = [];

  /** How many more messages this minute allows (all processes: the outbox's own sent_at). */
  async function allowance(): Promise<number> {
    if (ratePerMinute <= 0) return concurrency;
    const since = new Date(now().getTime() - MINUTE);
    const [row] = await db
      .select({ n: count() })
      .from(emailOutbox)
      .where(
        or(
          gt(emailOutbox.sentAt, since),
          and(eq(emailOutbox.status, 'SENDING'), gt(emailOutbox.lockedUntil, now())),
        ),
      );
    return Math.max(0, Math.min(concurrency, ratePerMinute - (row?.n ?? 0)));
  }

  /** Claims up to `limit` due rows: waiting ones whose time has come, and expired claims. */
  async function claim(limit: number) {
    const at = now();
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(
          or(
            and(eq(emailOutbox.status, 'WAITING'), lte(emailOutbox.nextAttemptAt, at)),
            and(eq(emailOutbox.status, 'SENDING'), lt(emailOutbox.lockedUntil, at)),
          ),
        )
        .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(emailOutbox)
        .set({
          status: 'SENDING',
          attempts: sql`${emailOutbox.attempts} + 1`,
          lockedUntil: new Date(at.getTime() + leaseMs),
        })
        .where(
          inArray(
            emailOutbox.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    });
  }

  type Claimed = Awaited<ReturnType<typeof claim>>[number];

  /** The row is still ours: SENDING with the attempt we claimed (not taken over after a lease). */
  const stillOurs = (row: Claimed) =>
    and(
      eq(emailOutbox.id, row.id),
      eq(emailOutbox.status, 'SENDING'),
      eq(emailOutbox.attempts, row.attempts),
    );

  async function logAndFinish(
    row: Claimed,
    status: 'SENT' | 'FAILED',
    result: { status: string; error?: string; sender?: string },
  ) {
    await db.transaction(async (tx) => {
      const [logged] = await tx
        .insert(sentEmails)
        .values({
          subject: row.subject,
          sender: result.sender ?? mailer.from,
          recipient: row.recipient,
          recipientPersonId: row.recipientPersonId,
          status: result.status as 'SUCCESS',
          body: row.html,
          errorMessage: result.error ?? null,
        })
        .returning({ id: sentEmails.id });
      await tx
        .update(emailOutbox)
        .set({
          status,
          sentAt: status === 'SENT' ? now() : null,
          lockedUntil: null,
          sentEmailId: logged!.id,
          lastError: result.error ?? null,
        })
        .where(stillOurs(row));
    });
  }

  async function deliver(row: Claimed) {
    const attachments = await db
      .select({
        filename: emailOutboxAttachments.filename,
        contentType: emailOutboxAttachments.contentType,
        content: emailOutboxAttachments.content,
      })
      .from(emailOutboxAttachments)
      .where(eq(emailOutboxAttachments.outboxId, row.id))
      .orderBy(asc(emailOutboxAttachments.id));
    const result = await mailer.transmit(
      {
        to: row.recipient,
        subject: row.subject,
        html: row.html,
        text: row.text,
        recipientPersonId: row.recipientPersonId,
        attachments,
      },
      // The same id on a repeated attempt lets mail clients fold a duplicate (README).
      { messageId: `<outbox-${row.id}@${mailer.from.split('@')[1] ?? 'kitebook'}>` },
    );
    if (result.status === 'SUCCESS') return logAndFinish(row, 'SENT', result);
    if (result.temporary && row.attempts < maxAttempts) {
      const delay = Math.min(maxRetryDelayMs, retryDelayMs * 2 ** (row.attempts - 1));
      // A little jitter so a refusing server is not hit by every message at the same instant.
      const jitter = Math.floor(Math.random() * Math.min(1_000, delay / 10));
      await db
        .update(emailOutbox)
        .set({
          status: 'WAITING',
          lockedUntil: null,
          nextAttemptAt: new Date(now().getTime() + delay + jitter),
          lastError: result.error ?? null,
        })
        .where(stillOurs(row));
      return;
    }
    await logAndFinish(row, 'FAILED', result);
  }

  async function work() {
    while (running) {
      let claimed: Claimed[] = [];
      try {
        const allowed = await allowance();
        if (allowed > 0) claimed = await claim(allowed);
        await Promise.all(
          claimed.map((row) =>
            deliver(row).catch((error: unknown) =>
              // The row stays SENDING; its lease ends and it is claimed again.
              logger.error('an outbox message failed', {
                outboxId: row.id,
                ...errorDetails(error),
              }),
            ),
          ),
        );
      } catch (error) {
        logger.error('the e-mail outbox failed', errorDetails(error));
      }
      if (claimed.length > 0 || kicked) {
        kicked = false;
        continue;
      }
      for (const resolve of idleWaiters.splice(0)) resolve();
      await new Promise<void>((resolve) => {
        wake = resolve;
        timer = setTimeout(resolve, pollMs);
      });
      clearTimeout(timer);
      wake = undefined;
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      loop = work();
    },
    kick() {
      kicked = true;
      wake?.();
    },
    async stop() {
      running = false;
      wake?.();
      await loop;
      for (const resolve of idleWaiters.splice(0)) resolve();
    },
    idle() {
      if (!running) return Promise.resolve();
      return new Promise((resolve) => {
        idleWaiters.push(resolve);
        wake?.();
      });
    },
  };
}
