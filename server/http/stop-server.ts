import type { ClosedServer } from './close-gracefully';
import type { RunningHandlers } from './running-handlers';

/** What {@link stopServer} closes, in this order. */
export interface StopSteps {
  /** close-gracefully.ts: no new connections, the busy ones answered or cut at the deadline. */
  closeServer(options: { deadlineMs: number }): Promise<ClosedServer>;
  /** The app's handlers: some may still run for clients that have gone. */
  handlers: Pick<RunningHandlers, 'settled'>;
  /** The e-mail outbox's worker: claims no more, finishes the messages it is handing to SMTP. */
  emailQueue?: { stop(): Promise<void> };
  /** Mail sent in the background, then its pooled SMTP connections closed. */
  mailer: { settled(): Promise<unknown>; close(): void };
  /** PGlite's upkeep timer. */
  stopUpkeep(): Promise<unknown>;
  database: { close(): Promise<void> };
  deadlineMs: number;
}

/**
 * The server's shutdown (SIGTERM, SIGINT): no new connections; requests in flight answered;
 * handlers whose client went away finished too (each within `deadlineMs`); background mail
 * handled; then the database closed, which PGlite otherwise recovers from at the next start.
 * Answers what had to be cut at the deadline.
 */
export async function stopServer(steps: StopSteps): Promise<{ forced: boolean; cut: boolean }> {
  const startedAt = Date.now();
  const { forced } = await steps.closeServer({ deadlineMs: steps.deadlineMs });
  const left = Math.max(0, steps.deadlineMs - (Date.now() - startedAt));
  const cut = !(await steps.handlers.settled(left));
  await steps.emailQueue?.stop();
  await steps.mailer.settled();
  steps.mailer.close();
  await steps.stopUpkeep();
  await steps.database.close();
  return { forced, cut };
}
