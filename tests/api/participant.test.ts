import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../shared/model/errors';
import type { ParticipantRecord } from '../../shared/model/participant';
import { customers, persons, schoolYears, userRoles, users } from '../../server/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import { bookingYearId, insertFamily } from './support/service-fixtures';

let t: TestApp;
let yearName: string;
let newcomer: string;

/** A signed-up parent with the CUSTOMER role and no customer record yet. */
async function insertNewcomer(login: string) {
  const [person] = await t.database.db
    .insert(persons)
    .values({ givenName: 'New', familyName: 'Parent', email: login })
    .returning({ id: persons.id });
  const [user] = await t.database.db
    .insert(users)
    .values({ login, personId: person!.id })
    .returning({ id: users.id });
  await t.database.db.insert(userRoles).values([
    { userId: user!.id, role: 'CUSTOMER' },
    { userId: user!.id, role: 'USER' },
  ]);
  return person!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const yearId = await bookingYearId(t.database.db, t.clock.now);
  const [year] = await t.database.db
    .select({ name: schoolYears.name })
    .from(schoolYears)
    .where(eq(schoolYears.id, yearId));
  yearName = year!.name;
  newcomer = 'newcomer@kitebook.test';
  await insertNewcomer(newcomer);
});
afterAll(() => t.close());

const child = (overrides: object = {}) => ({
  person: { givenName: 'Emma', familyName: 'Parent', gender: 'FEMALE', birthday: '2018-04-02' },
  clazzes: { [yearName]: { grade: 'P2', language: 'EN', postfix: 'B' } },
  ...overrides,
});

const save = (login: string, body: object, path = '/api/participant/') =>
  t
    .authAs(login)
    .then((headers) => t.call('PUT', path, { form: { person: JSON.stringify(body) }, headers }));

async function json<T>(response: Response, status = 200): Promise<T> {
  expect(response.status).toBe(status);
  return (await response.json()) as T;
}

