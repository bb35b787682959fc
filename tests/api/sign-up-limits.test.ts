import { count, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentEmails } from '../../server/db/schema';
import { createTestApp, type TestApp } from './support/test-app';

const SCRIPT = '198.51.100.23';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signUp = (email: string, address: string) =>
  t.call('POST', '/api/auth/signup', {
    body: {
      givenName: 'Sam',
      familyName: 'Pler',
      email,
      password: 'a-long-password',
      locale: 'en',
    },
    address,
  });

async function mailsTo(pattern: string) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(sentEmails)
    .where(like(sentEmails.recipient, pattern));
  return row!.n;
}

describe('sign-ups per client address', { timeout: 120_000 }, () => {
  it('accepts ten an hour from one address, in parallel too, and mails no more', async () => {
    const responses = await Promise.all(
      Array.from({ length: 14 }, (_, i) => signUp(`stranger-${i}@example.org`, SCRIPT)),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
    const refused = responses.find((response) => response.status === 429)!;
    expect(await refused.json()).toEqual({ message: 'register.tooManySignups' });
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await mailsTo('stranger-%@example.org')).toBe(10);

    // Someone else is not affected; the script's address may go on an hour later.
    expect((await signUp('neighbour@example.org', '198.51.100.24')).status).toBe(201);
    t.clock.now = new Date(t.clock.now.getTime() + 61 * 60_000);
    expect((await signUp('stranger-later@example.org', SCRIPT)).status).toBe(201);
  });
});
