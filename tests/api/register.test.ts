import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignInResult } from '../../shared/model/auth';
import type { PendingRegistration } from '../../shared/model/register';
import {
  persons,
  registrations,
  sentEmails,
  userRoles,
  userTokens,
  users,
} from '../../server/db/schema';
import { startSmtpSink, type SinkMessage, type SmtpSink } from './support/smtp-sink';
import { TEST_PUBLIC_URL, createTestApp, type TestApp } from './support/test-app';

const PASSWORD = 'a-good-new-password';
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

const signUp = (email: string, extra: Record<string, unknown> = {}) =>
  t.call('POST', '/api/auth/signup', {
    body: {
      givenName: 'Eva',
      familyName: 'Lindner',
      email,
      password: PASSWORD,
      locale: 'en',
      ...extra,
    },
  });

const signIn = (login: string, password = PASSWORD) =>
  t.call('POST', '/api/auth/signin', { body: { login, password } });

const messageTo = (address: string): SinkMessage => {
  const message = sink.messages.find((candidate) => candidate.to.includes(address));
  if (!message) throw new Error(`no message to ${address}`);
  return message;
};

const CONFIRM_LINK = /http:\/\/portal\.kitebook\.test\/signup\/confirm\?token=([A-Za-z0-9_-]+)/;

const tokenIn = (message: SinkMessage) => {
  const match = CONFIRM_LINK.exec(message.decoded);
  if (!match) throw new Error('no confirmation link in the message');
  return match[1]!;
};

const confirm = (token: string) =>
  t.call('POST', '/api/register/confirm-email', { body: { token } });

async function countRows() {
  const [u] = await t.database.db.select({ n: count() }).from(users);
  const [p] = await t.database.db.select({ n: count() }).from(persons);
  const [m] = await t.database.db.select({ n: count() }).from(sentEmails);
  const [r] = await t.database.db.select({ n: count() }).from(registrations);
  return { users: u!.n, persons: p!.n, mails: m!.n, registrations: r!.n };
}

