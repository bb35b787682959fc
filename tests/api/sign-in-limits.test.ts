import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

const PASSWORD = 'kitebook-demo';
const ATTACKER = '203.0.113.66';
const OWNER = '198.51.100.7';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = (login: string, password: string, address: string) =>
  t.call('POST', '/api/auth/signin', { body: { login, password }, address });

const statuses = (responses: Response[]) => {
  const counts: Record<number, number> = {};
  for (const response of responses) counts[response.status] = (counts[response.status] ?? 0) + 1;
  return counts;
};

/** Moves the app's clock on. */
const wait = (ms: number) => (t.clock.now = new Date(t.clock.now.getTime() + ms));

// Each sign-in checks a password (scrypt, about 250 ms of a core): slow on a busy machine.
// Every checked sign-in costs a scrypt hash (about 250 ms of a core): slow on a busy machine.
describe('sign-in limits', { timeout: 180_000 }, () => {
  it('evaluates at most five of 40 parallel guesses for one login; the rest answer 429', async () => {
    const login = 'admin@kitebook.test';
    const guesses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn(login, `guess-${i}`, ATTACKER)),
    );
    const counts = statuses(guesses);
    expect(counts[401]).toBeLessThanOrEqual(5);
    expect(counts[429]).toBeGreaterThanOrEqual(35);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(40);
    const refused = guesses.find((response) => response.status === 429)!;
    expect(await refused.json()).toEqual({ message: 'auth.tooManyAttempts' });
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);

    // The right password from the guessing address is refused too: it was not checked.
    expect((await signIn(login, PASSWORD, ATTACKER)).status).toBe(429);
    // The owner, elsewhere, signs in as usual: the attacker locked only itself out.
    expect((await signIn(login, PASSWORD, OWNER)).status).toBe(200);
  });

  it('locks the guessing address for ever longer windows, never the owner elsewhere', async () => {
    const login = 'sysadmin@kitebook.test';
    const guessRound = async () => {
      for (let i = 0; i < 5; i++)
        expect((await signIn(login, `bad-${i}`, ATTACKER)).status).toBe(401);
      const blocked = await signIn(login, PASSWORD, ATTACKER);
      expect(blocked.status).toBe(429);
      return Number(blocked.headers.get('Retry-After'));
    };
    // First window one minute, the next two: the delay grows with each round of guesses.
    expect(await guessRound()).toBeLessThanOrEqual(60);
    wait(61_000);
    expect(await guessRound()).toBeGreaterThan(60);
    expect((await signIn(login, PASSWORD, OWNER)).status).toBe(200);

    wait(121_000);
    // After the window the owner from the attacker's address (say, a shared network) gets in,
    // and that success forgets the failures there.
    expect((await signIn(login, PASSWORD, ATTACKER)).status).toBe(200);
    expect(await guessRound()).toBeLessThanOrEqual(60);
  });

  it('limits one address across many logins', async () => {
    const spray = '192.0.2.99';
    // In batches, so the password hashing's own bound (a 503 for floods) does not interfere.
    const tries: Response[] = [];
    for (let batch = 0; batch < 5; batch++) {
      tries.push(
        ...(await Promise.all(
          Array.from({ length: 7 }, (_, i) =>
            signIn(`nobody-${batch}-${i}@example.org`, 'Summer2026!', spray),
          ),
        )),
      );
    }
    const counts = statuses(tries);
    expect(counts[401]).toBe(30);
    expect(counts[429]).toBe(5);
    // Any login from that address now waits, including a right password.
    expect((await signIn('member@kitebook.test', PASSWORD, spray)).status).toBe(429);
    // Other addresses are untouched.
    expect((await signIn('member@kitebook.test', PASSWORD, OWNER)).status).toBe(200);
  });

  it('lets a password reset end a lock-out from any address', async () => {
    const login = 'guardian@kitebook.test';
    for (let i = 0; i < 5; i++) await signIn(login, `bad-${i}`, OWNER);
    expect((await signIn(login, PASSWORD, OWNER)).status).toBe(429);
    await t.call('POST', '/api/auth/forgot-password', { body: { email: login } });
    await t.mailer.settled();
    const token = await latestResetToken(login);
    const reset = await t.call('POST', '/api/auth/reset-password', {
      body: { token, password: 'the-new-password' },
    });
    expect(reset.status).toBe(204);
    expect((await signIn(login, 'the-new-password', OWNER)).status).toBe(200);
  });
});

/** The reset link's token from the newest stored reset mail to `login` (no SMTP in this app). */
async function latestResetToken(login: string): Promise<string> {
  const { sentEmails } = await import('../../server/db/schema');
  const { desc, eq } = await import('drizzle-orm');
  const [mail] = await t.database.db
    .select({ body: sentEmails.body })
    .from(sentEmails)
    .where(eq(sentEmails.recipient, login))
    .orderBy(desc(sentEmails.id))
    .limit(1);
  const match = /token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '');
  if (!match) throw new Error(`no reset mail to ${login}`);
  return match[1]!;
}
