/**
 * Records made through the API, shared by the API tests (in-process `t.call`) and the browser
 * tests (Playwright's `request`): each gets an {@link ApiCaller} adapter, the fixtures are
 * written once. A test that changes data makes its own rows with these instead of changing
 * the demo's shared ones, so tests running side by side never see each other's changes.
 *
 * ```ts
 * const parent = await newCustomer(callerOf(t), 'Ida');            // API test
 * const parent = await newCustomer(playwrightCaller(request), 'Ida'); // Playwright
 * await parent.call('PUT', '/api/participant/', { form: { person: JSON.stringify(child) } });
 * ```
 */
import type { SignInResult } from '../../shared/model/auth';
import type { Role } from '../../shared/model/enums';
import type { PendingRegistration } from '../../shared/model/register';

/** The demo password of every seeded account (server/db/seed/accounts.ts). */
export const FIXTURE_PASSWORD = 'kitebook-demo';

/** A JSON answer, whichever client fetched it. */
export interface ApiAnswer {
  status: number;
  json(): Promise<unknown>;
}

/**
 * One call: `call('POST', '/api/auth/signin', { body, headers })` with a JSON body, or with
 * `form` as multipart fields (`PUT /api/person/` takes the person so).
 */
export type ApiCaller = (
  method: string,
  path: string,
  init?: { body?: unknown; form?: Record<string, string>; headers?: Record<string, string> },
) => Promise<ApiAnswer>;

/** A caller that sends a bearer header with every call. */
export function withBearer(call: ApiCaller, headers: Record<string, string>): ApiCaller {
  return (method, path, init = {}) =>
    call(method, path, { ...init, headers: { ...headers, ...init.headers } });
}

/** The answer's JSON, or an error naming `what` when the status is not a success. */
export async function expectOk(answer: ApiAnswer, what: string): Promise<unknown> {
  if (answer.status >= 300) throw new Error(`${what} failed: ${answer.status}`);
  return answer.json().catch(() => null);
}

/** Signs `login` in through `POST /api/auth/signin`; answers the bearer header. */
export async function signIn(
  call: ApiCaller,
  login: string,
  password = FIXTURE_PASSWORD,
): Promise<Record<string, string>> {
  return (await signInAnswer(call, login, password)).headers;
}

async function signInAnswer(call: ApiCaller, login: string, password: string) {
  const answer = await call('POST', '/api/auth/signin', { body: { login, password } });
  const session = (await expectOk(answer, `Sign-in of ${login}`)) as SignInResult;
  return { headers: { Authorization: `Bearer ${session.token}` }, user: session.user, session };
}

/** A customer made by {@link newCustomer}, signed in. */
export interface CustomerFixture {
  login: string;
  password: string;
  givenName: string;
  familyName: string;
  /** The customer's own person, for `GET /api/person/{id}`. */
  personId: number;
  headers: Record<string, string>;
  /** The sign-in's answer, so a browser test can take the session over (e2e/support/session.ts). */
  session: SignInResult;
  /** Calls as this customer. */
  call: ApiCaller;
}

let made = 0;

/**
 * A new customer of its own: signed up, approved by the demo administrator as CUSTOMER (or the
 * roles of `approveAs`), signed in; no payment data and no children yet. The login is unique per process and call.
 */
export async function newCustomer(
  call: ApiCaller,
  givenName: string,
  {
    adminHeaders,
    approveAs = ['CUSTOMER'],
    familyName = 'Neu',
    locale = 'en',
  }: {
    /** The approving administrator's bearer header, to save a sign-in (a password hash) per call. */
    adminHeaders?: Record<string, string>;
    /** The roles the administrator grants; a MEMBER alone has no payment data to give. */
    approveAs?: Role[];
    familyName?: string;
    /** The language of the account's e-mail. */
    locale?: 'en' | 'de';
  } = {},
): Promise<CustomerFixture> {
  const unique = `${Date.now().toString(36)}${process.pid.toString(36)}${(made++).toString(36)}`;
  const login = `${givenName.toLowerCase()}.${unique}@kitebook.test`;
  await expectOk(
    await call('POST', '/api/auth/signup', {
      body: {
        givenName,
        familyName,
        email: login,
        password: FIXTURE_PASSWORD,
        locale,
      },
    }),
    `Sign-up of ${login}`,
  );
  const admin = withBearer(call, adminHeaders ?? (await signIn(call, 'sysadmin@kitebook.test')));
  const pending = (await expectOk(
    await admin('GET', '/api/register'),
    'Listing registrations',
  )) as PendingRegistration[];
  const registration = pending.find((entry) => entry.user.login === login);
  if (!registration) throw new Error(`No registration of ${login}`);
  await expectOk(
    await admin('POST', `/api/register/confirm/${registration.id}`, { body: approveAs }),
    `Approving ${login}`,
  );
  const { headers, user, session } = await signInAnswer(call, login, FIXTURE_PASSWORD);
  return {
    login,
    password: FIXTURE_PASSWORD,
    givenName,
    familyName,
    personId: user.personId,
    headers,
    session,
    call: withBearer(call, headers),
  };
}
