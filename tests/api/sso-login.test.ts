import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import type { SignInResult, SsoStart } from '../../shared/model/auth';
import type { ConfigurationParameter } from '../../shared/model/config';
import type { HistoryEntry } from '../../shared/model/history';
import type { ListAnswer } from '../../shared/model/list';
import { startOidcTestProvider, type OidcTestProvider } from '../support/oidc-test-provider';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from './support/test-app';

/**
 * Sign-in with the school's identity provider (issue 21.5) against a real OpenID provider on
 * this machine (tests/support/oidc-test-provider.ts), set in the configuration by a SYS_ADMIN:
 * its login form is answered as a browser would. Accounts there are e-mail addresses;
 * `unverified:` in front makes the e-mail unverified.
 */
const REDIRECT = `${TEST_PUBLIC_URL}/login`;
let provider: OidcTestProvider;
let issuer: string;
let t: TestApp;
let sysadmin: Record<string, string>;

beforeAll(async () => {
  provider = await startOidcTestProvider([
    { id: 'kitebook', redirectUri: REDIRECT },
    { id: 'other-app', redirectUri: REDIRECT },
  ]);
  issuer = provider.issuer;
  t = await createTestApp();
  sysadmin = await t.authAs('sysadmin@kitebook.test');
  const saved = await configure({
    ssoIssuer: issuer,
    ssoClientId: 'kitebook',
    ssoClientSecret: 'kitebook-secret',
  });
  expect(saved.status).toBe(200);
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

async function parameters(): Promise<Record<string, ConfigurationParameter>> {
  const response = await t.call('GET', '/api/configuration', { headers: sysadmin });
  const list = (await response.json()) as ConfigurationParameter[];
  return Object.fromEntries(list.map((parameter) => [parameter.key, parameter]));
}

/** `PUT /api/configuration` as sysadmin@ with the versions just read. */
async function configure(changes: Record<string, string>, headers = sysadmin) {
  const stored = await parameters();
  return t.call('PUT', '/api/configuration', {
    headers,
    body: Object.entries(changes).map(([key, value]) => ({
      key,
      value,
      version: stored[key]?.version ?? 0,
    })),
  });
}

/** Signs in at the provider as `account` (login, then consent) and answers what it sends back. */
async function authorizeAt(url: string, account: string) {
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  };
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  let next = new URL(url);
  let interactions = 0;
  for (let step = 0; step < 12; step++) {
    const response = await fetch(next, { redirect: 'manual', headers: { cookie: cookie() } });
    keep(response);
    const location = response.headers.get('location');
    if (!location) throw new Error(`${next.href}: ${response.status} ${await response.text()}`);
    const target = new URL(location, next);
    if (target.href.startsWith(REDIRECT)) {
      return {
        code: target.searchParams.get('code') ?? '',
        state: target.searchParams.get('state') ?? '',
        iss: target.searchParams.get('iss') ?? undefined,
        error: target.searchParams.get('error'),
      };
    }
    if (target.pathname.startsWith('/interaction/')) {
      const fields: Record<string, string> =
        interactions++ === 0
          ? { prompt: 'login', login: account, password: 'any' }
          : { prompt: 'consent' };
      const submitted = await fetch(target, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: cookie(), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
      });
      keep(submitted);
      next = new URL(submitted.headers.get('location')!, target);
    } else next = target;
  }
  throw new Error('the provider never sent the browser back');
}

async function startAtApp(): Promise<SsoStart> {
  const response = await t.call('POST', '/api/auth/sso-start');
  expect(response.status).toBe(200);
  return (await response.json()) as SsoStart;
}

const ssoLogin = (body: unknown) => t.call('POST', '/api/auth/sso-login', { body });
const messageOf = async (response: Response) =>
  ((await response.json()) as { message: string }).message;

