import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database';
import { createLogger, type Logger } from '../logger';
import { createMailer } from './mailer';
import { stderrDuring } from '../testing/stderr-during';

/** A database that records what the mailer inserts into sent_emails. */
function fakeDb() {
  const rows: Record<string, unknown>[] = [];
  const db = { insert: () => ({ values: async (row: Record<string, unknown>) => rows.push(row) }) };
  return { db: db as unknown as Database, rows };
}

const fakeLogger = (): Logger => ({ debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() });

const message = {
  recipientPersonId: 7,
  to: 'eva@example.org',
  subject: 'Confirm',
  text: 'Open https://portal.example.org/signup/confirm?token=abc to confirm.',
  html: '<p>Open the link</p>',
};

describe('createMailer', () => {
  it('without SMTP_URL under `npm run dev` stores the message and logs its links', async () => {
    const { db, rows } = fakeDb();
    const logger = fakeLogger();
    await createMailer({ db, logger, from: 'noreply@example.org', logLinks: true }).send(message);
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

  // Issue 13, hole 12: reset and confirmation links went to the log outside development too,
  // and a reset link is as good as the password.
  it('outside development logs neither the links nor the address, only the person id', async () => {
    const { db, rows } = fakeDb();
    const output = await stderrDuring(() =>
      createMailer({ db, logger: createLogger('debug'), from: 'noreply@example.org' }).send(
        message,
      ),
    );
    expect(rows).toHaveLength(1);
    expect(JSON.parse(output.trim())).toMatchObject({
      message: 'e-mail not sent (no SMTP_URL)',
      recipientPersonId: 7,
    });
    expect(output).not.toContain('token=abc');
    expect(output).not.toContain('eva@example.org');
  });

  it('logs a refused delivery without the addresses the SMTP answer quotes', async () => {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        callback(
          Object.assign(new Error(`<${address.address}>: no such mailbox`), { responseCode: 550 }),
        );
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const { db, rows } = fakeDb();
    const mailer = createMailer({
      db,
      logger: createLogger('debug'),
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'noreply@example.org',
    });
    const output = await stderrDuring(() => mailer.send(message));
    await new Promise<void>((resolve) => server.close(resolve));
    // The reason stays with the message in sent_emails, where the office reads it.
    expect(rows[0]).toMatchObject({ status: 'SENT_ERROR' });
    expect(String(rows[0]!.errorMessage)).toContain('eva@example.org');
    expect(JSON.parse(output.trim())).toMatchObject({
      level: 'error',
      message: 'sending an e-mail failed',
      recipientPersonId: 7,
      code: 'EENVELOPE',
      responseCode: 550,
    });
    expect(output).not.toContain('eva@example.org');
  });
});
