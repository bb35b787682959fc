import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParticipantRecord } from '../../shared/model/participant';
import { bookings, participantPersons, schoolYears, users } from '../../server/db/schema';
import type { LinkedChild } from '../../shared/model/linked-child';
import { changedTables, databaseFingerprint } from './support/db-fingerprint';
import {
  bookingYearId,
  insertFamily,
  insertService,
  type FamilyFixture,
} from './support/service-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The families' view of their children (issue 17 "a parent can reach only their own family's
 * people", issue 19.2 `/my/participant`): what a parent reads and keeps of their own children
 * through the participant routes, and that no other id — another family's, or a guessed one —
 * answers or changes anything.
 */
let t: TestApp;
let yearName: string;
let ana: FamilyFixture;
let ben: FamilyFixture;
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const headers = new Map<string, Record<string, string>>();
const as = async (login: string) => {
  if (!headers.has(login)) headers.set(login, await t.authAs(login));
  return { headers: headers.get(login)! };
};

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const yearId = await bookingYearId(db, t.clock.now);
  const [year] = await db
    .select({ name: schoolYears.name })
    .from(schoolYears)
    .where(eq(schoolYears.id, yearId));
  yearName = year!.name;
  ana = await insertFamily(db, { login: 'ana.family@kitebook.test', schoolYearId: yearId });
  ben = await insertFamily(db, { login: 'ben.family@kitebook.test', schoolYearId: yearId });
  const service = await insertService(db, { schoolYearId: yearId, name: 'Family judo' });
  await db.insert(bookings).values({ participantId: ben.participantId, eventId: service.id });
});
afterAll(() => t.close());

async function json<T>(response: Response, status = 200): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}

const save = async (login: string, participant: object) =>
  t.call('PUT', '/api/participant/', {
    form: { person: JSON.stringify(participant) },
    ...(await as(login)),
  });

const mine = async (login: string) =>
  json<ParticipantRecord[]>(await t.call('GET', '/api/participant/customer', await as(login)));

describe("a family's children", () => {
  it('lists only the caller’s own children; a guardian, who keeps no family, is refused', async () => {
    expect((await mine(ana.login)).map((child) => child.id)).toEqual([ana.participantId]);
    expect((await mine(ben.login)).map((child) => child.id)).toEqual([ben.participantId]);
    const guardian = await t.call(
      'GET',
      '/api/participant/customer',
      await as('guardian@kitebook.test'),
    );
    expect(guardian.status).toBe(403);
  });

  it('lets a parent keep class, health notes and home alone up to date, under the escort rule', async () => {
    const [child] = await mine(ana.login);
    const changed = await json<ParticipantRecord>(
      await save(ana.login, {
        ...child,
        clazzes: { [yearName]: { grade: 'P4', language: 'DE', postfix: 'B' } },
        healthProblems: 'Hay fever',
        emergencyMedication: 'Antihistamine',
        escortType: 'ALONE',
        homeAlone: true,
      }),
    );
    expect(changed).toMatchObject({
      id: ana.participantId,
      customerId: ana.customerId,
      clazzes: { [yearName]: { grade: 'P4', language: 'DE', postfix: 'B' } },
      healthProblems: 'Hay fever',
      emergencyMedication: 'Antihistamine',
      escortType: 'ALONE',
      homeAlone: true,
    });
    const young = await json<ParticipantRecord>(
      await save(ana.login, {
        ...changed,
        clazzes: { [yearName]: { grade: 'P1', language: 'DE', postfix: 'B' } },
      }),
    );
    expect(young).toMatchObject({ escortType: 'GUARDIAN', homeAlone: false });
    const [listed] = await mine(ana.login);
    expect(listed).toMatchObject({ healthProblems: 'Hay fever', version: young.version });
  });

  it("puts a parent's new child in their own family, never in the one a body names", async () => {
    const child = {
      person: { givenName: 'Nova', familyName: 'Family', gender: 'FEMALE', birthday: '2019-02-03' },
      clazzes: { [yearName]: { grade: 'P2', language: 'EN', postfix: 'A' } },
    };
    const saved = await json<ParticipantRecord>(await save(ana.login, child));
    expect(saved.customerId).toBe(ana.customerId);
    expect((await mine(ana.login)).map((entry) => entry.id)).toContain(saved.id);
    await as(ana.login);
    const before = await databaseFingerprint(t.database.db);
    const named = await save(ana.login, { ...child, customerId: ben.customerId });
    expect(named.status).toBe(403);
    const [own] = await mine(ana.login);
    const moved = await save(ana.login, { ...own, customerId: ben.customerId });
    expect(moved.status).toBe(403);
    expect(changedTables(before, await databaseFingerprint(t.database.db))).toEqual([]);
  });
});

