import { eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailSendProgress } from '../../shared/model/email';
import type { ErrorBody } from '../../shared/model/errors';
import {
  customers,
  emailOutbox,
  personLanguages,
  persons,
  sentEmails,
} from '../../server/db/schema';
import { createLogger } from '../../server/logger';
import { createEmailQueue } from '../../server/mail/email-queue';
import { createMailer, type Mailer } from '../../server/mail/mailer';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: Record<string, string>;
/** 200 customers with an address: even ones read English, odd ones German. */
let families: {
  id: number;
  personId: number;
  email: string;
  givenName: string;
  language: 'EN' | 'DE';
}[];
const logger = createLogger('error');

const TEMPLATE = {
  name: 'Newsletter',
  subject: 'News for {{familyName}}',
  body: '<p>Hello {{givenName}},</p><p>the English newsletter.</p>',
  style: true,
  types: ['CUSTOMER'],
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.authAs('admin@kitebook.test');
  const rows = await t.database.db
    .select({
      id: customers.id,
      personId: persons.id,
      email: persons.email,
      givenName: persons.givenName,
    })
    .from(customers)
    .innerJoin(persons, eq(persons.id, customers.personId))
    .where(isNotNull(persons.email))
    .orderBy(customers.id)
    .limit(200);
  expect(rows).toHaveLength(200);
  families = rows.map((row, index) => ({
    ...row,
    email: row.email!,
    language: index % 2 ? 'DE' : 'EN',
  }));
  await t.database.db.delete(personLanguages).where(
    inArray(
      personLanguages.personId,
      families.map((f) => f.personId),
    ),
  );
  await t.database.db
    .insert(personLanguages)
    .values(families.map((family) => ({ personId: family.personId, language: family.language })));
  // The German translation is stored; the English draft is what the composer sends.
  const saved = await t.call('PUT', '/api/email-template', {
    headers: admin,
    body: {
      ...TEMPLATE,
      language: 'DE',
      subject: 'Neues für {{familyName}}',
      body: '<p>Guten Tag {{givenName}},</p><p>der deutsche Rundbrief.</p>',
    },
  });
  expect(saved.status).toBe(200);
});
afterAll(() => t.close());

const mailerFor = (sink: SmtpSink) =>
  createMailer({ db: t.database.db, logger, smtpUrl: sink.url, from: 'noreply@kitebook.test' });

/** A queue on the test's database, quick to retry and to notice work. */
function queueFor(mailer: Mailer, options: Partial<Parameters<typeof createEmailQueue>[0]> = {}) {
  return createEmailQueue({
    db: t.database.db,
    mailer,
    logger,
    retryDelayMs: 20,
    maxRetryDelayMs: 200,
    pollMs: 30,
    ...options,
  });
}

