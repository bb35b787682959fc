import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentEmails, sessions, users } from '../../server/db/schema';
import type { SignInResult } from '../../shared/model/auth';
import { createTestApp, type TestApp } from './support/test-app';

const PASSWORD = 'kitebook-demo';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signIn(login: string, password = PASSWORD, session?: 'widget') {
  const response = await t.call('POST', '/api/auth/signin', {
    body: { login, password, ...(session ? { session } : {}) },
  });
  expect(response.status).toBe(200);
  const { token } = (await response.json()) as SignInResult;
  return { Authorization: `Bearer ${token}` };
}

/** The status a token gets on a route every signed-in user may use. */
const statusWith = async (headers: Record<string, string>) =>
  (await t.call('GET', '/api/user/role', { headers })).status;

describe('server-side sessions', { timeout: 120_000 }, () => {
  it('ends the session on sign-out; signing out without one still answers 204', async () => {
    const headers = await signIn('member@kitebook.test');
    expect(await statusWith(headers)).toBe(200);
    expect((await t.call('POST', '/api/auth/logout', { headers })).status).toBe(204);
    expect(await statusWith(headers)).toBe(401);
    expect((await t.call('GET', '/api/auth/isLoggedOut', { headers })).status).toBe(404);
    expect((await t.call('POST', '/api/auth/logout', { headers })).status).toBe(204);
    expect((await t.call('POST', '/api/auth/logout')).status).toBe(204);
  });

  it('ends every other session on a password change; the caller stays signed in', async () => {
    const login = 'instructor@kitebook.test';
    const elsewhere = await signIn(login);
    const here = await signIn(login);
    const changed = await t.call('POST', '/api/auth/change-password', {
      headers: here,
      body: { oldPassword: PASSWORD, newPassword: 'changed-password' },
    });
    expect(changed.status).toBe(204);
    expect(await statusWith(elsewhere)).toBe(401);
    expect(await statusWith(here)).toBe(200);
  });

  it('ends every session on a password reset', async () => {
    const login = 'provider@kitebook.test';
    const before = await signIn(login);
    await t.call('POST', '/api/auth/forgot-password', { body: { email: login } });
    await t.mailer.settled();
    const [mail] = await t.database.db
      .select({ body: sentEmails.body })
      .from(sentEmails)
      .where(eq(sentEmails.recipient, login));
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail!.body)![1];
    const reset = await t.call('POST', '/api/auth/reset-password', {
      body: { token, password: 'after-the-reset' },
    });
    expect(reset.status).toBe(204);
    expect(await statusWith(before)).toBe(401);
    expect(await statusWith(await signIn(login, 'after-the-reset'))).toBe(200);
  });

  it('ends every session on a lock, and unlocking does not bring the old token back', async () => {
    const login = 'guardian@kitebook.test';
    const headers = await signIn(login);
    const lock = (locked: boolean) =>
      t.database.db.update(users).set({ locked }).where(eq(users.login, login));
    await lock(true);
    expect(await statusWith(headers)).toBe(401);
    await lock(false);
    expect(await statusWith(headers)).toBe(401);
    expect(await statusWith(await signIn(login))).toBe(200);
  });

  it('refuses a token without a session (one signed before sessions existed)', async () => {
    const { sign } = await import('hono/jwt');
    const { TEST_SECRET } = await import('./support/test-app');
    const [user] = await t.database.db
      .select({ id: users.id, personId: users.personId })
      .from(users)
      .where(eq(users.login, 'admin@kitebook.test'));
    const now = Math.floor(t.clock.now.getTime() / 1000);
    const old = await sign(
      { sub: String(user!.id), pid: user!.personId, iat: now, exp: now + 3600 },
      TEST_SECRET,
      'HS256',
    );
    expect(await statusWith({ Authorization: `Bearer ${old}` })).toBe(401);
  });

  it('notes use at most every five minutes; a widget session ends after four idle hours', async () => {
    const used = await t.authAs('parent@kitebook.test', { kind: 'WIDGET' });
    const idle = await t.authAs('parent@kitebook.test', { kind: 'WIDGET' });
    const lastSeen = async () => {
      const rows = await t.database.db
        .select({ at: sessions.lastSeenAt })
        .from(sessions)
        .where(eq(sessions.kind, 'WIDGET'));
      return Math.max(...rows.map((row) => row.at.getTime()));
    };
    const start = t.clock.now.getTime();
    const minutes = (n: number) => (t.clock.now = new Date(start + n * 60_000));
    const use = async (headers: Record<string, string>) =>
      (await t.call('GET', '/api/participant/customer', { headers })).status;

    minutes(1);
    expect(await use(used)).toBe(200);
    expect(await lastSeen()).toBe(start);
    minutes(6);
    expect(await use(used)).toBe(200);
    expect(await lastSeen()).toBe(start + 6 * 60_000);
    minutes(186);
    expect(await use(used)).toBe(200);
    // Unused since its start four hours ago: ended, though its token is valid for eight.
    minutes(241);
    expect(await use(idle)).toBe(401);
    // Used 3 h 59 min ago: still going.
    minutes(425);
    expect(await use(used)).toBe(200);
  });
});
