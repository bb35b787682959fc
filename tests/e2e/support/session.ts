import { test, type APIRequestContext, type Page } from '@playwright/test';
import type { AuthenticatedUser, SignInResult } from '../../../shared/model/auth';
import type { CustomerFixture } from '../../support/api-fixtures';
import { DEMO_PASSWORD } from './accounts';

/**
 * Signed in without the sign-in form: what the portal keeps after a sign-in (the `jwt` cookie
 * and the user in localStorage, shared/state/session.ts) is put into the page's context.
 *
 * ```ts
 * await signedInAs(page, 'admin', '/location');      // admin@kitebook.test, then opens /location
 * await signedInAs(page, 'parent@kitebook.test');    // any login with the demo password
 * await signedInAs(page, customer, '/my/profile');   // a newTestCustomer/newFamily parent
 * ```
 *
 * Why: the form costs a page load and a password hash (scrypt, ~¼ core-second, seconds on a
 * busy machine) per test. A demo login is signed in through the API once per worker and its
 * session reused while the server still knows it (a spec that logs out ends it; the next use
 * signs in again); a fixture customer's session is the one its sign-up fixture opened. Specs
 * about signing in itself (sign-in, sign-in-errors, redirect-and-logout, …) keep the form.
 */
export async function signedInAs(
  page: Page,
  who: string | CustomerFixture,
  path?: string,
): Promise<AuthenticatedUser> {
  const session =
    typeof who === 'string'
      ? await demoSession(page.request, who.includes('@') ? who : `${who}@kitebook.test`)
      : await fixtureSession(page.request, who);
  await putSession(page, session);
  if (path !== undefined) await page.goto(path);
  return session.user;
}

/** Sessions of demo logins, per worker process (each spec file of a worker reuses them). */
const demoSessions = new Map<string, Promise<SignInResult>>();

/**
 * A session of `login` (demo password) signed in through the API once per worker and reused
 * while the server keeps it open; `bearerFor` in api.ts hands out its header.
 */
export async function demoSession(
  request: APIRequestContext,
  login: string,
): Promise<SignInResult> {
  const cached = demoSessions.get(login);
  if (cached) {
    const session = await cached.catch(() => null);
    // One request without a password hash: is the session still open on the server?
    if (session && (await isLive(request, session.token))) return session;
  }
  const fresh = signInThroughApi(request, login, DEMO_PASSWORD);
  demoSessions.set(login, fresh);
  fresh.catch(() => demoSessions.delete(login));
  return fresh;
}

/** A fixture customer's own session (its headers carry the token its sign-in opened). */
async function fixtureSession(
  request: APIRequestContext,
  customer: CustomerFixture,
): Promise<SignInResult> {
  if (await isLive(request, customer.session.token)) return customer.session;
  return signInThroughApi(request, customer.login, customer.password);
}

async function signInThroughApi(
  request: APIRequestContext,
  login: string,
  password: string,
): Promise<SignInResult> {
  const response = await request.post('/api/auth/signin', { data: { login, password } });
  if (!response.ok()) throw new Error(`Sign-in of ${login} failed: ${response.status()}`);
  return (await response.json()) as SignInResult;
}

async function isLive(request: APIRequestContext, token: string): Promise<boolean> {
  const response = await request.get('/api/auth/isLoggedOut', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return response.status() === 200;
}

/**
 * Puts the session where the portal's sign-in form would: the cookie as the portal writes it
 * (SameSite=None; Secure on localhost, a secure context), the user in localStorage before the
 * page's own scripts run. The user is written only while the cookie still holds this token, so
 * a logout or another sign-in later in the test is not undone by the next navigation.
 */
async function putSession(page: Page, { token, user, expiresAt }: SignInResult): Promise<void> {
  const context = page.context();
  const base = new URL(String(test.info().project.use.baseURL));
  await context.addCookies([
    {
      name: 'jwt',
      value: encodeURIComponent(token),
      domain: base.hostname,
      path: '/',
      expires: Math.floor(Date.parse(expiresAt) / 1000),
      sameSite: 'None',
      secure: true,
    },
  ]);
  await context.addInitScript(
    ({ cookie, user }) => {
      const current = document.cookie.split('; ').find((pair) => pair.startsWith('jwt='));
      if (current !== `jwt=${cookie}`) return;
      try {
        localStorage.setItem('kitebook.user', user);
      } catch {
        // Opaque origins (about:blank) have no storage; the portal's pages do.
      }
    },
    { cookie: encodeURIComponent(token), user: JSON.stringify(user) },
  );
}
