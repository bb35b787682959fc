import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import { createMailer } from './mailer';

/** A database that records what the mailer inserts into sent_emails. */
function fakeDb() {
  const rows: Record<string, unknown>[] = [];
  const db = { insert: () => ({ values: async (row: Record<string, unknown>) => rows.push(row) }) };
  return { db: db as unknown as Database, rows };
}

const fakeLogger = (): Logger => ({ debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() });

const message = {
  to: 'eva@example.org',
  subject: 'Confirm',
  text: 'Open https://portal.example.org/signup/confirm?token=abc to confirm.',
  html: '<p>Open the link</p>',
};

describe('createMailer', () => {
  it('without SMTP_URL stores the message and logs its links', async () => {
    const { db, rows } = fakeDb();
    const logger = fakeLogger();
    await createMailer({ db, logger, from: 'noreply@example.org' }).send(message);
    expect(rows).toEqual([
      expect.objectContaining({
        recipient: 'eva@example.org',
        sender: 'noreply@example.org',
        status: 'SUCCESS',
        body: '<p>Open the link</p>',
        errorMessage: null,
      }),
    ]);
    expect(logger.info).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ links: ['https://portal.example.org/signup/confirm?token=abc'] }),
    );
  });

  it('stores SENT_ERROR with the reason when the SMTP server cannot be reached', async () => {
    const { db, rows } = fakeDb();
    const logger = fakeLogger();
    // Port 1 on loopback: nothing listens there, so the connection is refused at once.
    const mailer = createMailer({ db, logger, smtpUrl: 'smtp://127.0.0.1:1', from: 'a@b.org' });
    mailer.sendLater(message);
    await mailer.settled();
    expect(rows).toEqual([expect.objectContaining({ status: 'SENT_ERROR' })]);
    expect(rows[0]!.errorMessage).toBeTruthy();
    expect(logger.error).toHaveBeenCalled();
  });
});
