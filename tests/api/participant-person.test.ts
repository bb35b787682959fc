import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and } from 'drizzle-orm';
import {
  customers,
  historyEntries,
  participantPersons,
  participants,
  users,
} from '../../server/db/schema';
import type { HistoryEntry } from '../../shared/model/history';
import type { ErrorBody } from '../../shared/model/errors';
import type { ListAnswer } from '../../shared/model/list';
import type {
  ParticipantPersonChoices,
  ParticipantPersonRow,
} from '../../shared/model/participant-person';
import type { PersonRecord } from '../../shared/model/customer';
import type { PersonRow } from '../../shared/model/person-office';
import type { PublicEventItem } from '../../shared/model/event';
import { newCustomer, type CustomerFixture } from '../support/api-fixtures';
import { addChild, addPaymentData } from '../support/family-fixtures';
import { callerOf, createTestApp, type TestApp } from './support/test-app';

const ADMIN = 'admin@kitebook.test';
const PARENT = 'parent@kitebook.test';
let t: TestApp;
/** Family A: the demo parent, a child and the grandmother (guardian@) linked to it. */
let a: { customerId: number; personId: number; childId: number; childPersonId: number };
/** Family B: a customer of its own with one child. */
let b: CustomerFixture;
let bChildId: number;
let bChildPersonId: number;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const [row] = await db
    .select({ customerId: customers.id, personId: users.personId })
    .from(users)
    .innerJoin(customers, eq(customers.personId, users.personId))
    .where(eq(users.login, PARENT));
  const [child] = await db
    .select({ id: participants.id, personId: participants.personId })
    .from(participants)
    .where(eq(participants.customerId, row!.customerId))
    .limit(1);
  a = { ...row!, childId: child!.id, childPersonId: child!.personId };
  b = await newCustomer(callerOf(t), 'Ida', { familyName: 'Zweig' });
  await addPaymentData(b);
  const [offer] = (await (
    await t.call('GET', '/api/event/public/ECA')
  ).json()) as PublicEventItem[];
  const bChild = await addChild(b, {
    givenName: 'Lou',
    grade: 'P2',
    schoolYear: offer!.schoolYear,
  });
  bChildId = bChild.id;
  bChildPersonId = bChild.person.id!;
}, 120_000);
afterAll(() => t.close());

async function as(login: string | CustomerFixture, method: string, path: string, body?: unknown) {
  const headers = typeof login === 'string' ? await t.authAs(login) : login.headers;
  return t.call(method, path, { body, headers });
}
async function json<T>(
  response: { status: number; json(): Promise<unknown> },
  status = 200,
): Promise<T> {
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body as T;
}
const issuesOf = async (response: Response) =>
  ((await response.json()) as ErrorBody).issues?.map(({ path, message }) => ({ path, message }));

const newPerson = (givenName: string) => ({
  givenName,
  familyName: 'Abholer',
  gender: 'FEMALE',
  email: `${givenName.toLowerCase()}.abholer@example.com`,
  contactSet: [{ contactType: 'MOBILE', value: '+4917012345' }],
});

