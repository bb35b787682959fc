import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignInResult } from '../../shared/model/auth';
import type { ConfigurationParameter } from '../../shared/model/config';
import type { PendingRegistration } from '../../shared/model/register';
import { users } from '../../server/db/schema';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';
import { createTestApp, type TestApp } from './support/test-app';

const PASSWORD = 'a-good-new-password';
const KEY = 'autoApproveRegistrations';
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

const CONFIRM_LINK = /\/signup\/confirm\?token=([A-Za-z0-9_-]+)/;

async function signUp(email: string) {
  const signup = await t.call('POST', '/api/auth/signup', {
    body: { givenName: 'Ada', familyName: 'Quist', email, password: PASSWORD, locale: 'en' },
  });
  expect(signup.status).toBe(201);
}

/** Confirms `email` with the link of the e-mail it was sent. */
function confirmFromMail(email: string) {
  const message = sink.messages.find((candidate) => candidate.to.includes(email))!;
  const token = CONFIRM_LINK.exec(message.decoded)![1]!;
  return t.call('POST', '/api/register/confirm-email', { body: { token } });
}

const pendingLogins = async () =>
  (
    (await (
      await t.call('GET', '/api/register', { headers: await t.authAs('sysadmin@kitebook.test') })
    ).json()) as PendingRegistration[]
  ).map((entry) => entry.user.login);

const signIn = (login: string) =>
  t.call('POST', '/api/auth/signin', { body: { login, password: PASSWORD } });

async function parameter(login = 'sysadmin@kitebook.test') {
  const response = await t.call('GET', '/api/configuration', {
    headers: await t.authAs(login),
  });
  expect(response.status).toBe(200);
  const all = (await response.json()) as ConfigurationParameter[];
  return all.find((entry) => entry.key === KEY)!;
}

async function setAutoApprove(value: string, login = 'sysadmin@kitebook.test') {
  const { version } = await parameter();
  return t.call('PUT', '/api/configuration', {
    headers: await t.authAs(login),
    body: [{ key: KEY, value, version }],
  });
}

describe('the autoApproveRegistrations setting', () => {
  it('is off by default', async () => {
    expect(await parameter()).toMatchObject({ key: KEY, value: 'false' });
  });

  it('off: the confirmed sign-up stays locked and waits in the list', async () => {
    const email = 'waits.for.approval@example.org';
    await signUp(email);
    const confirmed = await confirmFromMail(email);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toBe('confirmed');
    const response = await signIn(email);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'auth.registrationPending' });
    expect(await pendingLogins()).toContain(email);
  });

  it('is changed by SYS_ADMIN only, and only to true or false', async () => {
    expect((await setAutoApprove('true', 'admin@kitebook.test')).status).toBe(403);
    const invalid = await setAutoApprove('yes');
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({
      issues: [{ path: '0.value', message: 'configuration.switchValue' }],
    });
    expect(await parameter()).toMatchObject({ value: 'false' });
  });

  it('on: confirming the e-mail unlocks the account as a customer at once', async () => {
    expect((await setAutoApprove('true')).status).toBe(200);
    expect(await parameter()).toMatchObject({ value: 'true' });
    const email = 'approved.at.once@example.org';
    await signUp(email);
    // Before the confirmation the account is still locked.
    expect((await signIn(email)).status).toBe(403);
    const confirmed = await confirmFromMail(email);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toBe('approved');

    const response = await signIn(email);
    expect(response.status).toBe(200);
    const { user } = (await response.json()) as SignInResult;
    expect([...user.roles].sort()).toEqual(['CUSTOMER', 'USER']);
    expect(await pendingLogins()).not.toContain(email);
  });

  it('on: a sign-up a SYS_ADMIN already approved keeps the roles given', async () => {
    const email = 'approved.by.hand@example.org';
    expect((await setAutoApprove('false')).status).toBe(200);
    await signUp(email);
    const sysadmin = await t.authAs('sysadmin@kitebook.test');
    const pending = (await (
      await t.call('GET', '/api/register', { headers: sysadmin })
    ).json()) as PendingRegistration[];
    const { id } = pending.find((entry) => entry.user.login === email)!;
    expect(
      (await t.call('POST', `/api/register/confirm/${id}`, { headers: sysadmin, body: ['MEMBER'] }))
        .status,
    ).toBe(200);

    expect((await setAutoApprove('true')).status).toBe(200);
    const confirmed = await confirmFromMail(email);
    expect(await confirmed.text()).toBe('confirmed');
    const { user } = (await (await signIn(email)).json()) as SignInResult;
    expect([...user.roles].sort()).toEqual(['MEMBER', 'USER']);
    const [row] = await t.database.db.select().from(users).where(eq(users.login, email));
    expect(row!.locked).toBe(false);
  });
});
