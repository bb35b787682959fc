import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused } from './support/expect-refused';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PARENT = 'parent@kitebook.test';
const ADMIN = 'admin@kitebook.test';
const SYSADMIN = 'sysadmin@kitebook.test';

const INVALID = 'error.invalidInput';
const CHARACTERS = 'shared.rules.invalid-characters';

describe('integers beyond the database’s integer (2,147,483,647)', () => {
  it('answers 400 to such an id in the path, also to visitors', async () => {
    await expectRefused(
      t,
      { method: 'GET', path: '/api/event/2147483648' },
      { path: 'id', message: INVALID },
    );
    await expectRefused(
      t,
      { method: 'GET', path: '/api/event/99999999999999999999/image' },
      { path: 'id', message: INVALID },
    );
    await expectRefused(
      t,
      { method: 'GET', path: '/api/busstop/event/2147483648' },
      { path: 'eventId', message: INVALID },
    );
    await expectRefused(
      t,
      { method: 'GET', path: '/api/person/2147483648', as: PARENT },
      { path: 'id', message: INVALID },
    );
  });

  it('still finds the largest id as simply not there', async () => {
    expect((await t.call('GET', '/api/event/2147483647')).status).toBe(404);
  });

  it('answers 400 to such an id in a query', async () => {
    await expectRefused(
      t,
      {
        method: 'GET',
        path: '/api/booking/calculate-price?service-id=2147483648&participant-id=1',
        as: PARENT,
      },
      { path: 'service-id', message: INVALID },
    );
    await expectRefused(
      t,
      { method: 'GET', path: '/api/customer/payment?customerId=4294967296', as: ADMIN },
      { path: 'customerId', message: INVALID },
    );
    await expectRefused(
      t,
      {
        method: 'GET',
        path: '/api/booking/calculate-price?service-id=1&participant-id=1&recurrence-ids=1,2147483648',
        as: PARENT,
      },
      { path: 'recurrence-ids', message: INVALID },
    );
  });

  it('answers 400 to such an id or version in a body', async () => {
    await expectRefused(
      t,
      {
        method: 'PUT',
        path: '/api/booking/check-booking',
        body: { serviceId: 2147483648, participantId: 1 },
        as: PARENT,
      },
      { path: 'serviceId', message: INVALID },
    );
    await expectRefused(
      t,
      {
        method: 'PUT',
        path: '/api/customer/spouse',
        body: { spouse: null, version: 2147483648 },
        as: PARENT,
      },
      { path: 'version', message: INVALID },
    );
    await expectRefused(
      t,
      {
        method: 'PUT',
        path: '/api/configuration',
        body: [{ key: 'productName', value: 'Kitebook', version: 1e308 }],
        as: SYSADMIN,
      },
      { path: '0.version', message: INVALID },
    );
  });

  it('answers 400 to a fractional version', async () => {
    await expectRefused(
      t,
      {
        method: 'PUT',
        path: '/api/customer/spouse',
        body: { spouse: null, version: 1.5 },
        as: PARENT,
      },
      { path: 'version', message: INVALID },
    );
    await expectRefused(
      t,
      {
        method: 'PUT',
        path: '/api/participant/',
        form: {
          person: JSON.stringify({
            id: 1,
            version: 0.5,
            person: { givenName: 'Mia', familyName: 'Becker', gender: 'FEMALE' },
          }),
        },
        as: PARENT,
      },
      { path: 'version', message: INVALID },
    );
  });
});

describe('texts with characters the database cannot store', () => {
  it('answers 400 to a NUL in the login of an anonymous sign-in, and records no attempt', async () => {
    await expectRefused(
      t,
      { method: 'POST', path: '/api/auth/signin', body: { login: 'a\u0000b', password: 'x' } },
      { path: 'login', message: CHARACTERS },
    );
  });

  it('answers 400 to a NUL or a lone surrogate in any text of a form', async () => {
    await expectRefused(
      t,
      {
        method: 'POST',
        path: '/api/auth/signup',
        body: {
          givenName: 'An\u0000na',
          familyName: 'Becker',
          email: 'anna.nul@example.org',
          password: 'correct horse battery',
          locale: 'en',
        },
      },
      { path: 'givenName', message: CHARACTERS },
    );
    await expectRefused(
      t,
      {
        method: 'PUT',
        path: '/api/participant/',
        form: {
          person: JSON.stringify({
            person: { givenName: 'Mia', familyName: 'B\uD800', gender: 'FEMALE' },
          }),
        },
        as: PARENT,
      },
      { path: 'person.familyName', message: CHARACTERS },
    );
    await expectRefused(
      t,
      {
        method: 'PUT',
        path: '/api/configuration',
        body: [{ key: 'productName', value: 'Kite\u0000book', version: 0 }],
        as: SYSADMIN,
      },
      { path: '0.value', message: CHARACTERS },
    );
  });

  it('answers 400 to a NUL in a query text', async () => {
    await expectRefused(
      t,
      { method: 'GET', path: '/api/person/exists?email=a%00b%40example.org', as: ADMIN },
      { path: 'email', message: CHARACTERS },
    );
    await expectRefused(
      t,
      { method: 'GET', path: '/api/user/exists?login=a%00b', as: SYSADMIN },
      { path: 'login', message: CHARACTERS },
    );
  });
});

describe('dates that do not exist or that the database cannot hold', () => {
  it('answers 400 to the birthday 0000-01-01', async () => {
    await expectRefused(
      t,
      {
        method: 'PUT',
        path: '/api/participant/',
        form: {
          person: JSON.stringify({
            person: {
              givenName: 'Mia',
              familyName: 'Becker',
              gender: 'FEMALE',
              birthday: '0000-01-01',
            },
          }),
        },
        as: PARENT,
      },
      { path: 'person.birthday', message: '!.rules.birthdayValid' },
    );
  });

  it('answers 400 to 30 February as a childminding start date', async () => {
    await expectRefused(
      t,
      {
        method: 'PUT',
        path: '/api/booking/childminding',
        body: {
          serviceId: 1,
          participantId: 1,
          weekdays: ['MONDAY'],
          endTime: '16:30',
          startDate: '2027-02-30',
        },
        as: PARENT,
      },
      { path: 'startDate', message: 'shared.rules.date' },
    );
  });
});