describe('PUT /api/participantPerson', () => {
  it('links a new person from the guardian dialog with a relationship, then as coordinator', async () => {
    const saved = await json<ParticipantPersonRow>(
      await as(ADMIN, 'PUT', '/api/participantPerson', {
        participantId: a.childId,
        person: newPerson('Oma'),
        role: 'GRANDPARENT',
        grades: ['P1'], // not a coordinator: dropped
      }),
    );
    expect(saved).toMatchObject({
      participantId: a.childId,
      person: { givenName: 'Oma', familyName: 'Abholer' },
      role: 'GRANDPARENT',
      grades: [],
    });
    const coordinator = await json<ParticipantPersonRow>(
      await as(ADMIN, 'PUT', '/api/participantPerson', {
        id: saved.id,
        version: saved.version,
        participantId: a.childId,
        personId: saved.person.id,
        role: 'MODULAR_COORDINATOR',
        grades: ['P1', 'M1', 'M2'],
      }),
    );
    expect(coordinator).toMatchObject({ role: 'MODULAR_COORDINATOR', grades: ['M1', 'M2', 'P1'] });
    expect(coordinator.version).toBe(saved.version + 1);
  });

  it('answers the three required-field messages of spec 001 §5 (and information-missing)', async () => {
    const response = await as(ADMIN, 'PUT', '/api/participantPerson', {});
    expect(response.status).toBe(400);
    expect(await issuesOf(response)).toEqual(
      expect.arrayContaining([
        { path: 'participantId', message: 'participantPersons.rules.participant' },
        { path: 'role', message: 'participantPersons.rules.role' },
      ]),
    );
    const noPerson = await as(ADMIN, 'PUT', '/api/participantPerson', {
      participantId: a.childId,
      role: 'OTHER',
    });
    expect(await issuesOf(noPerson)).toEqual([
      { path: 'personId', message: 'participantPersons.rules.person' },
    ]);
    const badRole = await as(ADMIN, 'PUT', '/api/participantPerson', {
      participantId: a.childId,
      personId: a.personId,
      role: 'KING',
    });
    expect(await issuesOf(badRole)).toEqual([
      { path: 'role', message: 'participantPersons.rules.role' },
    ]);
  });

  it('refuses the child as its own pick-up person, a second link, and a bad new person', async () => {
    const self = await as(ADMIN, 'PUT', '/api/participantPerson', {
      participantId: a.childId,
      personId: a.childPersonId,
      role: 'OTHER',
    });
    expect(await issuesOf(self)).toEqual([
      { path: 'personId', message: 'participantPersons.rules.self' },
    ]);
    const first = await as(ADMIN, 'PUT', '/api/participantPerson', {
      participantId: a.childId,
      personId: a.personId,
      role: 'PARENT_CUSTOMER',
    });
    expect(first.status).toBe(200);
    const again = await as(ADMIN, 'PUT', '/api/participantPerson', {
      participantId: a.childId,
      personId: a.personId,
      role: 'OTHER',
    });
    expect(await issuesOf(again)).toEqual([
      { path: 'personId', message: 'participantPersons.rules.linked' },
    ]);
    const nameless = await as(ADMIN, 'PUT', '/api/participantPerson', {
      participantId: a.childId,
      person: { givenName: '', familyName: 'X', gender: 'MALE', contactSet: [] },
      role: 'OTHER',
    });
    expect(nameless.status).toBe(400);
    expect((await issuesOf(nameless))?.map((issue) => issue.path)).toEqual(['person.givenName']);
    // The shared person form's rule: a mobile or phone number.
    const phoneless = await as(ADMIN, 'PUT', '/api/participantPerson', {
      participantId: a.childId,
      person: { ...newPerson('Ohnetelefon'), contactSet: [] },
      role: 'OTHER',
    });
    expect((await issuesOf(phoneless))?.map((issue) => issue.path)).toEqual(['person.contactSet']);
  });

  it('answers 409 to a stale version and changes nothing', async () => {
    const saved = await json<ParticipantPersonRow>(
      await as(ADMIN, 'PUT', '/api/participantPerson', {
        participantId: bChildId,
        person: newPerson('Stale'),
        role: 'NEIGHBOR',
      }),
    );
    const stale = await as(ADMIN, 'PUT', '/api/participantPerson', {
      id: saved.id,
      version: saved.version + 3,
      participantId: bChildId,
      personId: saved.person.id,
      role: 'OTHER',
    });
    expect(stale.status).toBe(409);
    const [row] = await t.database.db
      .select({ relationship: participantPersons.relationship })
      .from(participantPersons)
      .where(eq(participantPersons.id, saved.id));
    expect(row?.relationship).toBe('NEIGHBOR');
  });
});

