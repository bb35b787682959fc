import { eq } from 'drizzle-orm';
import { createApp } from '../../../server/app';
import type { OpenedDatabase } from '../../../server/db/database';
import { users } from '../../../server/db/schema';
import { seedDemoIfEmpty } from '../../../server/db/seed';
import { createLogger } from '../../../server/logger';
import { createMailer, type Mailer } from '../../../server/mail/mailer';
import { issueToken } from '../../../server/services/auth/token';
import { openTestDatabase } from './test-database';

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256';
/** The portal address the test app puts into e-mail links. */
export const TEST_PUBLIC_URL = 'http://portal.kitebook.test';

/** Options of {@link createTestApp}. */
export interface TestAppOptions {
  /** An SMTP server (a local sink) to deliver e-mail to; without it mail is only stored. */
  smtpUrl?: string;
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: OpenedDatabase;
  /** The clock the app reads; tests move it to expire tokens or rate-limit windows. */
  clock: { now: Date };
  /** The app's mailer; `await t.mailer.settled()` waits for mail sent in the background. */
  mailer: Mailer;
  /** A bearer header for a demo login, minted directly (sign-in itself is tested on its own). */
  authAs(login: string): Promise<Record<string, string>>;
  /** JSON request helper: `call('POST', '/api/auth/signin', { body, headers })`. */
  call(
    method: string,
    path: string,
    init?: { body?: unknown; headers?: Record<string, string> },
  ): Promise<Response>;
  close(): Promise<void>;
}

/** The API on a fresh database with the demo data, called in-process. */
export async function createTestApp({ smtpUrl }: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  await seedDemoIfEmpty(database.db);
  const clock = { now: new Date() };
  const logger = createLogger('error');
  const mailer = createMailer({ db: database.db, logger, smtpUrl, from: 'noreply@kitebook.test' });
  const app = createApp({
    db: database.db,
    logger,
    jwtSecret: TEST_SECRET,
    now: () => clock.now,
    mailer,
    publicUrl: TEST_PUBLIC_URL,
  });

  return {
    app,
    database,
    clock,
    mailer,
    async authAs(login) {
      const [user] = await database.db
        .select({ id: users.id, personId: users.personId })
        .from(users)
        .where(eq(users.login, login));
      if (!user) throw new Error(`no demo user ${login}`);
      const { token } = await issueToken(
        { userId: user.id, personId: user.personId },
        TEST_SECRET,
        clock.now,
      );
      return { Authorization: `Bearer ${token}` };
    },
    async call(method, path, { body, headers = {} } = {}) {
      const init: RequestInit = { method, headers: { ...headers } };
      if (body !== undefined && method !== 'GET' && method !== 'HEAD') {
        init.body = typeof body === 'string' ? body : JSON.stringify(body);
        (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
      }
      return app.request(path, init);
    },
    async close() {
      await mailer.settled();
      await database.close();
    },
  };
}