describe('PUT /api/participant/', () => {
  it("adds a new parent's first child, creating the customer record", async () => {
    // A newcomer of its own: the other tests add children to the shared one, in any order.
    const firstTimer = 'first-child@kitebook.test';
    await insertNewcomer(firstTimer);
    const saved = await json<ParticipantRecord>(await save(firstTimer, child()));
    expect(saved).toMatchObject({
      person: { givenName: 'Emma', familyName: 'Parent', birthday: '2018-04-02' },
      clazzes: { [yearName]: { grade: 'P2', language: 'EN', postfix: 'B' } },
      escortType: 'GUARDIAN',
      homeAlone: false,
      version: 0,
    });
    const [customer] = await t.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, saved.customerId!));
    expect(customer).toBeDefined();
    const listed = await json<ParticipantRecord[]>(
      await t.call('GET', '/api/participant/customer', { headers: await t.authAs(firstTimer) }),
    );
    expect(listed.map((entry) => entry.id)).toEqual([saved.id]);
  });

  it('answers 400 with field issues and stores nothing', async () => {
    const before = await t.database.db.select({ id: persons.id }).from(persons);
    const response = await save(
      newcomer,
      child({
        person: { givenName: '', familyName: 'Parent', gender: 'FEMALE', birthday: '2999-01-01' },
      }),
    );
    const body = await json<ErrorBody>(response, 400);
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'person.givenName', message: '!.rules.given-name' },
        { path: 'person.birthday', message: '!.rules.birthdayValid' },
      ]),
    );
    expect(await t.database.db.select({ id: persons.id }).from(persons)).toHaveLength(
      before.length,
    );
  });

  it('checks the class: all or nothing, no letter for FR, a known school year', async () => {
    const incomplete = await json<ErrorBody>(
      await save(newcomer, child({ clazzes: { [yearName]: { grade: 'P2', language: 'EN' } } })),
      400,
    );
    expect(incomplete.issues).toEqual([
      { path: `clazzes.${yearName}`, message: '!.rules.clazz-incomplete' },
    ]);
    const french = await json<ErrorBody>(
      await save(
        newcomer,
        child({ clazzes: { [yearName]: { grade: 'P2', language: 'FR', postfix: 'A' } } }),
      ),
      400,
    );
    expect(french.issues).toEqual([
      { path: `clazzes.${yearName}`, message: '!.rules.clazz-postfix' },
    ]);
    const unknown = await json<ErrorBody>(
      await save(
        newcomer,
        child({ clazzes: { '1999/00': { grade: 'P2', language: 'EN', postfix: 'A' } } }),
      ),
      400,
    );
    expect(unknown.issues).toEqual([
      { path: 'clazzes.1999/00', message: 'participant.unknownSchoolYear' },
    ]);
  });

  it('drops an empty class entry and keeps a young child escorted', async () => {
    const saved = await json<ParticipantRecord>(
      await save(
        newcomer,
        child({
          clazzes: {
            [yearName]: { grade: 'P1', language: 'FR', postfix: 'UNKNOWN' },
            '2030/31': {},
          },
          escortType: 'ALONE',
          homeAlone: true,
        }),
        '/api/participant',
      ),
    );
    expect(saved.clazzes).toEqual({
      [yearName]: { grade: 'P1', language: 'FR', postfix: 'UNKNOWN' },
    });
    expect(saved).toMatchObject({ escortType: 'GUARDIAN', homeAlone: false });
  });

  it('changes a child at its version and answers 409 when stale', async () => {
    const saved = await json<ParticipantRecord>(await save(newcomer, child()));
    const changed = await json<ParticipantRecord>(
      await save(
        newcomer,
        child({
          id: saved.id,
          version: saved.version,
          person: { givenName: 'Emily', familyName: 'Parent', gender: 'FEMALE' },
        }),
      ),
    );
    expect(changed).toMatchObject({ id: saved.id, version: 1, person: { givenName: 'Emily' } });
    const stale = await save(newcomer, child({ id: saved.id, version: 0 }));
    expect(stale.status).toBe(409);
  });

  it("refuses someone else's child with 403", async () => {
    const other = await insertFamily(t.database.db, {
      login: 'other@kitebook.test',
      schoolYearId: await bookingYearId(t.database.db, t.clock.now),
    });
    const response = await save(newcomer, child({ id: other.participantId, version: 0 }));
    expect(response.status).toBe(403);
    expect((await save(newcomer, child({ customerId: other.customerId }))).status).toBe(403);
    const list = await t.call('GET', `/api/participant/customer/${other.customerId}`, {
      headers: await t.authAs(newcomer),
    });
    expect(list.status).toBe(403);
  });

  it('lets an admin add a child to a named customer, which is required', async () => {
    const other = await insertFamily(t.database.db, {
      login: 'named@kitebook.test',
      schoolYearId: await bookingYearId(t.database.db, t.clock.now),
    });
    const missing = await json<ErrorBody>(await save('admin@kitebook.test', child()), 400);
    expect(missing.issues).toEqual([
      { path: 'customerId', message: 'participant.customerRequired' },
    ]);
    const saved = await json<ParticipantRecord>(
      await save('admin@kitebook.test', child({ customerId: other.customerId })),
    );
    expect(saved.customerId).toBe(other.customerId);
    const list = await json<ParticipantRecord[]>(
      await t.call('GET', `/api/participant/customer/${other.customerId}`, {
        headers: await t.authAs('admin@kitebook.test'),
      }),
    );
    expect(list.map((entry) => entry.id)).toContain(saved.id);
  });

  it('lets the new child be booked right away', async () => {
    const saved = await json<ParticipantRecord>(await save(newcomer, child()));
    const services = (await (await t.call('GET', '/api/event/public/ECA?grade=P2')).json()) as {
      id: number;
    }[];
    const response = await t.call('PUT', '/api/booking/check-booking', {
      body: { serviceId: services[0]!.id, participantId: saved.id },
      headers: await t.authAs(newcomer),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { errors: unknown[] }).errors).not.toContainEqual({
      key: 'falseGrade',
    });
  });

  it('refuses visitors and instructors', async () => {
    expect(
      (await t.call('PUT', '/api/participant/', { form: { person: JSON.stringify(child()) } }))
        .status,
    ).toBe(401);
    expect((await save('instructor@kitebook.test', child())).status).toBe(403);
  });
});
