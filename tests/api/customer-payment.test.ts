import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CustomerPayment,
  CustomerProfile,
  MissingInformation,
  ValidatedPayment,
} from '../../shared/model/customer';
import type { ErrorBody } from '../../shared/model/errors';
import { addresses, customers, users } from '../../server/db/schema';
import { newCustomer } from '../support/api-fixtures';
import { callerOf, createTestApp, type TestApp } from './support/test-app';
import { DEFAULT_SCHOOL_TIME_ZONE, todayIn } from '../../shared/model/school-time';

const VALID_IBAN = 'DE89 3704 0044 0532 0130 00';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function json<T>(response: Response, status = 200): Promise<T> {
  expect(response.status).toBe(status);
  return (await response.json()) as T;
}

async function customerRowOf(login: string) {
  const [user] = await t.database.db
    .select({ personId: users.personId })
    .from(users)
    .where(eq(users.login, login));
  const [row] = await t.database.db
    .select()
    .from(customers)
    .where(eq(customers.personId, user!.personId));
  return row;
}

const validate = async (body: object) =>
  json<ValidatedPayment>(
    await t.call('POST', '/api/customer/validate-payment', {
      body,
      headers: await t.authAs('parent@kitebook.test'),
    }),
  );

describe('POST /api/customer/validate-payment', () => {
  it('answers the normalised IBAN and BIC when both are valid', async () => {
    expect(
      await validate({ iban: VALID_IBAN, bic: 'cobadeffxxx', bankName: 'X', hasAgreedSepa: true }),
    ).toEqual({ iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' });
  });

  it('answers an empty IBAN for a wrong checksum and an empty BIC for a wrong format', async () => {
    expect(
      await validate({ iban: 'DE88 3704 0044 0532 0130 00', bic: 'COBADEFF', bankName: 'X' }),
    ).toEqual({ iban: '', bic: 'COBADEFF' });
    expect(await validate({ iban: VALID_IBAN, bic: 'COBA1EFF', bankName: 'X' })).toEqual({
      iban: 'DE89370400440532013000',
      bic: '',
    });
  });

  it('stores nothing', async () => {
    const before = await customerRowOf('newparent@kitebook.test');
    await t.call('POST', '/api/customer/validate-payment', {
      body: { iban: VALID_IBAN, bic: 'COBADEFFXXX', bankName: 'X', hasAgreedSepa: true },
      headers: await t.authAs('newparent@kitebook.test'),
    });
    expect(await customerRowOf('newparent@kitebook.test')).toEqual(before);
  });

  it('answers 401 to anonymous callers', async () => {
    const response = await t.call('POST', '/api/customer/validate-payment', {
      body: { iban: VALID_IBAN, bic: 'COBADEFFXXX' },
    });
    expect(response.status).toBe(401);
  });
});

describe('payment data and the payment prompt', () => {
  it('reports missing information for the new parent and none for the parent', async () => {
    const fresh = await json<MissingInformation>(
      await t.call('GET', '/api/customer/is-missing-information', {
        headers: await t.authAs('newparent@kitebook.test'),
      }),
    );
    expect(fresh.missing).toBe(true);
    expect(fresh.fields).toEqual(['address', 'iban', 'bic', 'bankName', 'sepaMandate']);
    const complete = await json<MissingInformation>(
      await t.call('GET', '/api/customer/is-missing-information', {
        headers: await t.authAs('parent@kitebook.test'),
      }),
    );
    expect(complete).toEqual({ missing: false, fields: [] });
  });

  it('answers 400 with issues for an invalid body and stores nothing', async () => {
    const headers = await t.authAs('newparent@kitebook.test');
    const before = await customerRowOf('newparent@kitebook.test');
    const response = await t.call('PUT', '/api/customer/payment', {
      headers,
      body: {
        iban: 'DE88 3704 0044 0532 0130 00',
        bic: 'X',
        bankName: '',
        hasAgreedSepa: false,
        version: before!.version,
      },
    });
    const body = await json<ErrorBody>(response, 400);
    expect(body.issues?.map((issue) => issue.path).sort()).toEqual(
      ['bankName', 'bic', 'hasAgreedSepa', 'iban'].sort(),
    );
    expect(body.issues?.find((issue) => issue.path === 'iban')?.message).toBe(
      'my.person.payment.invalid-iban',
    );
    expect(await customerRowOf('newparent@kitebook.test')).toEqual(before);
  });

  it('saves the payment with the address, after which nothing is missing', async () => {
    // A customer of its own: newparent@ must stay without bank data for the tests above.
    const { headers } = await newCustomer(callerOf(t), 'Ida');
    const current = await json<CustomerPayment>(
      await t.call('GET', '/api/customer/payment', { headers }),
    );
    expect(current.iban).toBe('');
    const saved = await json<CustomerPayment>(
      await t.call('PUT', '/api/customer/payment', {
        headers,
        body: {
          iban: VALID_IBAN,
          bic: 'COBADEFFXXX',
          bankName: 'Commerzbank',
          hasAgreedSepa: true,
          version: current.version,
          address: { street: 'Berger Straße 1', zip: '60316', city: 'Frankfurt', country: 'DE' },
        },
      }),
    );
    expect(saved).toMatchObject({
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      bankName: 'Commerzbank',
      version: current.version + 1,
    });
    expect(saved.mandateId).toBeTruthy();
    expect(saved.mandateDate).toBe(todayIn(DEFAULT_SCHOOL_TIME_ZONE, t.clock.now));
    expect(
      await json<MissingInformation>(
        await t.call('GET', '/api/customer/is-missing-information', { headers }),
      ),
    ).toEqual({ missing: false, fields: [] });
  }, 60_000);

  it('answers 409 to a stale version and leaves the row unchanged', async () => {
    const headers = await t.authAs('parent@kitebook.test');
    const before = await customerRowOf('parent@kitebook.test');
    const response = await t.call('PUT', '/api/customer/payment', {
      headers,
      body: {
        iban: VALID_IBAN,
        bic: 'COBADEFFXXX',
        bankName: 'Another bank',
        hasAgreedSepa: true,
        version: before!.version + 5,
        address: { street: 'Elsewhere 2', zip: '10115', city: 'Berlin', country: 'DE' },
      },
    });
    expect(await json<ErrorBody>(response, 409)).toEqual({ message: 'error.staleVersion' });
    expect(await customerRowOf('parent@kitebook.test')).toEqual(before);
    const streets = await t.database.db
      .select({ street: addresses.street })
      .from(addresses)
      .where(eq(addresses.personId, before!.personId));
    expect(streets.map((row) => row.street)).not.toContain('Elsewhere 2');
  });

  it("answers 403 to a customer reading another customer's payment; an admin may", async () => {
    const other = await customerRowOf('parent@kitebook.test');
    const response = await t.call('GET', `/api/customer/payment?customerId=${other!.id}`, {
      headers: await t.authAs('newparent@kitebook.test'),
    });
    expect(response.status).toBe(403);
    const asAdmin = await json<CustomerPayment>(
      await t.call('GET', `/api/customer/payment?customerId=${other!.id}`, {
        headers: await t.authAs('admin@kitebook.test'),
      }),
    );
    expect(asAdmin.iban).toBe(other!.iban);
  });

  it('answers 404 to an admin asking for payment data without naming a customer', async () => {
    const response = await t.call('PUT', '/api/customer/payment', {
      headers: await t.authAs('admin@kitebook.test'),
      body: {
        iban: VALID_IBAN,
        bic: 'COBADEFFXXX',
        bankName: 'Commerzbank',
        hasAgreedSepa: true,
        version: 0,
      },
    });
    expect(response.status).toBe(404);
  });

  it('answers 401 to anonymous callers', async () => {
    expect((await t.call('GET', '/api/customer/payment')).status).toBe(401);
    expect((await t.call('GET', '/api/customer/is-missing-information')).status).toBe(401);
  });
});

describe('PUT /api/customer/spouse', () => {
  it('saves and clears the spouse; a stale version answers 409', async () => {
    const headers = await t.authAs('newparent@kitebook.test');
    const before = await customerRowOf('newparent@kitebook.test');
    const spouse = {
      givenName: 'Anna',
      familyName: 'Novak',
      gender: 'FEMALE',
      email: 'anna.novak@example.com',
      contactSet: [{ contactType: 'MOBILE', value: '+4915100000001' }],
    };
    const saved = await json<{ spouse: { id: number; givenName: string }; version: number }>(
      await t.call('PUT', '/api/customer/spouse', {
        headers,
        body: { spouse, version: before!.version },
      }),
    );
    expect(saved.spouse.givenName).toBe('Anna');
    expect(saved.version).toBe(before!.version + 1);

    const stale = await t.call('PUT', '/api/customer/spouse', {
      headers,
      body: { spouse: null, version: before!.version },
    });
    expect(stale.status).toBe(409);
    expect((await customerRowOf('newparent@kitebook.test'))!.spousePersonId).toBe(saved.spouse.id);

    const cleared = await json<{ spouse: null }>(
      await t.call('PUT', '/api/customer/spouse', {
        headers,
        body: { spouse: null, version: saved.version },
      }),
    );
    expect(cleared.spouse).toBeNull();
  });

  it('answers 400 with issues for a spouse without names', async () => {
    const response = await t.call('PUT', '/api/customer/spouse', {
      headers: await t.authAs('parent@kitebook.test'),
      body: { spouse: { givenName: '', familyName: '', gender: 'MALE' }, version: 0 },
    });
    const body = await json<ErrorBody>(response, 400);
    expect(body.issues?.map((issue) => issue.message)).toContain('!.rules.given-name');
  });
});

describe('customer existence and profile', () => {
  it('finds a customer by e-mail case-insensitively (ADMIN only)', async () => {
    const found = await json<{ exists: boolean; customerId?: number }>(
      await t.call('GET', '/api/customer/exists?email=PARENT@kitebook.test', {
        headers: await t.authAs('admin@kitebook.test'),
      }),
    );
    expect(found.exists).toBe(true);
    expect(found.customerId).toBe((await customerRowOf('parent@kitebook.test'))!.id);
    const missing = await json<{ exists: boolean }>(
      await t.call('GET', '/api/customer/exists?email=nobody@example.com', {
        headers: await t.authAs('admin@kitebook.test'),
      }),
    );
    expect(missing).toEqual({ exists: false });
    const asCustomer = await t.call('GET', '/api/customer/exists?email=x@example.com', {
      headers: await t.authAs('parent@kitebook.test'),
    });
    expect(asCustomer.status).toBe(403);
  });

  it('answers the customer profile with children, spouse, payment and guardians', async () => {
    const profile = await json<CustomerProfile>(
      await t.call('GET', '/api/user/customer-profile', {
        headers: await t.authAs('parent@kitebook.test'),
      }),
    );
    expect(profile.person.familyName).toBe('Becker');
    expect(profile.spouse?.givenName).toBe('Thomas');
    expect(profile.participants.map((child) => child.person.givenName).sort()).toEqual([
      'Mia',
      'Noah',
    ]);
    expect(profile.payment.bic).toBe('COBADEFFXXX');
    expect(profile.guardians.map((guardian) => guardian.relationship)).toContain('GRANDPARENT');
  });

  it('answers 403 to a guardian without a customer record', async () => {
    const response = await t.call('GET', '/api/user/customer-profile', {
      headers: await t.authAs('guardian@kitebook.test'),
    });
    expect(response.status).toBe(403);
  });
});