describe('POST /api/auth/sso-login', () => {
  it('says it is configured, and starts with PKCE, a state and a nonce', async () => {
    const options = await t.call('GET', '/api/auth/sso');
    expect(await options.json()).toEqual({ enabled: true });
    const { url, state } = await startAtApp();
    const address = new URL(url);
    expect(address.origin).toBe(issuer);
    expect(Object.fromEntries(address.searchParams)).toMatchObject({
      client_id: 'kitebook',
      response_type: 'code',
      redirect_uri: REDIRECT,
      code_challenge_method: 'S256',
      state,
    });
    expect(address.searchParams.get('scope')).toContain('openid');
    expect(address.searchParams.get('nonce')).toBeTruthy();
    expect(address.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
  });

  it('signs in the user whose verified e-mail is their login, with a plain-text token', async () => {
    const { url } = await startAtApp();
    const answer = await authorizeAt(url, 'Instructor@Kitebook.test');
    const response = await ssoLogin(answer);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/plain/);
    const token = await response.text();
    const current = await t.call('GET', '/api/auth/current', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(current.status).toBe(200);
    const session = (await current.json()) as Omit<SignInResult, 'token'>;
    expect(session.user).toMatchObject({ login: 'instructor@kitebook.test' });
    expect(session.user.roles).toContain('INSTRUCTOR');

    // The same code again (a replay) finds its state used up.
    const replayed = await ssoLogin(answer);
    expect(replayed.status).toBe(401);
    expect(await messageOf(replayed)).toBe('auth.sso.failed');

    // A portal session like any other: a lock ends it.
    const { db } = t.database;
    await db.update(users).set({ locked: true }).where(eq(users.login, 'instructor@kitebook.test'));
    const afterLock = await t.call('GET', '/api/auth/current', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(afterLock.status).toBe(401);
    await db
      .update(users)
      .set({ locked: false })
      .where(eq(users.login, 'instructor@kitebook.test'));
  });

  it('creates nobody for an unknown e-mail, and says so', async () => {
    const [before] = await t.database.db.select({ n: count() }).from(users);
    const { url } = await startAtApp();
    const answer = await authorizeAt(url, 'nobody-here@school.example');
    const response = await ssoLogin(answer);
    expect(response.status).toBe(403);
    expect(await messageOf(response)).toBe('auth.sso.noAccount');
    const [after] = await t.database.db.select({ n: count() }).from(users);
    expect(after!.n).toBe(before!.n);
  });

  it('refuses an e-mail the provider has not verified', async () => {
    const { url } = await startAtApp();
    const answer = await authorizeAt(url, 'unverified:admin@kitebook.test');
    const response = await ssoLogin(answer);
    expect(response.status).toBe(403);
    expect(await messageOf(response)).toBe('auth.sso.emailUnverified');
  });

  it('refuses an ID token issued for another client id (wrong audience)', async () => {
    const { url } = await startAtApp();
    const answer = await authorizeAt(url, 'admin@kitebook.test');
    // The provider signs, with its own key, an ID token whose audience is another client.
    provider.tamper((claims) => {
      claims.aud = 'other-app';
    });
    try {
      const response = await ssoLogin(answer);
      expect(response.status).toBe(401);
      expect(await messageOf(response)).toBe('auth.sso.failed');
    } finally {
      provider.tamper(null);
    }
  });

  it('refuses a code issued to another client', async () => {
    const { url } = await startAtApp();
    const forOther = new URL(url);
    forOther.searchParams.set('client_id', 'other-app');
    const answer = await authorizeAt(forOther.href, 'admin@kitebook.test');
    expect(answer.error).toBeNull();
    const response = await ssoLogin(answer);
    expect(response.status).toBe(401);
    expect(await messageOf(response)).toBe('auth.sso.failed');
  });

  it('refuses an ID token the provider issued already expired', async () => {
    const { url } = await startAtApp();
    const answer = await authorizeAt(url, 'admin@kitebook.test');
    const past = Math.floor(t.clock.now.getTime() / 1000) - 10 * 60;
    provider.tamper((claims) => {
      claims.iat = past - 300;
      claims.exp = past;
    });
    try {
      const response = await ssoLogin(answer);
      expect(response.status).toBe(401);
      expect(await messageOf(response)).toBe('auth.sso.failed');
    } finally {
      provider.tamper(null);
    }
  });

  it('refuses an ID token that has expired by the time it arrives', async () => {
    const { url } = await startAtApp();
    const answer = await authorizeAt(url, 'admin@kitebook.test');
    const now = t.clock.now;
    // The ID token lives 300 s (and 30 s of tolerance); the started sign-in 10 minutes.
    t.clock.now = new Date(now.getTime() + 6 * 60 * 1000);
    try {
      const response = await ssoLogin(answer);
      expect(response.status).toBe(401);
      expect(await messageOf(response)).toBe('auth.sso.failed');
    } finally {
      t.clock.now = now;
    }
  });

  it('refuses a made-up state and bad input, storing nothing', async () => {
    const made = await ssoLogin({ code: 'abc', state: 'not-a-state-we-made' });
    expect(made.status).toBe(401);
    for (const body of [{}, { code: '', state: 'x' }, { code: 'x' }, { code: 1, state: 2 }]) {
      expect((await ssoLogin(body)).status).toBe(400);
    }
  });
});

describe('the configuration of the identity provider', () => {
  it('never answers the client secret, only that it is set, and records who changed what', async () => {
    const stored = await parameters();
    expect(stored.ssoIssuer).toMatchObject({ value: issuer });
    expect(stored.ssoClientSecret).toMatchObject({ value: '', isSet: true });
    const response = await t.call('GET', '/api/configuration', { headers: sysadmin });
    expect(await response.text()).not.toContain('kitebook-secret');

    const history = await t.call('GET', '/api/configuration/history?pageSize=100', {
      headers: sysadmin,
    });
    const text = await history.text();
    expect(text).not.toContain('kitebook-secret');
    const entry = (JSON.parse(text) as ListAnswer<HistoryEntry>).items.find((item) =>
      item.changes.some((change) => change.field === 'ssoIssuer'),
    );
    expect(entry?.userName).toMatch(/\S/);
    expect(entry?.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'ssoIssuer', before: null, after: issuer }),
        expect.objectContaining({ field: 'ssoClientId', before: null, after: 'kitebook' }),
        expect.objectContaining({ field: 'ssoClientSecret.stored', before: null }),
      ]),
    );
  });

  it('refuses an issuer that is no https address, and a provider without its client id', async () => {
    const cases: Record<string, string>[] = [
      { ssoIssuer: 'http://login.school.example' },
      { ssoIssuer: 'login.school.example' },
      { ssoIssuer: 'https://login.school.example/?realm=staff' },
      { ssoClientId: '' },
      { ssoEnabled: 'maybe' },
    ];
    for (const changes of cases) {
      const response = await configure(changes);
      expect(response.status, JSON.stringify(changes)).toBe(400);
    }
    expect((await parameters()).ssoIssuer?.value).toBe(issuer);
    // Only SYS_ADMIN configures it.
    const admin = await t.authAs('admin@kitebook.test');
    expect((await configure({ ssoEnabled: 'false' }, admin)).status).toBe(403);
  });

  it('hides the school sign-in while switched off, and offers it again when on', async () => {
    expect((await configure({ ssoEnabled: 'false' })).status).toBe(200);
    try {
      expect(await (await t.call('GET', '/api/auth/sso')).json()).toEqual({ enabled: false });
      expect((await t.call('POST', '/api/auth/sso-start')).status).toBe(404);
      const login = await ssoLogin({ code: 'a', state: 'b' });
      expect(login.status).toBe(404);
    } finally {
      expect((await configure({ ssoEnabled: 'true' })).status).toBe(200);
    }
    expect(await (await t.call('GET', '/api/auth/sso')).json()).toEqual({ enabled: true });
  });

  it('says so when the configured provider cannot be reached, with no 500', async () => {
    // Port 9 (discard) of this machine: nothing answers there.
    expect((await configure({ ssoIssuer: 'http://127.0.0.1:9' })).status).toBe(200);
    try {
      const started = await t.call('POST', '/api/auth/sso-start');
      expect(started.status).toBe(502);
      expect(await messageOf(started)).toBe('auth.sso.unreachable');
    } finally {
      expect((await configure({ ssoIssuer: issuer })).status).toBe(200);
    }
  });

  it('replaces and removes the secret: a wrong one fails at the provider', async () => {
    expect((await configure({ ssoClientSecret: 'not-the-secret' })).status).toBe(200);
    try {
      const { url } = await startAtApp();
      const answer = await authorizeAt(url, 'admin@kitebook.test');
      expect((await ssoLogin(answer)).status).toBe(401);
      expect((await configure({ ssoClientSecret: '' })).status).toBe(200);
      expect((await parameters()).ssoClientSecret).toMatchObject({ isSet: false });
      // Replacing and removing are in the history, the secrets themselves not.
      const history = await t.call('GET', '/api/configuration/history?pageSize=3', {
        headers: sysadmin,
      });
      const { items } = (await history.json()) as ListAnswer<HistoryEntry>;
      expect(items.slice(0, 2).map((item) => item.changes)).toEqual([
        [expect.objectContaining({ field: 'ssoClientSecret.stored', after: null })],
        [expect.objectContaining({ field: 'ssoClientSecret.stored', after: expect.any(String) })],
      ]);
      expect(JSON.stringify(items)).not.toContain('not-the-secret');
    } finally {
      expect((await configure({ ssoClientSecret: 'kitebook-secret' })).status).toBe(200);
    }
  });
});