describe('family scope', () => {
  it('lets a customer link a new person to their own child and list only their links', async () => {
    const saved = await json<ParticipantPersonRow>(
      await b.call('PUT', '/api/participantPerson', {
        body: { participantId: bChildId, person: newPerson('Nachbarin'), role: 'NEIGHBOR' },
      }),
    );
    const page = await json<ListAnswer<ParticipantPersonRow>>(
      await b.call('GET', '/api/participantPerson/'),
    );
    expect(page.items.map((row) => row.id)).toContain(saved.id);
    expect(page.items.every((row) => row.participantId === bChildId)).toBe(true);
    const choices = await json<ParticipantPersonChoices>(
      await b.call('GET', '/api/participantPerson/choices'),
    );
    expect(choices.participants.map((child) => child.id)).toEqual([bChildId]);
    expect(choices.persons.map((person) => person.id)).toEqual(
      expect.arrayContaining([b.personId, bChildPersonId, saved.person.id]),
    );
    expect(choices.persons.map((person) => person.id)).not.toContain(a.personId);
    // The new person is the family's now: readable, and in the person list.
    expect((await b.call('GET', `/api/person/${saved.person.id}`)).status).toBe(200);
    const persons = await json<ListAnswer<PersonRow>>(await b.call('GET', '/api/person/list'));
    // Theirs: the customer, the child and the persons linked to the child (one by the office).
    expect(persons.items.map((row) => row.id)).toEqual(
      expect.arrayContaining([b.personId, bChildPersonId, saved.person.id]),
    );
    expect(persons.total).toBe(4);
    expect(persons.items.map((row) => row.id)).not.toContain(a.personId);
  });

  it("answers 403 for the other family's child, person and links, also for guessed ids", async () => {
    const [link] = await t.database.db
      .select({ id: participantPersons.id })
      .from(participantPersons)
      .where(eq(participantPersons.participantId, a.childId))
      .limit(1);
    const attempts: [string, string, unknown?][] = [
      ['GET', `/api/participantPerson/${link!.id}`],
      ['DELETE', `/api/participantPerson/${link!.id}`],
      [
        'PUT',
        '/api/participantPerson',
        { participantId: a.childId, personId: b.personId, role: 'OTHER' },
      ],
      // Their own child, the other family's person.
      [
        'PUT',
        '/api/participantPerson',
        { participantId: bChildId, personId: a.personId, role: 'OTHER' },
      ],
      [
        'PUT',
        '/api/participantPerson',
        { id: link!.id, version: 0, participantId: bChildId, personId: b.personId, role: 'OTHER' },
      ],
      ['GET', `/api/person/${a.personId}`],
    ];
    for (const [method, path, body] of attempts) {
      const response = await b.call(method, path, body === undefined ? {} : { body });
      expect(response.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(403);
    }
    // Guessed ids, existing or not, answer alike.
    for (const id of [link!.id + 1, link!.id + 2, 999_999]) {
      expect((await b.call('GET', `/api/participantPerson/${id}`)).status).toBe(403);
      expect((await b.call('DELETE', `/api/participantPerson/${id}`)).status).toBe(403);
    }
    for (const id of [a.childPersonId, a.personId + 1, 999_999]) {
      expect((await b.call('GET', `/api/person/${id}`)).status).toBe(403);
    }
    // The link is still there.
    expect((await as(PARENT, 'GET', `/api/participantPerson/${link!.id}`)).status).toBe(200);
  });

  it('keeps persons and the child (and so its bookings) when a link is removed', async () => {
    const saved = await json<ParticipantPersonRow>(
      await as(PARENT, 'PUT', '/api/participantPerson', {
        participantId: a.childId,
        person: newPerson('Kurz'),
        role: 'BABYSITTER',
      }),
    );
    expect((await as(PARENT, 'DELETE', `/api/participantPerson/${saved.id}`)).status).toBe(200);
    expect((await as(PARENT, 'GET', `/api/participantPerson/${saved.id}`)).status).toBe(403);
    expect((await as(ADMIN, 'GET', `/api/participantPerson/${saved.id}`)).status).toBe(404);
    expect(
      await json<PersonRecord>(await as(ADMIN, 'GET', `/api/person/${saved.person.id}`)),
    ).toMatchObject({
      givenName: 'Kurz',
    });
    const [child] = await t.database.db
      .select({ id: participants.id })
      .from(participants)
      .where(eq(participants.id, a.childId));
    expect(child).toBeDefined();
  });
});

/** The link's history rows in the table itself, not through the route under test. */
const historyOf = (id: number) =>
  t.database.db
    .select()
    .from(historyEntries)
    .where(and(eq(historyEntries.entity, 'participantPerson'), eq(historyEntries.entityId, id)))
    .orderBy(historyEntries.id);

describe('history of a link (issue 17.8)', () => {
  it('records the link, a change of role and the unlinking, with who, in names people read', async () => {
    const saved = await json<ParticipantPersonRow>(
      await as(ADMIN, 'PUT', '/api/participantPerson', {
        participantId: bChildId,
        person: newPerson('Historia'),
        role: 'NEIGHBOR',
      }),
    );
    await json(
      await as(ADMIN, 'PUT', '/api/participantPerson', {
        id: saved.id,
        version: saved.version,
        participantId: bChildId,
        personId: saved.person.id,
        role: 'BUS_COORDINATOR',
        grades: ['P3', 'P2'],
      }),
    );
    expect((await as(ADMIN, 'DELETE', `/api/participantPerson/${saved.id}`)).status).toBe(200);
    const rows = await historyOf(saved.id);
    expect(rows.map((row) => row.created)).toEqual([true, false, false]);
    expect(rows[0]!.userName).not.toBe('');
    expect(rows[0]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'participant', kind: 'text', before: null, after: 'Zweig, Lou' },
        { field: 'linkedPerson', kind: 'text', before: null, after: 'Abholer, Historia' },
        { field: 'role', kind: 'text', before: null, after: 'NEIGHBOR' },
      ]),
    );
    expect(rows[1]!.changes).toEqual([
      { field: 'role', kind: 'text', before: 'NEIGHBOR', after: 'BUS_COORDINATOR' },
      { field: 'grades', kind: 'text', before: null, after: 'P2, P3' },
    ]);
    // Unlinking: every field goes empty; the route reads it for ADMIN after the link is gone.
    expect(rows[2]!.changes.every((change) => change.after === null)).toBe(true);
    const read = await json<{ items: HistoryEntry[]; total: number }>(
      await as(ADMIN, 'GET', `/api/history/participantPerson/${saved.id}`),
    );
    expect(read.total).toBe(3);
    expect((await as(PARENT, 'GET', `/api/history/participantPerson/${saved.id}`)).status).toBe(
      403,
    );
  });

  it("records a family's own link, and nothing for a refused save (400, 403, 409)", async () => {
    const saved = await json<ParticipantPersonRow>(
      await as(PARENT, 'PUT', '/api/participantPerson', {
        participantId: a.childId,
        person: newPerson('Famhist'),
        role: 'OTHER',
      }),
    );
    expect(await historyOf(saved.id)).toHaveLength(1);
    const stale = await as(ADMIN, 'PUT', '/api/participantPerson', {
      id: saved.id,
      version: saved.version + 1,
      participantId: a.childId,
      personId: saved.person.id,
      role: 'NEIGHBOR',
    });
    expect(stale.status).toBe(409);
    const bad = await as(ADMIN, 'PUT', '/api/participantPerson', {
      id: saved.id,
      version: saved.version,
      participantId: a.childId,
      personId: saved.person.id,
    });
    expect(bad.status).toBe(400);
    expect((await as(b, 'DELETE', `/api/participantPerson/${saved.id}`)).status).toBe(403);
    expect(await historyOf(saved.id)).toHaveLength(1);
    // A save that changes nothing writes no row either.
    await json(
      await as(ADMIN, 'PUT', '/api/participantPerson', {
        id: saved.id,
        version: saved.version,
        participantId: a.childId,
        personId: saved.person.id,
        role: 'OTHER',
      }),
    );
    expect(await historyOf(saved.id)).toHaveLength(1);
  });
});

