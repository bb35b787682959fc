import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, signIn } from '../support/api-fixtures';
import { callerOf, createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// The fixtures the browser tests use too (tests/support/api-fixtures.ts), through the real API.
describe('shared API fixtures', () => {
  it('sign a demo account in and make customers of their own, each signed in', async () => {
    // Each sign-up and sign-in hashes a password (about 250 ms of a core): few of them, and time.
    const admin = await signIn(callerOf(t), 'sysadmin@kitebook.test');
    expect((await t.call('GET', '/api/user/role', { headers: admin })).status).toBe(200);
    const first = await newCustomer(callerOf(t), 'Ida', { adminHeaders: admin });
    const second = await newCustomer(callerOf(t), 'Ida', { adminHeaders: admin });
    expect(first.login).not.toBe(second.login);
    // The family's bookings answer customers only (an admin without the role gets 403).
    const bookings = await first.call('GET', '/api/booking/customer');
    expect(bookings.status).toBe(200);
    expect(await bookings.json()).toEqual([]);
    expect((await t.call('GET', '/api/booking/customer', { headers: admin })).status).toBe(403);
  }, 120_000);
});
