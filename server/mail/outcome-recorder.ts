import type { Database } from '../db/database';
import { recordOutcomes, type Outcome } from './outbox-rows';

/** Writes the outcomes of messages in batches (see {@link createOutcomeRecorder}). */
export interface OutcomeRecorder {
  /** Resolves once the outcome is committed (rejects if its batch could not be written). */
  record(outcome: Outcome): Promise<void>;
}

/** Options of {@link createOutcomeRecorder}. */
export interface OutcomeRecorderOptions {
  db: Database;
  now: () => Date;
  /** How long the first outcome of a batch waits for others. */
  gatherMs: number;
  /** A batch this large is written at once. */
  batchSize: number;
}

interface Entry {
  outcome: Outcome;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Records the outcomes of messages together: the first one waits `gatherMs` (or until
 * `batchSize` have come) for the others handed to SMTP beside it, and they are written in one
 * transaction (outbox-rows.ts `recordOutcomes`). One write per message cost about as much CPU
 * as handing the message to SMTP. The wait is the whole of what batching adds to the window in
 * which a killed process would send a message again (README "Sent once"); a message stuck at
 * SMTP never holds back the others' records.
 */
export function createOutcomeRecorder({
  db,
  now,
  gatherMs,
  batchSize,
}: OutcomeRecorderOptions): OutcomeRecorder {
  let waiting: Entry[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  async function write(batch: Entry[]) {
    try {
      await recordOutcomes(
        db,
        batch.map((entry) => entry.outcome),
        now(),
      );
      for (const entry of batch) entry.resolve();
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    }
  }

  function flush() {
    clearTimeout(timer);
    timer = undefined;
    const batch = waiting;
    waiting = [];
    // One write after the other: PGlite runs one at a time anyway, and the order is kept.
    writing = writing.then(() => write(batch));
  }

  return {
    record(outcome) {
      return new Promise((resolve, reject) => {
        waiting.push({ outcome, resolve, reject });
        if (waiting.length >= batchSize) flush();
        else timer ??= setTimeout(flush, gatherMs);
      });
    },
  };
}
