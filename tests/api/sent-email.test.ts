import { desc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailSendProgress, SentEmailDetail, SentEmailRow } from '../../shared/model/email';
import type { ErrorBody } from '../../shared/model/errors';
import type { ListAnswer } from '../../shared/model/list';
import { todayIn } from '../../shared/model/school-time';
import { sentEmails } from '../../server/db/schema';
import { createLogger } from '../../server/logger';
import { createEmailQueue } from '../../server/mail/email-queue';
import { createMailer } from '../../server/mail/mailer';
import { startSmtpSink } from './support/smtp-sink';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.authAs('admin@kitebook.test');
});
afterAll(() => t.close());

const get = async <T>(path: string) => {
  const response = await t.call('GET', path, { headers: admin });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
};

describe('the log of sent e-mails', () => {
  it('lists newest first and filters by status, recipient and day', async () => {
    const all = await get<ListAnswer<SentEmailRow>>('/api/sent-email/list?pageSize=200');
    expect(all.total).toBeGreaterThanOrEqual(40);
    const times = all.items.map((row) => row.modified);
    expect(times).toEqual([...times].sort().reverse());
    const failed = await get<ListAnswer<SentEmailRow>>(
      '/api/sent-email/list?status=FAILED&pageSize=200',
    );
    expect(failed.total).toBeGreaterThan(0);
    expect(failed.items.every((row) => row.status !== 'SUCCESS')).toBe(true);
    const quit = await get<ListAnswer<SentEmailRow>>('/api/sent-email/list?status=QUIT');
    expect(quit.items.every((row) => row.status === 'QUIT')).toBe(true);
    const someone = all.items[0]!.recipient;
    const byRecipient = await get<ListAnswer<SentEmailRow>>(
      `/api/sent-email/list?search=${encodeURIComponent(someone.slice(0, 8))}`,
    );
    expect(byRecipient.items.map((row) => row.recipient)).toContain(someone);
    const today = todayIn('Europe/Berlin', t.clock.now);
    const none = await get<ListAnswer<SentEmailRow>>(
      '/api/sent-email/list?from=2000-01-01&to=2000-01-31',
    );
    expect(none.total).toBe(0);
    const recent = await get<ListAnswer<SentEmailRow>>(
      `/api/sent-email/list?from=2000-01-01&to=${today}`,
    );
    expect(recent.total).toBe(all.total);
    expect(
      (await t.call('GET', '/api/sent-email/list?status=LOST', { headers: admin })).status,
    ).toBe(400);
  });

  it('shows one mail with its body; ADMIN only', async () => {
    const [row] = await t.database.db
      .select()
      .from(sentEmails)
      .orderBy(desc(sentEmails.id))
      .limit(1);
    const detail = await get<SentEmailDetail>(`/api/sent-email/${row!.id}`);
    expect(detail).toMatchObject({
      id: row!.id,
      subject: row!.subject,
      body: row!.body,
      recipient: row!.recipient,
    });
    expect((await t.call('GET', '/api/sent-email/999999', { headers: admin })).status).toBe(404);
    for (const login of [
      'parent@kitebook.test',
      'instructor@kitebook.test',
      'sysadmin@kitebook.test',
    ]) {
      const response = await t.call('GET', `/api/sent-email/${row!.id}`, {
        headers: await t.authAs(login),
      });
      expect(response.status, login).toBe(403);
    }
  });

  it('sends a failed mail again, once, and logs it; refuses a delivered one', async () => {
    const [failed] = await t.database.db
      .select()
      .from(sentEmails)
      .where(ne(sentEmails.status, 'SUCCESS'))
      .limit(1);
    const [delivered] = await t.database.db
      .select()
      .from(sentEmails)
      .where(eq(sentEmails.status, 'SUCCESS'))
      .limit(1);
    const refused = await t.call('PUT', `/api/sent-email/${delivered!.id}/resend`, {
      headers: admin,
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ErrorBody).message).toBe('email.message.notFailed');
    const queued = await t.call('PUT', `/api/sent-email/${failed!.id}/resend`, { headers: admin });
    expect(queued.status).toBe(200);
    const progress = (await queued.json()) as EmailSendProgress;
    expect(progress).toMatchObject({ total: 1, waiting: 1 });

    const sink = await startSmtpSink();
    const logger = createLogger('error');
    const mailer = createMailer({
      db: t.database.db,
      logger,
      smtpUrl: sink.url,
      from: 'noreply@kitebook.test',
    });
    const queue = createEmailQueue({ db: t.database.db, mailer, logger, pollMs: 30 });
    try {
      queue.start();
      await queue.idle();
      expect(await get<EmailSendProgress>(`/api/email-template/send/${progress.id}`)).toMatchObject(
        { sent: 1, waiting: 0 },
      );
      expect(sink.messages.map((m) => m.to)).toEqual([[failed!.recipient.toLowerCase()]]);
      const newest = await get<ListAnswer<SentEmailRow>>('/api/sent-email/list?pageSize=1');
      expect(newest.items[0]).toMatchObject({
        recipient: failed!.recipient,
        status: 'SUCCESS',
        subject: failed!.subject,
      });
    } finally {
      await queue.stop();
      mailer.close();
      await sink.close();
    }
  });
});
