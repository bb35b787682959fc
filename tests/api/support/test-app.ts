import type { SsoSettings } from '../../../server/services/auth/sso/sso-client';
import { eq } from 'drizzle-orm';
import { createApp } from '../../../server/app';
import { createReadCache } from '../../../server/services/config/read-cache';
import type { OpenedDatabase } from '../../../server/db/database';
import { users, type SessionKind } from '../../../server/db/schema';
import { createLogger } from '../../../server/logger';
import { createMailer, type Mailer } from '../../../server/mail/mailer';
import type { HashLimitOptions } from '../../../server/services/auth/hash-limit';
import { createPasswordHasher, type PasswordHasher } from '../../../server/services/auth/password';
import { openSession } from '../../../server/services/auth/sessions';
import { issueToken } from '../../../server/services/auth/token';
import type { ApiCaller } from '../../support/api-fixtures';
import { openTestDatabase } from './test-database';

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256';
/** The portal address the test app puts into e-mail links. */
export const TEST_PUBLIC_URL = 'http://portal.kitebook.test';

/** Options of {@link createTestApp}. */
export interface TestAppOptions {
  /** An SMTP server (a local sink) to deliver e-mail to; without it mail is only stored. */
  smtpUrl?: string;
  /** The password hashing's bounds; the app's defaults otherwise. */
  passwordHashing?: HashLimitOptions;
  /** Proxies in front (TRUST_PROXY); 0 by default. */
  trustProxy?: number;
  /** The server's SSO_* settings (a local provider in the tests); none by default. */
  sso?: SsoSettings;
  /**
   * The read cache's second follows the test's clock, not real time: a kept answer stays until
   * the clock moves or a write clears it, so a test sees what the cache does whatever the speed.
   */
  readCacheOnTestClock?: boolean;
}

/** The client address requests come from unless `call` names another. */
export const TEST_ADDRESS = '127.0.0.1';

/** Options of one {@link TestApp.call}. */
export interface CallOptions {
  body?: unknown;
  /** Multipart fields instead of a JSON body (`PUT /api/person/` takes `person` so). */
  form?: Record<string, string>;
  headers?: Record<string, string>;
  /** The socket's remote address, as `getConnInfo` reads it; {@link TEST_ADDRESS} by default. */
  address?: string;
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: OpenedDatabase;
  /** The clock the app reads; tests move it to expire tokens or rate-limit windows. */
  clock: { now: Date };
  /** The app's mailer; `await t.mailer.settled()` waits for mail sent in the background. */
  mailer: Mailer;
  /**
   * A bearer header for a demo login with a fresh server-side session (the portal's unless
   * `kind` says WIDGET), minted directly (sign-in itself is tested on its own).
   */
  authAs(login: string, options?: { kind?: SessionKind }): Promise<Record<string, string>>;
  /** The app's password hasher, to see how many hashes ran at once. */
  passwords: PasswordHasher;
  /** JSON request helper: `call('POST', '/api/auth/signin', { body, headers, address })` (or `form`). */
  call(method: string, path: string, init?: CallOptions): Promise<Response>;
  close(): Promise<void>;
}

/** The API on a database of its own with the demo data (a clone of the run's template), in-process. */
export async function createTestApp({
  smtpUrl,
  passwordHashing,
  trustProxy = 0,
  sso,
  readCacheOnTestClock = false,
}: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase({ seeded: true });
  const clock = { now: new Date() };
  const logger = createLogger('error');
  const mailer = createMailer({ db: database.db, logger, smtpUrl, from: 'noreply@kitebook.test' });
  const passwords = createPasswordHasher(passwordHashing);
  const app = createApp({
    passwords,
    trustProxy,
    db: database.db,
    logger,
    jwtSecret: TEST_SECRET,
    now: () => clock.now,
    sso,
    mailer,
    publicUrl: TEST_PUBLIC_URL,
    readCache: readCacheOnTestClock
      ? createReadCache({ now: () => clock.now.getTime() })
      : undefined,
  });

  return {
    app,
    database,
    clock,
    mailer,
    passwords,
    async authAs(login, { kind = 'PORTAL' } = {}) {
      const [user] = await database.db
        .select({ id: users.id, personId: users.personId })
        .from(users)
        .where(eq(users.login, login));
      if (!user) throw new Error(`no demo user ${login}`);
      const session = await openSession(database.db, { userId: user.id, kind, now: clock.now });
      const { token } = await issueToken(
        { userId: user.id, personId: user.personId, sessionId: session.id },
        TEST_SECRET,
        clock.now,
      );
      return { Authorization: `Bearer ${token}` };
    },
    async call(method, path, { body, form, headers = {}, address = TEST_ADDRESS } = {}) {
      const init: RequestInit = { method, headers: { ...headers } };
      if (form) {
        const data = new FormData();
        for (const [name, value] of Object.entries(form)) data.set(name, value);
        init.body = data;
      } else if (body !== undefined && method !== 'GET' && method !== 'HEAD') {
        init.body = typeof body === 'string' ? body : JSON.stringify(body);
        (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
      }
      // What @hono/node-server hands the app: the socket getConnInfo reads the address from.
      return app.request(path, init, { incoming: { socket: { remoteAddress: address } } });
    },
    async close() {
      await mailer.settled();
      mailer.close();
      await database.close();
    },
  };
}

/** The test app as an {@link ApiCaller} for the shared fixtures of tests/support/api-fixtures.ts. */
export const callerOf =
  (t: TestApp): ApiCaller =>
  (method, path, init) =>
    t.call(method, path, init);