describe('the server settings (SSO_*) as the default', () => {
  it('apply while the configuration names no issuer, and the switch turns them off', async () => {
    const plain = await createTestApp({
      sso: { issuer, clientId: 'kitebook', clientSecret: 'kitebook-secret' },
    });
    try {
      expect(await (await plain.call('GET', '/api/auth/sso')).json()).toEqual({ enabled: true });
      const started = await plain.call('POST', '/api/auth/sso-start');
      const startBody = await started.text();
      expect(started.status, startBody).toBe(200);
      expect(new URL((JSON.parse(startBody) as SsoStart).url).origin).toBe(issuer);
      const admin = await plain.authAs('sysadmin@kitebook.test');
      const list = (await (
        await plain.call('GET', '/api/configuration', { headers: admin })
      ).json()) as ConfigurationParameter[];
      const version = list.find((parameter) => parameter.key === 'ssoEnabled')!.version;
      const off = await plain.call('PUT', '/api/configuration', {
        headers: admin,
        body: [{ key: 'ssoEnabled', value: 'false', version }],
      });
      expect(off.status).toBe(200);
      expect(await (await plain.call('GET', '/api/auth/sso')).json()).toEqual({ enabled: false });
    } finally {
      await plain.close();
    }
  });

  it('without them nor a configured issuer there is no school sign-in', async () => {
    const plain = await createTestApp();
    try {
      expect(await (await plain.call('GET', '/api/auth/sso')).json()).toEqual({ enabled: false });
      expect((await plain.call('POST', '/api/auth/sso-start')).status).toBe(404);
      const login = await plain.call('POST', '/api/auth/sso-login', {
        body: { code: 'a', state: 'b' },
      });
      expect(login.status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
