import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customers,
  participantPersons,
  participants,
  persons,
  users,
} from '../../server/db/schema';
import type { ErrorBody } from '../../shared/model/errors';
import type { MyGuardian, MyGuardians } from '../../shared/model/my-guardian';
import type { ContactPerson } from '../../shared/model/participant-office';
import type { PublicEventItem } from '../../shared/model/event';
import { newCustomer, type CustomerFixture } from '../support/api-fixtures';
import { addChild, addPaymentData } from '../support/family-fixtures';
import { callerOf, createTestApp, type TestApp } from './support/test-app';

const PATH = '/api/participantPerson/myGuardians';
const PARENT = 'parent@kitebook.test';
const GUARDIAN = 'guardian@kitebook.test';
let t: TestApp;
/** The demo family: its customer and children; guardian@'s person is linked to one child. */
let a: { customerId: number; childIds: number[]; guardianPersonId: number; linkedChildId: number };
/** Another family with one child and a pick-up person of its own. */
let b: CustomerFixture;
let bChildId: number;
let bGuardian: MyGuardian;

async function as(login: string | CustomerFixture, method: string, path: string, body?: unknown) {
  const headers = typeof login === 'string' ? await t.authAs(login) : login.headers;
  return t.call(method, path, { body, headers });
}
async function json<T>(response: Response, status = 200): Promise<T> {
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body as T;
}
const issuesOf = async (response: Response) =>
  ((await response.json()) as ErrorBody).issues?.map(({ path, message }) => ({ path, message }));
const linksOf = (personId: number) =>
  t.database.db
    .select({ participantId: participantPersons.participantId })
    .from(participantPersons)
    .where(eq(participantPersons.personId, personId));

const input = (participantIds: number[], extra: Record<string, unknown> = {}) => ({
  givenName: 'Olga',
  familyName: 'Nachbar',
  phone: '+4917012345678',
  relationship: 'NEIGHBOR',
  participantIds,
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const [parent] = await db
    .select({ customerId: customers.id })
    .from(users)
    .innerJoin(customers, eq(customers.personId, users.personId))
    .where(eq(users.login, PARENT));
  const children = await db
    .select({ id: participants.id })
    .from(participants)
    .where(
      and(
        eq(participants.customerId, parent!.customerId),
        eq(participants.isCustomerPerson, false),
      ),
    );
  const [guardian] = await db
    .select({ personId: users.personId, childId: participantPersons.participantId })
    .from(users)
    .innerJoin(participantPersons, eq(participantPersons.personId, users.personId))
    .where(eq(users.login, GUARDIAN));
  a = {
    customerId: parent!.customerId,
    childIds: children.map((child) => child.id),
    guardianPersonId: guardian!.personId,
    linkedChildId: guardian!.childId,
  };
  b = await newCustomer(callerOf(t), 'Ines', { familyName: 'Fremd' });
  await addPaymentData(b);
  const [offer] = (await (
    await t.call('GET', '/api/event/public/ECA')
  ).json()) as PublicEventItem[];
  bChildId = (await addChild(b, { givenName: 'Kai', grade: 'P3', schoolYear: offer!.schoolYear }))
    .id!;
  bGuardian = await json<MyGuardian>(
    await as(b, 'POST', PATH, input([bChildId], { givenName: 'Bea' })),
  );
}, 120_000);
afterAll(() => t.close());

describe('GET /api/participantPerson/myGuardians', () => {
  it("lists a parent's pick-up persons with the children they collect, and the family's children", async () => {
    const answer = await json<MyGuardians>(await as(PARENT, 'GET', PATH));
    expect(answer.mayEdit).toBe(true);
    expect(answer.children.map((child) => child.id).sort()).toEqual([...a.childIds].sort());
    const grandmother = answer.guardians.find((g) => g.id === a.guardianPersonId)!;
    expect(grandmother.children.map((child) => child.id)).toContain(a.linkedChildId);
    // guardian@ signs in: their name and phone are theirs to keep.
    expect(grandmother.editable).toBe(false);
    expect(answer.guardians.map((g) => g.id)).not.toContain(bGuardian.id);
  });

  it('shows a guardian only the children they are linked to, and only themselves', async () => {
    const answer = await json<MyGuardians>(await as(GUARDIAN, 'GET', PATH));
    expect(answer.mayEdit).toBe(false);
    expect(answer.children.map((child) => child.id)).toEqual([a.linkedChildId]);
    expect(answer.guardians.map((g) => g.id)).toEqual([a.guardianPersonId]);
  });

  it('refuses the office and the instructor (no family of theirs)', async () => {
    for (const login of ['admin@kitebook.test', 'instructor@kitebook.test'])
      expect((await as(login, 'GET', PATH)).status, login).toBe(403);
    expect((await t.call('GET', PATH)).status).toBe(401);
  });
});

