import { and, asc, count, eq, gt, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { emailOutbox, emailOutboxAttachments, sentEmails } from '../db/schema';
import type { MailAttachment } from './mailer';

/** The outbox's SQL for its worker (email-queue.ts); every statement runs on PGlite and PostgreSQL. */

/** A row the worker claimed: its message, and the attempt that claim counted. */
export type ClaimedRow = typeof emailOutbox.$inferSelect;

/** The outcome of one message to write (see {@link recordOutcomes}). */
export interface Outcome {
  row: ClaimedRow;
  status: 'SENT' | 'FAILED';
  /** The status the log of sent e-mails keeps (SUCCESS, SENT_ERROR, AUTHENTICATION_ERROR). */
  logStatus: (typeof sentEmails.$inferInsert)['status'];
  sender: string;
  error?: string | undefined;
}

/**
 * Messages in hand that count against the rate limit, across all processes: handed to SMTP in
 * the last minute, and claims not yet ended.
 */
export async function countRecentAndClaimed(db: Database, at: Date): Promise<number> {
  const since = new Date(at.getTime() - 60_000);
  const [row] = await db
    .select({ n: count() })
    .from(emailOutbox)
    .where(
      or(
        gt(emailOutbox.sentAt, since),
        and(eq(emailOutbox.status, 'SENDING'), gt(emailOutbox.lockedUntil, at)),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Claims up to `limit` due rows, waiting ones whose time has come and expired claims, in one
 * transaction: `FOR UPDATE SKIP LOCKED`, so processes sharing a PostgreSQL server never take the
 * same row. Each claim counts an attempt and holds the row until `lockedUntil`.
 */
export async function claimDue(
  db: Database,
  { at, limit, leaseMs }: { at: Date; limit: number; leaseMs: number },
): Promise<ClaimedRow[]> {
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
    const claimed = await tx
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
    return claimed.sort((a, b) => a.id - b.id);
  });
}

/** The files of the claimed rows (few have any), by outbox id, in one query. */
export async function attachmentsOf(
  db: Database,
  rows: ClaimedRow[],
): Promise<Map<number, MailAttachment[]>> {
  const files = new Map<number, MailAttachment[]>();
  if (rows.length === 0) return files;
  const found = await db
    .select({
      outboxId: emailOutboxAttachments.outboxId,
      filename: emailOutboxAttachments.filename,
      contentType: emailOutboxAttachments.contentType,
      content: emailOutboxAttachments.content,
    })
    .from(emailOutboxAttachments)
    .where(
      inArray(
        emailOutboxAttachments.outboxId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(emailOutboxAttachments.id));
  for (const { outboxId, ...file } of found) {
    files.set(outboxId, [...(files.get(outboxId) ?? []), file]);
  }
  return files;
}

/**
 * Writes the outcomes of several messages in one transaction of two statements: their rows in
 * the log of sent e-mails, and each outbox row SENT or FAILED with its log row, only where the
 * row is still its claim's (SENDING with the same attempt; a row whose lease ended and that
 * another claim took is left to that claim). The log row is written either way: the message did
 * reach SMTP (or finally failed), which is what the log says.
 */
export async function recordOutcomes(db: Database, outcomes: Outcome[], at: Date): Promise<void> {
  if (outcomes.length === 0) return;
  await db.transaction(async (tx) => {
    // PostgreSQL inserts a multi-row VALUES list in its order and RETURNING answers in the order
    // of insertion, so the ids pair with the outcomes (as drizzle's own bulk inserts assume).
    const logged = await tx
      .insert(sentEmails)
      .values(
        outcomes.map(({ row, logStatus, sender, error }) => ({
          subject: row.subject,
          sender,
          recipient: row.recipient,
          recipientPersonId: row.recipientPersonId,
          status: logStatus,
          body: row.html,
          errorMessage: error ?? null,
        })),
      )
      .returning({ id: sentEmails.id });
    const done = sql.join(
      outcomes.map(
        ({ row, status, error }, index) =>
          sql`(${row.id}::integer, ${row.attempts}::integer, ${status}::email_outbox_status, ${logged[index]!.id}::integer, ${error ?? null}::text)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`
      update email_outbox as o
      set status = done.status,
        sent_at = case when done.status = 'SENT' then ${at.toISOString()}::timestamptz end,
        locked_until = null,
        sent_email_id = done.sent_email_id,
        last_error = done.error
      from (values ${done}) as done (id, attempts, status, sent_email_id, error)
      where o.id = done.id and o.status = 'SENDING' and o.attempts = done.attempts`);
  });
}

/** Puts a temporarily failed message back to wait for `nextAttemptAt` (if still this claim's). */
export async function waitForRetry(
  db: Database,
  row: ClaimedRow,
  { nextAttemptAt, error }: { nextAttemptAt: Date; error?: string | undefined },
): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: 'WAITING', lockedUntil: null, nextAttemptAt, lastError: error ?? null })
    .where(
      and(
        eq(emailOutbox.id, row.id),
        eq(emailOutbox.status, 'SENDING'),
        eq(emailOutbox.attempts, row.attempts),
      ),
    );
}