describe("a guardian's children", () => {
  it('are the children they are linked to, by name and class, nothing of the family’s data', async () => {
    const { db } = t.database;
    const GUARDIAN = 'guardian@kitebook.test';
    const [guardian] = await db
      .select({ personId: users.personId })
      .from(users)
      .where(eq(users.login, GUARDIAN));
    const before = await json<LinkedChild[]>(
      await t.call('GET', '/api/participant/linked', await as(GUARDIAN)),
    );
    expect(before.map((child) => child.id)).not.toContain(ana.participantId);
    await db.insert(participantPersons).values({
      participantId: ana.participantId,
      personId: guardian!.personId,
      relationship: 'GRANDPARENT',
    });
    const linked = await json<LinkedChild[]>(
      await t.call('GET', '/api/participant/linked', await as(GUARDIAN)),
    );
    const child = linked.find((entry) => entry.id === ana.participantId);
    expect(Object.keys(child!).sort()).toEqual(
      ['clazzes', 'familyName', 'givenName', 'id', 'relationship'].sort(),
    );
    expect(child).toMatchObject({ relationship: 'GRANDPARENT', familyName: ana.login });
    expect(linked.map((entry) => entry.id)).not.toContain(ben.participantId);
    // A parent keeps their own children through /customer; this list is the guardians'.
    expect((await t.call('GET', '/api/participant/linked', await as(ana.login))).status).toBe(403);
  });
});

describe("the child's picture", () => {
  it('is served to the parent as a picture, refused to another family, 404 for a foreign id', async () => {
    const [child] = await mine(ben.login);
    const form = new FormData();
    form.set('person', JSON.stringify(child));
    form.set('imageFile', new Blob([PNG], { type: 'image/png' }), 'picture.png');
    const saved = await json<ParticipantRecord>(
      await t.app.request('/api/participant/', {
        method: 'PUT',
        body: form,
        ...(await as(ben.login)),
      }),
    );
    const path = `/api/participant/${saved.id}/image/${saved.person.imageId}`;
    const picture = await t.call('GET', path, await as(ben.login));
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(picture.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await picture.arrayBuffer())).toEqual(PNG);
    expect((await t.call('GET', path, await as(ana.login))).status).toBe(403);
    const foreign = `/api/participant/${ana.participantId}/image/${saved.person.imageId}`;
    expect((await t.call('GET', foreign, await as(ana.login))).status).toBe(404);
  });
});

describe("another family's child, and guessed ids", () => {
  it('never answers or changes anything of a child the caller does not keep', async () => {
    const { db } = t.database;
    await as(ana.login);
    const own = new Set((await mine(ana.login)).map((child) => child.id));
    const before = await databaseFingerprint(db);
    for (let id = 1; id <= 15; id++) {
      if (own.has(id)) continue;
      const reads = [
        `/api/participant/${id}`,
        `/api/participant/${id}/image/${id}`,
        `/api/participant/${id}/contact-persons`,
        `/api/booking/by-participant/${id}`,
      ];
      for (const path of reads) {
        const { status } = await t.call('GET', path, await as(ana.login));
        expect([403, 404], `${path}`).toContain(status);
      }
      const removed = await t.call(
        'DELETE',
        `/api/participant/${id}/image/${id}`,
        await as(ana.login),
      );
      expect([403, 404], `picture of ${id}`).toContain(removed.status);
      const changed = await save(ana.login, {
        id,
        version: 0,
        person: { givenName: 'Taken', familyName: 'Over', gender: 'MALE' },
      });
      expect([403, 404], `save of ${id}`).toContain(changed.status);
    }
    expect(changedTables(before, await databaseFingerprint(db))).toEqual([]);
    // Ben's child exists (and is booked): the refusal is a 403, not a 404 that hides nothing.
    const other = await t.call('GET', `/api/participant/${ben.participantId}`, await as(ana.login));
    expect(other.status).toBe(403);
  });
});