describe('POST /api/auth/check-signup-possible', () => {
  it('answers ALREADY_REGISTERED for an existing login, whatever its case', async () => {
    const response = await t.call('POST', '/api/auth/check-signup-possible', {
      body: { email: 'Parent@Kitebook.TEST' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ALREADY_REGISTERED' });
  });

  it('answers POSSIBLE for an unknown address', async () => {
    const response = await t.call('POST', '/api/auth/check-signup-possible', {
      body: { email: 'someone.new@example.org' },
    });
    expect(await response.json()).toEqual({ status: 'POSSIBLE' });
  });

  it('answers 400 with issues for an invalid address', async () => {
    const response = await t.call('POST', '/api/auth/check-signup-possible', {
      body: { email: 'not-an-address' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      issues: [{ path: 'email', message: 'shared.rules.email-content' }],
    });
  });
});

// One account's way from sign-up to sign-in, step by step: its tests run in this order even
// when a run shuffles (`--sequence.shuffle`).
describe('sign-up, e-mail confirmation, approval and sign-in', { shuffle: false }, () => {
  const email = 'eva.lindner@example.org';

  it('creates a locked user awaiting approval and mails the confirmation link over SMTP', async () => {
    const response = await signUp(' Eva.Lindner@Example.org ');
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ status: 'CONFIRMATION_SENT' });
    // Registration does not sign in (spec 000 §4): no token in the answer, none set as a cookie.
    expect(response.headers.get('Set-Cookie')).toBeNull();

    const message = messageTo(email);
    expect(message.decoded).toContain('Subject: Kitebook: please confirm your e-mail address');
    expect(message.decoded).toContain('Hello Eva,');
    expect(message.decoded).toContain('valid for 48 hours');
    expect(message.raw).toContain('text/html');

    const [user] = await t.database.db.select().from(users).where(eq(users.login, email));
    expect(user).toMatchObject({ locked: true });
    expect(user!.passwordHash).toMatch(/^scrypt\$/);
    expect(
      await t.database.db.select().from(userRoles).where(eq(userRoles.userId, user!.id)),
    ).toEqual([]);
    const [registration] = await t.database.db
      .select()
      .from(registrations)
      .where(eq(registrations.userId, user!.id));
    expect(registration).toMatchObject({ confirmed: false, confirmedAt: null });

    const [stored] = await t.database.db
      .select()
      .from(sentEmails)
      .where(eq(sentEmails.recipient, email));
    expect(stored).toMatchObject({
      status: 'SUCCESS',
      sender: 'noreply@kitebook.test',
      recipientPersonId: user!.personId,
      errorMessage: null,
    });
    expect(stored!.subject).toBe('Kitebook: please confirm your e-mail address');
    expect(stored!.body).toContain(`${TEST_PUBLIC_URL}/signup/confirm?token=`);

    // Only the hash of the token is stored.
    const token = tokenIn(message);
    const tokens = await t.database.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.userId, user!.id));
    expect(tokens).toHaveLength(1);
    expect(tokens[0]).toMatchObject({ purpose: 'CONFIRM_EMAIL', usedAt: null });
    expect(tokens[0]!.tokenHash).not.toContain(token);
  });

  it('refuses sign-in while the registration is not approved', async () => {
    const response = await signIn(email);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'auth.registrationPending' });
  });

  it('confirms the address once with the link of the e-mail', async () => {
    const token = tokenIn(messageTo(email));
    const first = await confirm(token);
    expect(first.status).toBe(200);
    expect(await first.text()).toBe('confirmed');

    const second = await confirm(token);
    expect(second.status).toBe(400);
    expect(await second.json()).toMatchObject({ message: 'register.linkInvalid' });
  });

  it('lists the sign-up for SYS_ADMIN only, with the confirmed address', async () => {
    expect(
      (await t.call('GET', '/api/register', { headers: await t.authAs('admin@kitebook.test') }))
        .status,
    ).toBe(403);
    const response = await t.call('GET', '/api/register', {
      headers: await t.authAs('sysadmin@kitebook.test'),
    });
    expect(response.status).toBe(200);
    const pending = (await response.json()) as PendingRegistration[];
    expect(pending.find((entry) => entry.user.login === email)).toMatchObject({
      emailConfirmed: true,
      user: { givenName: 'Eva', familyName: 'Lindner' },
    });
  });

  it('lets the user sign in after a SYS_ADMIN approved the registration', async () => {
    const sysadmin = await t.authAs('sysadmin@kitebook.test');
    const pending = (await (
      await t.call('GET', '/api/register', { headers: sysadmin })
    ).json()) as PendingRegistration[];
    const registration = pending.find((entry) => entry.user.login === email)!;
    const path = `/api/register/confirm/${registration.id}`;

    const badRole = await t.call('POST', path, { headers: sysadmin, body: ['EMPEROR'] });
    expect(badRole.status).toBe(400);
    expect(await badRole.json()).toMatchObject({ issues: [{ message: 'register.roleUnknown' }] });
    const byAdmin = await t.call('POST', path, {
      headers: await t.authAs('admin@kitebook.test'),
      body: ['CUSTOMER'],
    });
    expect(byAdmin.status).toBe(403);
    expect((await signIn(email)).status).toBe(403);

    const approved = await t.call('POST', path, { headers: sysadmin, body: ['CUSTOMER'] });
    expect(approved.status).toBe(200);
    expect(await approved.json()).toEqual({ id: registration.id, roles: ['USER', 'CUSTOMER'] });
    // The confirmation page promised to let the user know: a mail with the way to sign in.
    await t.mailer.settled();
    const told = sink.messages.filter((message) => message.to.includes(email));
    expect(told).toHaveLength(2);
    expect(told[1]!.decoded).toContain('Subject: Kitebook: your account is ready');
    expect(told[1]!.decoded).toContain('Hello Eva,');
    expect(told[1]!.decoded).toContain(`${TEST_PUBLIC_URL}/login`);
    const again = await t.call('POST', path, { headers: sysadmin, body: ['ADMIN'] });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: 'register.alreadyApproved' });
    const unknown = await t.call('POST', '/api/register/confirm/999999', {
      headers: sysadmin,
      body: [],
    });
    expect(unknown.status).toBe(404);

    const response = await signIn(email);
    expect(response.status).toBe(200);
    const result = (await response.json()) as SignInResult;
    expect(result.user).toMatchObject({ login: email, givenName: 'Eva' });
    expect([...result.user.roles].sort()).toEqual(['CUSTOMER', 'USER']);
    const listed = (await (
      await t.call('GET', '/api/register', { headers: sysadmin })
    ).json()) as PendingRegistration[];
    expect(listed.some((entry) => entry.user.login === email)).toBe(false);
  });

  it('answers 409 for an address that already has an account, case-insensitively', async () => {
    const before = await countRows();
    const response = await signUp('PARENT@kitebook.test');
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: 'register.alreadyRegistered' });
    expect(await countRows()).toEqual(before);
  });
});

