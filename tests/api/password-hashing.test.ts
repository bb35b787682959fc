import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

const PASSWORD = 'kitebook-demo';
let t: TestApp;

beforeAll(async () => {
  // A small bound, so a flood of 30 shows what a flood of thousands does to the real one.
  t = await createTestApp({ passwordHashing: { concurrency: 2, queue: 2 } });
});
afterAll(() => t.close());

const statusCounts = (responses: Response[]) => {
  const counts: Record<number, number> = {};
  for (const response of responses) counts[response.status] = (counts[response.status] ?? 0) + 1;
  return counts;
};

describe('the password hashing is bounded', { timeout: 120_000 }, () => {
  it('answers a sign-in flood partly with a quick 503 and never hashes more at once than allowed', async () => {
    // Unknown logins from many addresses: no attempt limit applies, only the hashing bound.
    const flood = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.call('POST', '/api/auth/signin', {
          body: { login: `stranger-${i}@example.org`, password: 'guess' },
          address: `10.1.0.${i + 1}`,
        }),
      ),
    );
    const counts = statusCounts(flood);
    expect(counts[503]).toBeGreaterThan(0);
    expect((counts[401] ?? 0) + counts[503]!).toBe(30);
    const busy = flood.find((response) => response.status === 503)!;
    expect(await busy.json()).toEqual({ message: 'error.serverBusy' });
    expect(busy.headers.get('Retry-After')).toBe('1');
    expect(t.passwords.limit.peak).toBeLessThanOrEqual(2);

    // The flood is over at once: a real sign-in goes through.
    const again = await t.call('POST', '/api/auth/signin', {
      body: { login: 'member@kitebook.test', password: PASSWORD },
    });
    expect(again.status).toBe(200);
  });

  it('bounds sign-ups the same way', async () => {
    const flood = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.call('POST', '/api/auth/signup', {
          body: {
            givenName: 'Flo',
            familyName: 'Od',
            email: `flood-${i}@example.org`,
            password: 'a-long-password',
            locale: 'en',
          },
          address: `10.2.0.${i + 1}`,
        }),
      ),
    );
    const counts = statusCounts(flood);
    expect(counts[503]).toBeGreaterThan(0);
    expect((counts[201] ?? 0) + counts[503]!).toBe(12);
    expect(t.passwords.limit.peak).toBeLessThanOrEqual(2);
  });
});
