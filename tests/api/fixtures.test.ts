import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerProfile } from '../../shared/model/customer';
import type { PublicEventItem } from '../../shared/model/event';
import { newCustomer, signIn } from '../support/api-fixtures';
import { addChild, addPaymentData, addSpouse, completePerson } from '../support/family-fixtures';
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

  it('give a customer bank data, a complete person, a spouse and a child', async () => {
    const parent = await newCustomer(callerOf(t), 'Ada', { familyName: 'Roth' });
    const [offer] = (await (
      await t.call('GET', '/api/event/public/ECA')
    ).json()) as PublicEventItem[];
    expect((await addPaymentData(parent)).iban).toBe('DE89370400440532013000');
    await completePerson(parent, { gender: 'FEMALE', mobile: '+4915100000002' });
    await addSpouse(parent, { givenName: 'Tom' });
    const child = await addChild(parent, {
      givenName: 'Mia',
      grade: 'P3',
      schoolYear: offer!.schoolYear,
    });
    const profile = (await (
      await parent.call('GET', '/api/user/customer-profile')
    ).json()) as CustomerProfile;
    expect(profile.person).toMatchObject({ gender: 'FEMALE', familyName: 'Roth' });
    expect(profile.person.contactSet).toMatchObject([{ contactType: 'MOBILE' }]);
    expect(profile.spouse).toMatchObject({ givenName: 'Tom', familyName: 'Roth' });
    expect(child).toMatchObject({
      person: { givenName: 'Mia', familyName: 'Roth' },
      clazzes: { [offer!.schoolYear]: { grade: 'P3' } },
    });
    expect(
      (await (await parent.call('GET', '/api/customer/is-missing-information')).json()) as object,
    ).toEqual({ missing: false, fields: [] });
  }, 60_000);
});