describe('the confirmation e-mail', () => {
  it('is German for locale de, and escapes what the user typed', async () => {
    const email = 'jan.mueller@example.org';
    const response = await signUp(email, { givenName: 'Jan <b>&</b>', locale: 'de' });
    expect(response.status).toBe(201);
    const message = messageTo(email);
    expect(message.decoded).toContain('vielen Dank für Ihre Registrierung bei Kitebook');
    expect(message.decoded).toContain('48 Stunden gültig');

    const [stored] = await t.database.db
      .select()
      .from(sentEmails)
      .where(eq(sentEmails.recipient, email));
    expect(stored!.subject).toBe('Kitebook: Bitte bestätigen Sie Ihre E-Mail-Adresse');
    expect(stored!.body).toContain('Hallo Jan &lt;b&gt;&amp;&lt;/b&gt;,');
    expect(stored!.body).not.toContain('<b>&</b>');

    // The approval is told in the language chosen at sign-up too.
    const sysadmin = await t.authAs('sysadmin@kitebook.test');
    const pending = (await (
      await t.call('GET', '/api/register', { headers: sysadmin })
    ).json()) as PendingRegistration[];
    const { id } = pending.find((entry) => entry.user.login === email)!;
    const approved = await t.call('POST', `/api/register/confirm/${id}`, {
      headers: sysadmin,
      body: ['CUSTOMER'],
    });
    expect(approved.status).toBe(200);
    await t.mailer.settled();
    const [, told] = await t.database.db
      .select()
      .from(sentEmails)
      .where(eq(sentEmails.recipient, email))
      .orderBy(sentEmails.id);
    expect(told).toMatchObject({ subject: 'Kitebook: Ihr Konto ist freigeschaltet' });
    expect(told!.body).toContain('Hallo Jan &lt;b&gt;&amp;&lt;/b&gt;,');
  });

  it('links to a token that stops working after 48 hours', async () => {
    const email = 'late.confirmer@example.org';
    expect((await signUp(email)).status).toBe(201);
    const token = tokenIn(messageTo(email));
    const saved = t.clock.now;
    t.clock.now = new Date(saved.getTime() + 48 * 3_600_000 + 60_000);
    try {
      const response = await confirm(token);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: 'register.linkInvalid' });
    } finally {
      t.clock.now = saved;
    }
  });

  it('refuses an unknown token', async () => {
    const response = await confirm('not-a-token-anyone-was-sent');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'register.linkInvalid' });
  });
});

describe('invalid sign-up bodies', () => {
  it.each([
    [{}, 'givenName'],
    [{ givenName: ' ' }, 'givenName'],
    [{ familyName: '' }, 'familyName'],
    [{ familyName: 'x'.repeat(256) }, 'familyName'],
    [{ email: 'nobody@nowhere' }, 'email'],
    [{ password: 'short' }, 'password'],
    [{ locale: 'fr' }, 'locale'],
  ])('answer 400 with an issue and store nothing: %j', async (override, path) => {
    const before = await countRows();
    const body =
      Object.keys(override).length === 0
        ? {}
        : {
            givenName: 'Ida',
            familyName: 'Berg',
            email: 'ida.berg@example.org',
            password: PASSWORD,
            locale: 'en',
            ...override,
          };
    const response = await t.call('POST', '/api/auth/signup', { body });
    expect(response.status).toBe(400);
    const error = (await response.json()) as { issues: { path: string }[] };
    expect(error.issues.map((issue) => issue.path)).toContain(path);
    expect(await countRows()).toEqual(before);
  });

  it('answers 400 for a confirm-email body without a token', async () => {
    const response = await t.call('POST', '/api/register/confirm-email', { body: {} });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      issues: [{ path: 'token', message: 'register.linkInvalid' }],
    });
  });
});
