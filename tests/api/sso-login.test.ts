import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { createSsoClient } from '../../server/services/auth/sso/sso-client';
import type { SignInResult, SsoStart } from '../../shared/model/auth';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from './support/test-app';

/**
 * Sign-in with the school's identity provider (issue 21.5) against a real OpenID provider on
 * this machine (`oidc-provider`): its login and consent pages are answered as a browser would.
 * Accounts there are e-mail addresses; `unverified:` in front makes the e-mail unverified.
 */
const REDIRECT = `${TEST_PUBLIC_URL}/login`;
let server: Server;
let issuer: string;
let t: TestApp;

beforeAll(async () => {
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = (id: string) => ({
    client_id: id,
    client_secret: `${id}-secret`,
    redirect_uris: [REDIRECT],
    response_types: ['code'] as ['code'],
    grant_types: ['authorization_code'],
  });
  const provider = new Provider(issuer, {
    clients: [client('kitebook'), client('other-app')],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    conformIdTokenClaims: false,
    findAccount: (_context: unknown, id: string) => ({
      accountId: id,
      claims: () => ({
        sub: id,
        email: id.replace(/^unverified:/, ''),
        email_verified: !id.startsWith('unverified:'),
      }),
    }),
    ttl: { IdToken: 300 },
  });
  server.on('request', provider.callback());
  t = await createTestApp({
    sso: createSsoClient(
      { issuer, clientId: 'kitebook', clientSecret: 'kitebook-secret' },
      REDIRECT,
    ),
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

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
        interactions++ === 0 ? { prompt: 'login', login: account } : { prompt: 'consent' };
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

  it('refuses a code issued to another application (wrong audience)', async () => {
    const { url } = await startAtApp();
    const forOther = new URL(url);
    forOther.searchParams.set('client_id', 'other-app');
    const answer = await authorizeAt(forOther.href, 'admin@kitebook.test');
    expect(answer.error).toBeNull();
    const response = await ssoLogin(answer);
    expect(response.status).toBe(401);
    expect(await messageOf(response)).toBe('auth.sso.failed');
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

describe('without an identity provider', () => {
  it('offers no school sign-in', async () => {
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