const send = async (recipients = families) => {
  const response = await t.call('PUT', '/api/email-template/send', {
    headers: admin,
    body: {
      recipients: recipients.map((family) => ({ id: family.id, type: 'CUSTOMER' })),
      template: { ...TEMPLATE, language: 'EN' },
    },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as EmailSendProgress;
};

const progressOf = async (id: number) =>
  (await (
    await t.call('GET', `/api/email-template/send/${id}`, { headers: admin })
  ).json()) as EmailSendProgress;

async function until(check: () => Promise<boolean>, ms = 100_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** How many messages each family's address got (addresses may repeat across families). */
function expectEachOnce(sink: SmtpSink) {
  const expected = new Map<string, number>();
  for (const family of families)
    expected.set(family.email.toLowerCase(), (expected.get(family.email.toLowerCase()) ?? 0) + 1);
  const got = new Map<string, number>();
  for (const message of sink.messages)
    for (const to of message.to) got.set(to.toLowerCase(), (got.get(to.toLowerCase()) ?? 0) + 1);
  expect(got).toEqual(expected);
}

describe('durable sending', { timeout: 120_000 }, () => {
  it('answers at once, then delivers 200 mails, each in its family’s language with its wildcards filled', async () => {
    const sink = await startSmtpSink();
    const mailer = mailerFor(sink);
    const queue = queueFor(mailer);
    try {
      const started = Date.now();
      const answer = await send();
      expect(answer).toMatchObject({ total: 200, sent: 0, waiting: 200, failed: 0, skipped: 0 });
      const answeredIn = Date.now() - started;
      queue.start();
      await until(async () => (await progressOf(answer.id)).waiting === 0);
      expect(await progressOf(answer.id)).toMatchObject({
        total: 200,
        sent: 200,
        failed: 0,
        waiting: 0,
      });
      expectEachOnce(sink);
      for (const family of families) {
        const message = sink.messages.find(
          (m) => m.to.includes(family.email.toLowerCase()) || m.to.includes(family.email),
        )!;
        if (family.language === 'DE') {
          expect(message.decoded).toContain(`Guten Tag ${family.givenName},`);
          expect(message.decoded).toContain('der deutsche Rundbrief');
        } else {
          expect(message.decoded).toContain(`Hello ${family.givenName},`);
          expect(message.decoded).toContain('the English newsletter');
        }
      }
      const logged = await t.database.db
        .select({ id: sentEmails.id })
        .from(sentEmails)
        .innerJoin(emailOutbox, eq(emailOutbox.sentEmailId, sentEmails.id))
        .where(eq(emailOutbox.sendId, answer.id));
      expect(logged).toHaveLength(200);
      console.log(`send of 200: answered in ${answeredIn} ms`);
    } finally {
      await queue.stop();
      mailer.close();
      await sink.close();
    }
  });

  it('retries the 10% a server refuses for now: all arrive, none twice', async () => {
    const sink = await startSmtpSink({ refuse: (index) => (index % 10 === 3 ? 451 : undefined) });
    const mailer = mailerFor(sink);
    const queue = queueFor(mailer);
    try {
      const answer = await send();
      queue.start();
      await until(async () => (await progressOf(answer.id)).waiting === 0);
      expect(await progressOf(answer.id)).toMatchObject({ sent: 200, failed: 0 });
      expectEachOnce(sink);
      const retried = await t.database.db
        .select({ attempts: emailOutbox.attempts })
        .from(emailOutbox)
        .where(eq(emailOutbox.sendId, answer.id));
      expect(retried.filter((row) => row.attempts > 1).length).toBeGreaterThanOrEqual(10);
    } finally {
      await queue.stop();
      mailer.close();
      await sink.close();
    }
  });

  it('after a restart mid-send, every recipient gets exactly one mail', async () => {
    const sink = await startSmtpSink();
    const real = mailerFor(sink);
    // The first process dies after 60 messages: its next claims never reach SMTP or the outbox.
    let handed = 0;
    const dying: Mailer = {
      ...real,
      transmit: (message, options) =>
        ++handed > 60 ? new Promise(() => {}) : real.transmit(message, options),
    };
    const first = queueFor(dying, { leaseMs: 1_000 });
    const answer = await send();
    first.start();
    await until(async () => (await progressOf(answer.id)).sent >= 60);
    // Killed: never stopped, its claims stay SENDING until their lease ends.
    const second = queueFor(real, { leaseMs: 1_000 });
    try {
      second.start();
      await until(async () => (await progressOf(answer.id)).waiting === 0);
      expect(await progressOf(answer.id)).toMatchObject({ sent: 200, failed: 0 });
      expectEachOnce(sink);
    } finally {
      await second.stop();
      real.close();
      await sink.close();
    }
  });

  it('hands no more than the rate limit per minute to SMTP, and the next ones a minute later', async () => {
    const sink = await startSmtpSink();
    const mailer = mailerFor(sink);
    // The queue's clock, ahead of the earlier tests' sends so they fall out of its minute.
    let offset = 2 * 60_000;
    const queue = queueFor(mailer, {
      ratePerMinute: 25,
      now: () => new Date(Date.now() + offset),
    });
    try {
      const answer = await send(families.slice(0, 60));
      queue.start();
      await until(async () => (await progressOf(answer.id)).sent >= 25);
      await queue.idle();
      expect(await progressOf(answer.id)).toMatchObject({ sent: 25, waiting: 35 });
      offset += 61_000;
      queue.kick();
      await until(async () => (await progressOf(answer.id)).sent >= 50);
      await queue.idle();
      expect(await progressOf(answer.id)).toMatchObject({ sent: 50, waiting: 10 });
      expect(sink.messages).toHaveLength(50);
    } finally {
      await queue.stop();
      mailer.close();
      await sink.close();
    }
  });

  it('refuses a send when every recipient has a wrong type, and leaves out invalid addresses', async () => {
    const refused = await t.call('PUT', '/api/email-template/send', {
      headers: admin,
      body: {
        recipients: [{ id: families[0]!.id, type: 'CUSTOMER' }],
        template: { ...TEMPLATE, language: 'EN', types: ['INSTRUCTOR'] },
      },
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as ErrorBody).message).toBe('email.message.falsePersonType');
    await t.database.db
      .update(persons)
      .set({ email: 'not-an-address' })
      .where(eq(persons.id, families[1]!.personId));
    const answer = await send(families.slice(0, 3));
    expect(answer).toMatchObject({ total: 2, skipped: 1 });
    expect(
      (
        await t.call('PUT', '/api/email-template/send', {
          headers: await t.authAs('parent@kitebook.test'),
          body: {},
        })
      ).status,
    ).toBe(403);
  });
});
