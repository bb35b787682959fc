import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BasketAddResult, BasketEntry } from '../../shared/model/basket';
import type { ErrorBody } from '../../shared/model/errors';
import { basketEntries, customers, persons, users } from '../../server/db/schema';
import { createTestApp, type TestApp } from './support/test-app';

const ADMIN = 'admin@kitebook.test';
const STAFF = ['admin@kitebook.test', 'sysadmin@kitebook.test', 'instructor@kitebook.test'];
const FAMILIES = [
  'parent@kitebook.test',
  'member@kitebook.test',
  'guardian@kitebook.test',
  'provider@kitebook.test',
];

let t: TestApp;
/** Five customers with an e-mail, as the customer list shows them. */
let five: BasketEntry[];

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db
    .select({
      id: customers.id,
      given: persons.givenName,
      family: persons.familyName,
      email: persons.email,
    })
    .from(customers)
    .innerJoin(persons, eq(persons.id, customers.personId))
    .orderBy(customers.id)
    .limit(40);
  five = rows
    .filter((row) => row.email)
    .slice(10, 15)
    .map((row) => ({
      id: row.id,
      type: 'CUSTOMER',
      name: `${row.family}, ${row.given}`,
      email: row.email!,
    }));
});
afterAll(() => t.close());

const as = async (login: string) => ({ headers: await t.authAs(login) });
const list = async (login: string) =>
  (await (await t.call('GET', '/api/basket', await as(login))).json()) as BasketEntry[];
const keys = (entries: readonly BasketEntry[]) =>
  entries.map((entry) => `${entry.type}:${entry.id}`);

describe('the basket routes by role', () => {
  const routes = [
    ['GET', '/api/basket'],
    ['POST', '/api/basket'],
    ['POST', '/api/basket/many'],
    ['DELETE', '/api/basket/PERSON/1'],
    ['DELETE', '/api/basket'],
  ] as const;

  it('refuses anonymous callers with 401 and the family roles with 403', async () => {
    for (const [method, path] of routes) {
      expect((await t.call(method, path, { body: {} })).status, path).toBe(401);
      for (const login of FAMILIES) {
        const response = await t.call(method, path, { body: {}, ...(await as(login)) });
        expect(response.status, `${login} ${method} ${path}`).toBe(403);
      }
    }
  });

  it('lets ADMIN, SYS_ADMIN and INSTRUCTOR read their basket', async () => {
    for (const login of STAFF) {
      expect((await t.call('GET', '/api/basket', await as(login))).status, login).toBe(200);
    }
  });
});

