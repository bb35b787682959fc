import type { Database } from '../db/database';
import { errorDetails } from '../error-details';
import type { Logger } from '../logger';
import { SMTP_CONNECTIONS, type MailAttachment, type Mailer } from './mailer';
import { createOutcomeRecorder } from './outcome-recorder';
import {
  attachmentsOf,
  claimDue,
  countRecentAndClaimed,
  waitForRetry,
  type ClaimedRow,
} from './outbox-rows';

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
  /**
   * Messages this process has in hand at once (claimed, at SMTP, or being recorded). Twice the
   * mailer's pooled connections keeps each connection busy while the next claim is made, and
   * keeps a message's wait behind others within its lease.
   */
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
/** How long an outcome waits for others to be written with it (outcome-recorder.ts). */
const RECORD_GATHER_MS = 20;

/**
 * A worker over the `email_outbox` table. It claims due rows in batches with
 * `FOR UPDATE SKIP LOCKED` (outbox-rows.ts), hands them to the mailer's pooled SMTP connections
 * side by side, and records the messages that reached SMTP together: their log rows and their
 * outbox rows marked SENT in one transaction (outcome-recorder.ts), each only if still its
 * claim's. A temporary failure (SMTP 4xx, a lost connection) is retried after a delay that
 * doubles; a permanent one, or the last attempt, is logged as failed.
 */
export function createEmailQueue({
  db,
  mailer,
  logger,
  now = () => new Date(),
  ratePerMinute = 0,
  concurrency = 2 * SMTP_CONNECTIONS,
  leaseMs = 5 * MINUTE,
  retryDelayMs = 30_000,
  maxRetryDelayMs = 60 * MINUTE,
  maxAttempts = 8,
  pollMs = 5_000,
}: EmailQueueOptions): EmailQueue {
  let running = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  /** A kick that came while the loop was busy: look again before sleeping. */
  let kicked = false;
  const idleWaiters: (() => void)[] = [];
  /** The messages in hand, each settled once its outcome is written. */
  const inHand = new Set<Promise<void>>();
  /** Claim again once this many places are free: batches, not one claim per finished message. */
  const refillAt = Math.max(1, Math.floor(concurrency / 2));
  const recorder = createOutcomeRecorder({
    db,
    now,
    gatherMs: RECORD_GATHER_MS,
    batchSize: refillAt,
  });

  /** How many more messages may be claimed now: free places, within this minute's allowance. */
  async function allowance(): Promise<number> {
    const free = concurrency - inHand.size;
    if (ratePerMinute <= 0) return free;
    const counted = await countRecentAndClaimed(db, now());
    return Math.max(0, Math.min(free, ratePerMinute - counted));
  }

  async function deliver(row: ClaimedRow, attachments: MailAttachment[]) {
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
    const sender = result.sender ?? mailer.from;
    if (result.status === 'SUCCESS') {
      return recorder.record({ row, status: 'SENT', logStatus: 'SUCCESS', sender });
    }
    if (result.temporary && row.attempts < maxAttempts) {
      const delay = Math.min(maxRetryDelayMs, retryDelayMs * 2 ** (row.attempts - 1));
      // A little jitter so a refusing server is not hit by every message at the same instant.
      const jitter = Math.floor(Math.random() * Math.min(1_000, delay / 10));
      const nextAttemptAt = new Date(now().getTime() + delay + jitter);
      return waitForRetry(db, row, { nextAttemptAt, error: result.error });
    }
    return recorder.record({
      row,
      status: 'FAILED',
      logStatus: result.status,
      sender,
      error: result.error,
    });
  }

  function hand(row: ClaimedRow, attachments: MailAttachment[]) {
    const task = deliver(row, attachments)
      .catch((error: unknown) =>
        // The row stays SENDING; its lease ends and it is claimed again.
        logger.error('an outbox message failed', { outboxId: row.id, ...errorDetails(error) }),
      )
      .finally(() => {
        inHand.delete(task);
        wake?.();
      });
    inHand.add(task);
  }

  /** Claims what is due and allowed, and hands it on; answers how many rows it claimed. */
  async function claimAndHand(): Promise<number> {
    try {
      const allowed = await allowance();
      if (allowed <= 0) return 0;
      const rows = await claimDue(db, { at: now(), limit: allowed, leaseMs });
      const files = await attachmentsOf(db, rows);
      for (const row of rows) hand(row, files.get(row.id) ?? []);
      return rows.length;
    } catch (error) {
      logger.error('the e-mail outbox failed', errorDetails(error));
      return 0;
    }
  }

  /** Waits for a kick, a place coming free, or the next poll. */
  async function sleep() {
    let timer: NodeJS.Timeout | undefined;
    await new Promise<void>((resolve) => {
      wake = resolve;
      timer = setTimeout(resolve, pollMs);
    });
    clearTimeout(timer);
    wake = undefined;
  }

  async function work() {
    while (running) {
      const claimed = concurrency - inHand.size >= refillAt ? await claimAndHand() : 0;
      if (claimed > 0 || kicked) {
        kicked = false;
        continue;
      }
      if (inHand.size === 0) for (const resolve of idleWaiters.splice(0)) resolve();
      await sleep();
    }
    // Stopping: the messages in hand reach SMTP and are recorded before the database closes.
    while (inHand.size > 0) await Promise.all(inHand);
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
