import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentEmails, userTokens, users } from '../../server/db/schema';
import { startSmtpSink, type SinkMessage, type SmtpSink } from './support/smtp-sink';
import { createTestApp, type TestApp } from './support/test-app';

const DEMO_PASSWORD = 'kitebook-demo';
const NEW_PASSWORD = 'a-brand-new-password';
let t: TestApp;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ smtpUrl: sink.url });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

/** Asks for a reset link and waits until the mail, sent in the background, has been handled. */
async function forgot(email: string, locale?: 'en' | 'de') {
  const response = await t.call('POST', '/api/auth/forgot-password', { body: { email, locale } });
  await t.mailer.settled();
  return response;
}

const RESET_LINK = /http:\/\/portal\.kitebook\.test\/password\/reset\?token=([A-Za-z0-9_-]+)/;

/** The token of the newest reset mail to an address. */
function latestToken(address: string): string {
  const message = sink.messages.filter((m) => m.to.includes(address)).at(-1);
  const match = message && RESET_LINK.exec(message.decoded);
  if (!match) throw new Error(`no reset link sent to ${address}`);
  return match[1]!;
}

const reset = (token: unknown, password: unknown = NEW_PASSWORD) =>
  t.call('POST', '/api/auth/reset-password', { body: { token, password } });

const signIn = (login: string, password: string) =>
  t.call('POST', '/api/auth/signin', { body: { login, password } });

async function storedCounts() {
  const [mails] = await t.database.db.select({ n: count() }).from(sentEmails);
  const [tokens] = await t.database.db.select({ n: count() }).from(userTokens);
  return { mails: mails!.n, tokens: tokens!.n, sunk: sink.messages.length };
}

describe('POST /api/auth/forgot-password', () => {
  it('answers 204 for an unknown address and sends nothing', async () => {
    const before = await storedCounts();
    const response = await forgot('nobody.here@example.org');
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(await storedCounts()).toEqual(before);
  });

  it('answers the same 204 for a known address and mails a one-hour link', async () => {
    const response = await forgot('Parent@Kitebook.test');
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    const message = sink.messages.at(-1) as SinkMessage;
    expect(message.to).toEqual(['parent@kitebook.test']);
    expect(message.decoded).toContain('Subject: Kitebook: reset your password');
    expect(message.decoded).toContain('valid for 60 minutes');

    const [stored] = await t.database.db
      .select()
      .from(sentEmails)
      .where(eq(sentEmails.recipient, 'parent@kitebook.test'));
    expect(stored).toMatchObject({ status: 'SUCCESS', subject: 'Kitebook: reset your password' });
  });

  it('writes in German for locale de', async () => {
    await forgot('guardian@kitebook.test', 'de');
    const message = sink.messages.at(-1) as SinkMessage;
    expect(message.to).toEqual(['guardian@kitebook.test']);
    expect(message.decoded).toContain('Der Link ist 60 Minuten gültig');
    const [stored] = await t.database.db
      .select()
      .from(sentEmails)
      .where(eq(sentEmails.recipient, 'guardian@kitebook.test'));
    expect(stored!.subject).toBe('Kitebook: Passwort zurücksetzen');
  });

  it('sends at most three reset mails an hour per user, still answering 204', async () => {
    const address = 'provider@kitebook.test';
    for (let i = 0; i < 4; i++) expect((await forgot(address)).status).toBe(204);
    expect(sink.messages.filter((m) => m.to.includes(address))).toHaveLength(3);
  });

  it('sends exactly three of 40 concurrent requests for one address', async () => {
    const address = 'neueltern@kitebook.test';
    const responses = await Promise.all(
      Array.from({ length: 40 }, () =>
        t.call('POST', '/api/auth/forgot-password', { body: { email: address } }),
      ),
    );
    await t.mailer.settled();
    expect(responses.every((response) => response.status === 204)).toBe(true);
    const [stored] = await t.database.db
      .select({ n: count() })
      .from(sentEmails)
      .where(eq(sentEmails.recipient, address));
    expect(stored!.n).toBe(3);
    expect(sink.messages.filter((m) => m.to.includes(address))).toHaveLength(3);
  });

  it('answers 400 with issues for an invalid address and stores nothing', async () => {
    const before = await storedCounts();
    const response = await forgot('not an address');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      issues: [{ path: 'email', message: 'shared.rules.email-content' }],
    });
    expect(await storedCounts()).toEqual(before);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password once; the link fails the second time', async () => {
    const token = latestToken('parent@kitebook.test');
    const first = await reset(token);
    expect(first.status).toBe(204);
    expect((await signIn('parent@kitebook.test', NEW_PASSWORD)).status).toBe(200);
    expect((await signIn('parent@kitebook.test', DEMO_PASSWORD)).status).toBe(401);

    const second = await reset(token, 'yet-another-password');
    expect(second.status).toBe(400);
    expect(await second.json()).toMatchObject({ message: 'auth.resetLinkInvalid' });
    expect((await signIn('parent@kitebook.test', NEW_PASSWORD)).status).toBe(200);
  });

  it('invalidates the other open reset links of the user', async () => {
    const address = 'member@kitebook.test';
    await forgot(address);
    const older = latestToken(address);
    await forgot(address);
    const newer = latestToken(address);
    expect(newer).not.toBe(older);

    expect((await reset(newer)).status).toBe(204);
    const response = await reset(older, 'yet-another-password');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'auth.resetLinkInvalid' });
  });

  it('refuses a link after its hour', async () => {
    const address = 'newparent@kitebook.test';
    await forgot(address);
    const token = latestToken(address);
    const saved = t.clock.now;
    t.clock.now = new Date(saved.getTime() + 61 * 60_000);
    try {
      const response = await reset(token);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: 'auth.resetLinkInvalid' });
    } finally {
      t.clock.now = saved;
    }
    expect((await signIn(address, DEMO_PASSWORD)).status).toBe(200);
  });

  it('refuses an unknown token', async () => {
    const response = await reset('made-up-token');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'auth.resetLinkInvalid' });
  });

  it.each([
    [{ token: 'x', password: 'short' }, 'password', 'auth.passwordTooShort'],
    [{ token: 'x' }, 'password', 'auth.passwordRequired'],
    [{ password: NEW_PASSWORD }, 'token', 'auth.resetLinkInvalid'],
    [{ token: 'x', password: 'p'.repeat(256) }, 'password', '!.rules.max-characters'],
  ])('answers 400 with issues for %j and changes nothing', async (body, path, message) => {
    const address = 'instructor@kitebook.test';
    await forgot(address);
    const [before] = await t.database.db.select().from(users).where(eq(users.login, address));
    const response = await t.call('POST', '/api/auth/reset-password', {
      body: { ...body, token: 'token' in body ? latestToken(address) : undefined },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ issues: [{ path, message }] });
    const [after] = await t.database.db.select().from(users).where(eq(users.login, address));
    expect(after).toEqual(before);
    // The link was not spent by the refused request.
    const [open] = await t.database.db
      .select({ n: count() })
      .from(userTokens)
      .where(and(eq(userTokens.userId, before!.id), isNull(userTokens.usedAt)));
    expect(open!.n).toBeGreaterThan(0);
  });
});
