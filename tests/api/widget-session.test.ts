import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignInResult } from '../../shared/model/auth';
import type { CustomerPayment, CustomerProfile } from '../../shared/model/customer';
import { customers, schoolYears, sessions, users } from '../../server/db/schema';
import { bookingYearId } from './support/service-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const PASSWORD = 'kitebook-demo';
const OTHER_IBAN = 'GB82 WEST 1234 5698 7654 32';
const NEW_IBAN = 'DE89 3704 0044 0532 0130 00';
const MASKED = /^[A-Z]{2}\d{2} •••• [0-9A-Z]{4}$/;
let t: TestApp;
let yearName: string;

beforeAll(async () => {
  t = await createTestApp();
  const [year] = await t.database.db
    .select({ name: schoolYears.name })
    .from(schoolYears)
    .where(eq(schoolYears.id, await bookingYearId(t.database.db, t.clock.now)));
  yearName = year!.name;
});
afterAll(() => t.close());

const widget = (login: string) => t.authAs(login, { kind: 'WIDGET' });

async function json<T>(response: Response, status = 200): Promise<T> {
  expect(response.status).toBe(status);
  return (await response.json()) as T;
}

async function storedIban(login: string) {
  const [row] = await t.database.db
    .select({ iban: customers.iban })
    .from(customers)
    .innerJoin(users, eq(users.personId, customers.personId))
    .where(eq(users.login, login));
  return row?.iban ?? null;
}

const payment = (iban: string, bic: string, version: number) => ({
  iban,
  bic,
  bankName: 'Bank',
  hasAgreedSepa: true,
  version,
});

describe('a widget session', () => {
  it('is what the widget sign-in asks for', async () => {
    const response = await t.call('POST', '/api/auth/signin', {
      body: { login: 'parent@kitebook.test', password: PASSWORD, session: 'widget' },
    });
    const { token } = await json<SignInResult>(response);
    const headers = { Authorization: `Bearer ${token}` };
    const opened = await t.database.db
      .select({ kind: sessions.kind })
      .from(sessions)
      .where(eq(sessions.kind, 'WIDGET'));
    expect(opened).toHaveLength(1);
    expect((await t.call('GET', '/api/participant/customer', { headers })).status).toBe(200);
    // The portal's screens are closed to it.
    const role = await t.call('GET', '/api/user/role', { headers });
    expect(role.status).toBe(403);
    expect(await role.json()).toEqual({ message: 'auth.portalSessionRequired' });
  });

  it('adds and changes the family children', async () => {
    const headers = await widget('parent@kitebook.test');
    const body = {
      person: { givenName: 'Mia', familyName: 'Becker', gender: 'FEMALE', birthday: '2018-04-02' },
      clazzes: { [yearName]: { grade: 'P2', language: 'EN', postfix: 'B' } },
    };
    const saved = await json<{ id: number; version: number; person: object }>(
      await t.call('PUT', '/api/participant/', { headers, form: { person: JSON.stringify(body) } }),
    );
    const changed = await t.call('PUT', '/api/participant/', {
      headers,
      form: {
        person: JSON.stringify({ ...saved, person: { ...saved.person, givenName: 'Mila' } }),
      },
    });
    expect(changed.status).toBe(200);
  });

  it('cannot change the password, the e-mail (person) or the spouse', async () => {
    const headers = await widget('parent@kitebook.test');
    const refused = [
      await t.call('POST', '/api/auth/change-password', {
        headers,
        body: { oldPassword: PASSWORD, newPassword: 'taken-over-account' },
      }),
      await t.call('PUT', '/api/person/', { headers, body: {} }),
      await t.call('PUT', '/api/customer/spouse', { headers, body: {} }),
    ];
    for (const response of refused) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: 'auth.portalSessionRequired' });
    }
    // The password is unchanged.
    const signIn = await t.call('POST', '/api/auth/signin', {
      body: { login: 'parent@kitebook.test', password: PASSWORD },
    });
    expect(signIn.status).toBe(200);
  });

  it('reads bank data only masked', async () => {
    const portal = await t.authAs('parent@kitebook.test');
    const full = await json<CustomerPayment>(
      await t.call('GET', '/api/customer/payment', { headers: portal }),
    );
    expect(full.iban).toMatch(/^[A-Z]{2}\d{2}[0-9A-Z]{10,}$/);

    const headers = await widget('parent@kitebook.test');
    const masked = await json<CustomerPayment>(
      await t.call('GET', '/api/customer/payment', { headers }),
    );
    expect(masked.iban).toMatch(MASKED);
    expect(masked.iban.slice(0, 4)).toBe(full.iban.slice(0, 4));
    expect(masked.iban.slice(-4)).toBe(full.iban.slice(-4));
    const profile = await json<CustomerProfile>(
      await t.call('GET', '/api/user/customer-profile', { headers }),
    );
    expect(profile.payment.iban).toBe(masked.iban);
  });

  it('cannot change bank data on file, only complete it for the same account', async () => {
    const portal = await t.authAs('parent@kitebook.test');
    const full = await json<CustomerPayment>(
      await t.call('GET', '/api/customer/payment', { headers: portal }),
    );
    const headers = await widget('parent@kitebook.test');
    const changed = await t.call('PUT', '/api/customer/payment', {
      headers,
      body: payment(OTHER_IBAN, 'NWBKGB2L', full.version),
    });
    expect(changed.status).toBe(403);
    expect(await changed.json()).toEqual({ message: 'auth.portalSessionRequired' });
    expect(await storedIban('parent@kitebook.test')).toBe(full.iban);

    const same = await json<CustomerPayment>(
      await t.call('PUT', '/api/customer/payment', {
        headers,
        body: payment(full.iban, full.bic, full.version),
      }),
    );
    expect(same.iban).toMatch(MASKED);
    expect(await storedIban('parent@kitebook.test')).toBe(full.iban);
  });

  it('enters bank data when none is on file (the booking payment step)', async () => {
    expect(await storedIban('newparent@kitebook.test')).toBeFalsy();
    const headers = await widget('newparent@kitebook.test');
    const saved = await json<CustomerPayment>(
      await t.call('PUT', '/api/customer/payment', {
        headers,
        body: {
          ...payment(NEW_IBAN, 'COBADEFFXXX', 0),
          address: { street: 'Lindenweg 3', zip: '10115', city: 'Berlin', country: 'DE' },
        },
      }),
    );
    expect(saved.iban).toBe('DE89 •••• 3000');
    expect(await storedIban('newparent@kitebook.test')).toBe('DE89370400440532013000');
    const missing = await json<{ missing: boolean }>(
      await t.call('GET', '/api/customer/is-missing-information', { headers }),
    );
    expect(missing.missing).toBe(false);
  });

  it("leaves staff powers behind: an admin's widget session acts as a family member only", async () => {
    const portal = await t.authAs('admin@kitebook.test');
    const path = '/api/participant/customer/1';
    expect((await t.call('GET', path, { headers: portal })).status).toBe(200);
    const headers = await widget('admin@kitebook.test');
    expect((await t.call('GET', path, { headers })).status).toBe(403);
  });
});