describe('adding to the basket', () => {
  it('adds five in bulk, reports duplicates as already in, and keeps the basket per user', async () => {
    const login = 'sysadmin@kitebook.test';
    const first = await t.call('POST', '/api/basket/many', {
      body: { entries: five.slice(0, 3) },
      ...(await as(login)),
    });
    expect(first.status).toBe(200);
    expect(keys(((await first.json()) as BasketAddResult).added)).toEqual(keys(five.slice(0, 3)));

    const second = await t.call('POST', '/api/basket/many', {
      body: { entries: five },
      ...(await as(login)),
    });
    const result = (await second.json()) as BasketAddResult;
    expect(keys(result.added)).toEqual(keys(five.slice(3)));
    expect(keys(result.alreadyIn)).toEqual(keys(five.slice(0, 3)));

    const basket = await list(login);
    expect(keys(basket)).toEqual(keys(five));
    expect(basket[0]).toEqual(five[0]);
    // Another user's basket is another basket.
    expect(keys(await list('instructor@kitebook.test'))).not.toContain(keys(five)[0]);
  });

  it('adds one, and answers the same one again as already in', async () => {
    const login = 'instructor@kitebook.test';
    const entry = five[4]!;
    const first = (await (
      await t.call('POST', '/api/basket', { body: entry, ...(await as(login)) })
    ).json()) as BasketAddResult;
    expect(keys(first.added)).toEqual(keys([entry]));
    const again = (await (
      await t.call('POST', '/api/basket', { body: entry, ...(await as(login)) })
    ).json()) as BasketAddResult;
    expect(again).toEqual({ added: [], alreadyIn: [entry] });
  });

  it('stores an entry once when the same add arrives many times at once', async () => {
    const [admin] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.login, ADMIN));
    const entry = five[2]!;
    await t.database.db.delete(basketEntries).where(eq(basketEntries.ownerUserId, admin!.id));
    const headers = (await as(ADMIN)).headers;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        index % 2
          ? t.call('POST', '/api/basket', { body: entry, headers })
          : t.call('POST', '/api/basket/many', { body: { entries: [entry, five[3]] }, headers }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    const results = (await Promise.all(
      answers.map((answer) => answer.json()),
    )) as BasketAddResult[];
    const addedOnce = (key: string) =>
      results.filter((result) => keys(result.added).includes(key)).length;
    expect(addedOnce(`CUSTOMER:${entry.id}`)).toBe(1);
    expect(addedOnce(`CUSTOMER:${five[3]!.id}`)).toBe(1);
    const rows = await t.database.db
      .select()
      .from(basketEntries)
      .where(eq(basketEntries.ownerUserId, admin!.id));
    expect(rows).toHaveLength(2);
  });

  it.each([
    ['id', 'basket.rules.id'],
    ['type', 'basket.rules.type'],
    ['name', 'basket.rules.name'],
    ['email', 'basket.rules.email'],
  ] as const)('refuses an entry without %s with 400 and a field issue', async (field, message) => {
    const entry: Record<string, unknown> = { ...five[0] };
    delete entry[field];
    const one = await t.call('POST', '/api/basket', { body: entry, ...(await as(ADMIN)) });
    expect(one.status).toBe(400);
    expect(((await one.json()) as ErrorBody).issues).toContainEqual({ path: field, message });
    const many = await t.call('POST', '/api/basket/many', {
      body: { entries: [five[1], entry] },
      ...(await as(ADMIN)),
    });
    expect(many.status).toBe(400);
    expect(((await many.json()) as ErrorBody).issues).toContainEqual({
      path: `entries.1.${field}`,
      message,
    });
  });

  it('refuses empty texts, a malformed e-mail, an unknown record and an empty bulk add', async () => {
    const headers = (await as(ADMIN)).headers;
    const issuesOf = async (path: string, body: unknown) => {
      const response = await t.call('POST', path, { body, headers });
      expect(response.status).toBe(400);
      return ((await response.json()) as ErrorBody).issues;
    };
    expect(await issuesOf('/api/basket', { ...five[0], name: '  ' })).toContainEqual({
      path: 'name',
      message: 'basket.rules.name',
    });
    expect(await issuesOf('/api/basket', { ...five[0], email: 'nobody' })).toContainEqual({
      path: 'email',
      message: 'basket.rules.email',
    });
    expect(await issuesOf('/api/basket', { ...five[0], type: 'FAMILY' })).toContainEqual({
      path: 'type',
      message: 'basket.rules.type',
    });
    expect(await issuesOf('/api/basket', { ...five[0], id: 2_000_000 })).toEqual([
      { path: 'id', message: 'basket.rules.unknown' },
    ]);
    expect(await issuesOf('/api/basket/many', { entries: [] })).toContainEqual({
      path: 'entries',
      message: 'basket.rules.entries',
    });
  });
});

describe('removing from the basket', () => {
  it('removes one entry, then empties the basket, each of the caller only', async () => {
    const login = 'sysadmin@kitebook.test';
    await t.call('POST', '/api/basket/many', { body: { entries: five }, ...(await as(login)) });
    await t.call('POST', '/api/basket', {
      body: five[0],
      ...(await as('instructor@kitebook.test')),
    });
    const removed = await t.call('DELETE', `/api/basket/CUSTOMER/${five[0]!.id}`, await as(login));
    expect(removed.status).toBe(204);
    expect(keys(await list(login))).toEqual(keys(five.slice(1)));
    expect((await t.call('DELETE', '/api/basket/FAMILY/1', await as(login))).status).toBe(400);
    expect((await t.call('DELETE', '/api/basket', await as(login))).status).toBe(204);
    expect(await list(login)).toEqual([]);
    expect(keys(await list('instructor@kitebook.test'))).toContain(`CUSTOMER:${five[0]!.id}`);
  });

  it('lists entries by their records now: a person and a user with their names and e-mails', async () => {
    const login = 'instructor@kitebook.test';
    const [user] = await t.database.db
      .select({
        id: users.id,
        login: users.login,
        given: persons.givenName,
        family: persons.familyName,
      })
      .from(users)
      .innerJoin(persons, eq(persons.id, users.personId))
      .where(eq(users.login, ADMIN));
    const userEntry: BasketEntry = {
      id: user!.id,
      type: 'USER',
      name: 'anything',
      email: 'x@y.de',
    };
    await t.call('POST', '/api/basket', { body: userEntry, ...(await as(login)) });
    const listed = (await list(login)).find((entry) => entry.type === 'USER');
    expect(listed).toEqual({
      id: user!.id,
      type: 'USER',
      name: `${user!.family}, ${user!.given}`,
      email: ADMIN,
    });
  });
});
