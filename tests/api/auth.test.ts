import { sign } from 'hono/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignInResult } from '../../shared/model/auth';
import { createTestApp, TEST_SECRET, type TestApp } from './support/test-app';

const PASSWORD = 'kitebook-demo';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/auth/signin', () => {
  it('signs a demo admin in and answers the authenticated user with a token', async () => {
    const response = await t.call('POST', '/api/auth/signin', {
      body: { login: 'Admin@Kitebook.test ', password: PASSWORD },
    });
    expect(response.status).toBe(200);
    const result = (await response.json()) as SignInResult;
    expect(result.user.login).toBe('admin@kitebook.test');
    expect(result.user.roles).toContain('ADMIN');
    expect(result.user.personId).toBeGreaterThan(0);
    expect(result.user.givenName).toBeTruthy();
    expect(new Date(result.expiresAt).getTime()).toBeGreaterThan(Date.now());

    const check = await t.call('GET', '/api/auth/isLoggedOut', {
      headers: { Authorization: `Bearer ${result.token}` },
    });
    expect(check.status).toBe(200);
  });

  it('answers the languages on file for the person, which the portal follows (issue 19.9)', async () => {
    const languagesOf = async (login: string) => {
      const response = await t.call('POST', '/api/auth/signin', {
        body: { login, password: PASSWORD },
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as SignInResult).languages;
    };
    expect(await languagesOf('neueltern@kitebook.test')).toEqual(['DE']);
    expect(await languagesOf('parent@kitebook.test')).toEqual(['DE', 'EN']);
  });

  it('refuses a wrong password with the translated-key message', async () => {
    const response = await t.call('POST', '/api/auth/signin', {
      body: { login: 'parent@kitebook.test', password: 'wrong-password' },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'auth.invalidCredentials' });
  });

  it('answers an unknown login exactly like a wrong password', async () => {
    const response = await t.call('POST', '/api/auth/signin', {
      body: { login: 'nobody@kitebook.test', password: PASSWORD },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'auth.invalidCredentials' });
  });

  it('answers 429 after five failed sign-ins for one login within a minute, and not after it', async () => {
    const login = 'member@kitebook.test';
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await t.call('POST', '/api/auth/signin', {
        body: { login, password: `bad-${attempt}` },
      });
      expect(response.status).toBe(401);
    }
    const blocked = await t.call('POST', '/api/auth/signin', {
      body: { login, password: PASSWORD },
    });
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ message: 'auth.tooManyAttempts' });

    // Another login is not affected.
    const other = await t.call('POST', '/api/auth/signin', {
      body: { login: 'guardian@kitebook.test', password: PASSWORD },
    });
    expect(other.status).toBe(200);

    t.clock.now = new Date(t.clock.now.getTime() + 61_000);
    const later = await t.call('POST', '/api/auth/signin', { body: { login, password: PASSWORD } });
    expect(later.status).toBe(200);
  });
});

describe('invalid input', () => {
  it('answers 400 for malformed JSON', async () => {
    const response = await t.call('POST', '/api/auth/signin', { body: '{"login": "x",' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'error.malformedJson' });
  });

  it('answers 400 with field issues for wrong field types', async () => {
    const response = await t.call('POST', '/api/auth/signin', {
      body: { login: 42, password: [] },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      message: string;
      issues: { path: string; message: string }[];
    };
    expect(body.message).toBe('error.invalidInput');
    expect(body.issues).toEqual([
      { path: 'login', message: 'auth.loginRequired' },
      { path: 'password', message: 'auth.passwordRequired' },
    ]);
  });

  it('answers 400 for a missing body', async () => {
    const response = await t.call('POST', '/api/auth/signin');
    expect(response.status).toBe(400);
  });
});

describe('bearer tokens', () => {
  it('refuses an expired token with 401', async () => {
    const headers = await t.authAs('admin@kitebook.test');
    expect((await t.call('GET', '/api/user/role', { headers })).status).toBe(200);
    const saved = t.clock.now;
    t.clock.now = new Date(saved.getTime() + 9 * 60 * 60 * 1000);
    try {
      const response = await t.call('GET', '/api/user/role', { headers });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'error.unauthorized' });
      expect((await t.call('GET', '/api/auth/isLoggedOut', { headers })).status).toBe(404);
    } finally {
      t.clock.now = saved;
    }
  });

  it('refuses a token signed with another secret', async () => {
    const now = Math.floor(Date.now() / 1000);
    const forged = await sign(
      { sub: '1', pid: 1, iat: now, exp: now + 3600 },
      `${TEST_SECRET}-not`,
      'HS256',
    );
    const response = await t.call('GET', '/api/user/role', {
      headers: { Authorization: `Bearer ${forged}` },
    });
    expect(response.status).toBe(401);
  });

  it('refuses a malformed token', async () => {
    const response = await t.call('GET', '/api/user/role', {
      headers: { Authorization: 'Bearer abc.def' },
    });
    expect(response.status).toBe(401);
  });
});

describe('roles and password', () => {
  it('answers the full role list to a signed-in user', async () => {
    const response = await t.call('GET', '/api/user/role', {
      headers: await t.authAs('parent@kitebook.test'),
    });
    expect(await response.json()).toEqual([
      'ADMIN',
      'SYS_ADMIN',
      'INSTRUCTOR',
      'CUSTOMER',
      'MEMBER',
      'GUARDIAN',
      'PARTICIPANT',
      'EXT_PROVIDER',
      'USER',
    ]);
  });

  it('changes the password after checking the old one', async () => {
    const headers = await t.authAs('newparent@kitebook.test');
    const wrong = await t.call('POST', '/api/auth/change-password', {
      headers,
      body: { oldPassword: 'not-it', newPassword: 'a-new-password' },
    });
    expect(wrong.status).toBe(400);
    const tooShort = await t.call('POST', '/api/auth/change-password', {
      headers,
      body: { oldPassword: PASSWORD, newPassword: 'short' },
    });
    expect(tooShort.status).toBe(400);
    expect(((await tooShort.json()) as { issues: unknown[] }).issues).toEqual([
      { path: 'newPassword', message: 'auth.passwordTooShort' },
    ]);

    const changed = await t.call('POST', '/api/auth/change-password', {
      headers,
      body: { oldPassword: PASSWORD, newPassword: 'a-new-password' },
    });
    expect(changed.status).toBe(204);
    const oldOne = await t.call('POST', '/api/auth/signin', {
      body: { login: 'newparent@kitebook.test', password: PASSWORD },
    });
    expect(oldOne.status).toBe(401);
    const newOne = await t.call('POST', '/api/auth/signin', {
      body: { login: 'newparent@kitebook.test', password: 'a-new-password' },
    });
    expect(newOne.status).toBe(200);
  });
});