describe('POST and PUT /api/participantPerson/myGuardians', () => {
  it('adds a person the register and the dismissal data then name', async () => {
    const childId = a.childIds[0]!;
    const created = await json<MyGuardian>(await as(PARENT, 'POST', PATH, input([childId])));
    expect(created).toMatchObject({
      givenName: 'Olga',
      phone: '+4917012345678',
      relationship: 'NEIGHBOR',
      editable: true,
    });
    expect(created.children.map((child) => child.id)).toEqual([childId]);
    const contacts = await json<ContactPerson[]>(
      await as(PARENT, 'GET', `/api/participant/${childId}/contact-persons`),
    );
    expect(contacts).toContainEqual(
      expect.objectContaining({ personId: created.id, type: 'ESCORT', mobile: '+4917012345678' }),
    );
  });

  it('answers bad input with field issues and stores nothing', async () => {
    const before = await t.database.db.$count(persons);
    const response = await as(PARENT, 'POST', PATH, {
      givenName: ' ',
      familyName: 'X',
      phone: '12ab',
      relationship: 'PARENT_CUSTOMER',
      participantIds: [],
    });
    expect(response.status).toBe(400);
    expect(await issuesOf(response)).toEqual(
      expect.arrayContaining([
        { path: 'givenName', message: '!.rules.given-name' },
        { path: 'phone', message: '!.rules.phone' },
        { path: 'relationship', message: 'myGuardians.rules.relationship' },
        { path: 'participantIds', message: 'myGuardians.rules.children' },
      ]),
    );
    expect(await t.database.db.$count(persons)).toBe(before);
  });

  it("refuses another family's child, an unknown child and a guessed person id with 403", async () => {
    const before = await t.database.db.$count(persons);
    for (const ids of [[bChildId], [a.childIds[0]!, bChildId], [999_999]])
      expect((await as(PARENT, 'POST', PATH, input(ids))).status, String(ids)).toBe(403);
    expect(await t.database.db.$count(persons)).toBe(before);
    for (const id of [bGuardian.id, 999_999]) {
      const response = await as(
        PARENT,
        'PUT',
        `${PATH}/${id}`,
        input([a.childIds[0]!], { version: 0 }),
      );
      expect(response.status, String(id)).toBe(403);
    }
    // B's pick-up person is untouched.
    expect(await linksOf(bGuardian.id)).toEqual([{ participantId: bChildId }]);
  });

  it('changes name, phone, relationship and children; a stale version is 409', async () => {
    const made = await json<MyGuardian>(
      await as(PARENT, 'POST', PATH, input([a.childIds[0]!], { givenName: 'Pia' })),
    );
    const changed = await json<MyGuardian>(
      await as(PARENT, 'PUT', `${PATH}/${made.id}`, {
        ...input(a.childIds, { givenName: 'Pia', familyName: 'Tante' }),
        version: made.version,
        phone: '0301234567',
        relationship: 'AUNT_UNCLE',
      }),
    );
    expect(changed).toMatchObject({
      familyName: 'Tante',
      phone: '0301234567',
      relationship: 'AUNT_UNCLE',
    });
    expect(changed.children.map((child) => child.id).sort()).toEqual([...a.childIds].sort());
    const stale = await as(PARENT, 'PUT', PATH, {
      ...input([a.childIds[0]!]),
      id: made.id,
      version: made.version,
    });
    expect(stale.status).toBe(409);
    // PUT without a path id, and down to one child: the other link goes.
    const fewer = await json<MyGuardian>(
      await as(PARENT, 'PUT', PATH, {
        ...input([a.childIds[0]!], { givenName: 'Pia', familyName: 'Tante' }),
        id: made.id,
        version: changed.version,
        phone: '0301234567',
        relationship: 'AUNT_UNCLE',
      }),
    );
    expect(fewer.children.map((child) => child.id)).toEqual([a.childIds[0]]);
  });

  it('keeps the name of a person who signs in, but lets the family change whom they collect', async () => {
    const list = await json<MyGuardians>(await as(PARENT, 'GET', PATH));
    const grandmother = list.guardians.find((g) => g.id === a.guardianPersonId)!;
    const body = {
      id: grandmother.id,
      version: grandmother.version,
      givenName: grandmother.givenName,
      familyName: grandmother.familyName,
      phone: grandmother.phone ?? '+491511111111',
      relationship: 'GRANDPARENT',
      participantIds: grandmother.children.map((child) => child.id),
    };
    const renamed = await as(PARENT, 'PUT', `${PATH}/${grandmother.id}`, {
      ...body,
      givenName: 'Someone',
    });
    expect(renamed.status).toBe(400);
    expect(await issuesOf(renamed)).toEqual([
      { path: 'givenName', message: 'myGuardians.rules.notEditable' },
    ]);
    if (grandmother.phone !== null) {
      const same = await as(PARENT, 'PUT', `${PATH}/${grandmother.id}`, body);
      expect(same.status).toBe(200);
    }
  });

  it('refuses writes to a guardian, a member without a family and the office', async () => {
    for (const login of [GUARDIAN, 'admin@kitebook.test'])
      expect((await as(login, 'POST', PATH, input([a.childIds[0]!]))).status, login).toBe(403);
    const member = await as('member@kitebook.test', 'POST', PATH, input([a.childIds[0]!]));
    expect(member.status).toBe(403);
  });
});

describe('DELETE /api/participantPerson/myGuardians?toDelete=', () => {
  it("removes the family's pick-up persons, all or nothing; the persons stay", async () => {
    const made = await json<MyGuardian>(
      await as(PARENT, 'POST', PATH, input(a.childIds, { givenName: 'Rolf' })),
    );
    const mixed = await as(PARENT, 'DELETE', `${PATH}?toDelete=${made.id},${bGuardian.id}`);
    expect(mixed.status).toBe(403);
    expect((await linksOf(made.id)).length).toBe(a.childIds.length);
    expect((await as(b, 'DELETE', `${PATH}?toDelete=${made.id}`)).status).toBe(403);
    expect((await as(PARENT, 'DELETE', `${PATH}?toDelete=abc`)).status).toBe(400);
    const done = await json<{ deleted: number[] }>(
      await as(PARENT, 'DELETE', `${PATH}?toDelete=${made.id}`),
    );
    expect(done.deleted).toEqual([made.id]);
    expect(await linksOf(made.id)).toEqual([]);
    expect(await t.database.db.$count(persons, eq(persons.id, made.id))).toBe(1);
  });
});