describe('by role', () => {
  it('lets ADMIN and CUSTOMER in, refuses the other roles and visitors', async () => {
    for (const login of [
      'instructor@kitebook.test',
      'guardian@kitebook.test',
      'sysadmin@kitebook.test',
    ]) {
      expect((await as(login, 'GET', '/api/participantPerson/')).status, login).toBe(403);
      expect((await as(login, 'PUT', '/api/participantPerson', {})).status, login).toBe(403);
    }
    expect((await t.call('GET', '/api/participantPerson/')).status).toBe(401);
    const admin = await json<ListAnswer<ParticipantPersonRow>>(
      await as(ADMIN, 'GET', '/api/participantPerson/?search=Abholer'),
    );
    expect(admin.total).toBeGreaterThan(1);
  });

  it('lists persons for staff (all) and families (their own), searched by name', async () => {
    const all = await json<ListAnswer<PersonRow>>(
      await as(ADMIN, 'GET', '/api/person/list?search=abholer'),
    );
    expect(all.items.length).toBeGreaterThan(1);
    const mine = await json<ListAnswer<PersonRow>>(
      await as('guardian@kitebook.test', 'GET', '/api/person/list'),
    );
    expect(mine.total).toBe(1);
    expect((await as('provider@kitebook.test', 'GET', '/api/person/list')).status).toBe(403);
  });
});
