/**
 * Issue 20.4's bench row: 2,000 recipients rendered and queued by the composer's send, then
 * handed by the outbox worker to a local SMTP sink (rate limit off). Prints messages per second
 * and the time from the send to the last message received. `npx tsx tests/bench/email-send.ts`
 */
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../server/db/database';
import { migrateDatabase } from '../../server/db/migrate';
import { persons } from '../../server/db/schema';
import { createLogger } from '../../server/logger';
import { createEmailQueue } from '../../server/mail/email-queue';
import { createMailer } from '../../server/mail/mailer';
import { sendComposition } from '../../server/services/email/send-composition';
import { startSmtpSink } from '../api/support/smtp-sink';

const RECIPIENTS = 2_000;

export interface EmailSendFigures {
  recipients: number;
  queuedMs: number;
  lastMessageMs: number;
  perSecond: number;
  /**
   * CPU of this process (the server's work and the sink's) per message, from the send to the
   * last message: on a shared machine it moves much less with the load than the rate does.
   */
  cpuMsPerMessage: number;
}

/** Measures one send of {@link RECIPIENTS} on a fresh embedded database. */
export async function measureEmailSend(): Promise<EmailSendFigures> {
  const database = await openDatabase({});
  const logger = createLogger('error');
  const sink = await startSmtpSink();
  try {
    await migrateDatabase(database.db);
    const rows = await database.db
      .insert(persons)
      .values(
        Array.from({ length: RECIPIENTS }, (_, i) => ({
          givenName: `Given${i}`,
          familyName: `Family${i}`,
          email: `family${i}@bench.kitebook.test`,
        })),
      )
      .returning({ id: persons.id });
    const mailer = createMailer({
      db: database.db,
      logger,
      smtpUrl: sink.url,
      from: 'noreply@kitebook.test',
    });
    const queue = createEmailQueue({
      db: database.db,
      mailer,
      logger,
      ratePerMinute: 0,
      pollMs: 50,
    });
    const started = performance.now();
    const cpuAtStart = process.cpuUsage();
    await sendComposition(
      database.db,
      {
        recipients: rows.map((row) => ({ id: row.id, type: 'PERSON' as const })),
        template: {
          name: 'Bench',
          language: 'EN',
          subject: 'News for {{familyName}}',
          body: '<p>{{salutation}},</p><p>the bus line <strong>12</strong> leaves ten minutes earlier from Monday.</p><p><a href="{{portalLink}}">The portal</a></p>',
          style: true,
          types: ['PERSON'],
          version: null,
        },
        eventId: null,
        participantId: null,
      },
      {
        today: '2026-12-01',
        publicUrl: 'http://portal.kitebook.test',
        timeZone: 'Europe/Berlin',
        userId: null,
      },
    );
    const queuedMs = performance.now() - started;
    queue.start();
    while (sink.messages.length < RECIPIENTS)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const lastMessageMs = performance.now() - started;
    const cpu = process.cpuUsage(cpuAtStart);
    await queue.stop();
    mailer.close();
    return {
      recipients: RECIPIENTS,
      queuedMs: Math.round(queuedMs),
      lastMessageMs: Math.round(lastMessageMs),
      perSecond: Math.round((RECIPIENTS / lastMessageMs) * 1000),
      cpuMsPerMessage: Math.round((cpu.user + cpu.system) / RECIPIENTS / 10) / 100,
    };
  } finally {
    await sink.close();
    await database.close();
  }
}

/** The table row of `run.ts`. */
export const emailSendRows = (f: EmailSendFigures) => [
  [
    'recipients',
    'rendered and queued',
    'last message at the sink',
    'messages/s',
    'goal',
    'CPU per message',
  ],
  [
    String(f.recipients),
    `${f.queuedMs} ms`,
    `${f.lastMessageMs} ms`,
    String(f.perSecond),
    '≥ 100/s',
    `${f.cpuMsPerMessage} ms`,
  ],
];

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await measureEmailSend();
  for (const row of emailSendRows(figures)) console.log(row.join('\t'));
}
