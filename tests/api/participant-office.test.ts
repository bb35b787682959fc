import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../shared/model/errors';
import type { ListAnswer } from '../../shared/model/list';
import { MAX_IMAGE_BYTES } from '../../shared/model/limits';
import type { ParticipantRecord } from '../../shared/model/participant';
import type {
  ContactPerson,
  ParticipantBookingRow,
  ParticipantRow,
} from '../../shared/model/participant-office';
import {
  bookings,
  customers,
  eventInstructors,
  historyEntries,
  images,
  instructors,
  participants,
  persons,
  schoolYears,
  users,
} from '../../server/db/schema';
import { databaseFingerprint, changedTables } from './support/db-fingerprint';
import {
  bookingYearId,
  insertFamily,
  insertService,
  type FamilyFixture,
} from './support/service-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const ADMIN = 'admin@kitebook.test';
const INSTRUCTOR = 'instructor@kitebook.test';
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

let t: TestApp;
let yearId: number;
let yearName: string;
let nextYearName: string;
/** Two families: each parent tries the other's child. */
let ana: FamilyFixture;
let ben: FamilyFixture;
/** Ana's child is booked on a service the demo instructor teaches; Ben's is not. */
let taughtServiceId: number;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  yearId = await bookingYearId(db, t.clock.now);
  const years = await db.select({ id: schoolYears.id, name: schoolYears.name }).from(schoolYears);
  yearName = years.find((year) => year.id === yearId)!.name;
  nextYearName = years.map((year) => year.name).find((name) => name > yearName) ?? 'none';
  ana = await insertFamily(db, { login: 'ana.office@kitebook.test', schoolYearId: yearId });
  ben = await insertFamily(db, { login: 'ben.office@kitebook.test', schoolYearId: yearId });
  const service = await insertService(db, { schoolYearId: yearId, name: 'Office chess club' });
  taughtServiceId = service.id;
  const [instructor] = await db
    .select({ id: instructors.id })
    .from(instructors)
    .innerJoin(users, eq(users.personId, instructors.personId))
    .where(eq(users.login, INSTRUCTOR));
  await db.insert(eventInstructors).values({ eventId: service.id, instructorId: instructor!.id });
  await db.insert(bookings).values({ participantId: ana.participantId, eventId: service.id });
});
afterAll(() => t.close());

/** One session per login: a refused save must not even add a session row. */
const sessions = new Map<string, Record<string, string>>();
const as = async (login: string) => {
  if (!sessions.has(login)) sessions.set(login, await t.authAs(login));
  return { headers: sessions.get(login)! };
};

async function json<T>(response: Response, status = 200): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}

/** `PUT /api/participant/` as the dialog sends it: the participant as JSON, the picture a file. */
async function save(login: string, participant: unknown, image?: Blob, raw?: string) {
  const form = new FormData();
  form.set('person', raw ?? JSON.stringify(participant));
  if (image) form.set('imageFile', image, 'picture');
  return t.app.request('/api/participant/', { method: 'PUT', body: form, ...(await as(login)) });
}

const read = async (login: string, id: number) =>
  t.call('GET', `/api/participant/${id}`, await as(login));

const childOf = (family: FamilyFixture, overrides: object = {}) => ({
  customerId: family.customerId,
  person: { givenName: 'Lia', familyName: 'Office', gender: 'FEMALE', birthday: '2019-03-01' },
  clazzes: { [yearName]: { grade: 'P3', language: 'EN', postfix: 'A' } },
  ...overrides,
});

describe('GET /api/participant/{id}', () => {
  it('answers the child to the admin, its parent and the instructor of its service', async () => {
    for (const login of [ADMIN, ana.login, INSTRUCTOR]) {
      const child = await json<ParticipantRecord>(await read(login, ana.participantId));
      expect(child).toMatchObject({ id: ana.participantId, customerId: ana.customerId });
      expect(child.clazzes[yearName]).toEqual({ grade: 'P3', language: 'EN', postfix: 'A' });
    }
  });

  it('refuses another family and an instructor who does not teach the child (403)', async () => {
    expect((await read(ben.login, ana.participantId)).status).toBe(403);
    expect((await read(ana.login, ben.participantId)).status).toBe(403);
    expect((await read(INSTRUCTOR, ben.participantId)).status).toBe(403);
  });

  it('never answers a guessed id of another family, whatever the id', async () => {
    const headers = (await as(ben.login)).headers;
    for (let id = 1; id <= 40; id++) {
      if (id === ben.participantId) continue;
      const { status } = await t.call('GET', `/api/participant/${id}`, { headers });
      expect([403, 404], `participant ${id}`).toContain(status);
    }
  });
});

describe('PUT /api/participant/ (multipart)', () => {
  it('applies the escort rule: P1 with ALONE becomes GUARDIAN, P2 keeps ALONE', async () => {
    const young = await json<ParticipantRecord>(
      await save(
        ADMIN,
        childOf(ana, {
          escortType: 'ALONE',
          homeAlone: true,
          clazzes: { [yearName]: { grade: 'P1', language: 'DE', postfix: 'B' } },
        }),
      ),
    );
    expect(young).toMatchObject({ escortType: 'GUARDIAN', homeAlone: false });
    const older = await json<ParticipantRecord>(
      await save(ADMIN, {
        ...childOf(ana),
        id: young.id,
        version: young.version,
        escortType: 'ALONE',
        homeAlone: true,
        clazzes: {
          [yearName]: { grade: 'P1', language: 'DE', postfix: 'B' },
          [nextYearName]: { grade: 'P2', language: 'DE', postfix: 'B' },
        },
      }),
    );
    expect(older).toMatchObject({ escortType: 'ALONE', homeAlone: true });
    expect(Object.keys(older.clazzes).sort()).toEqual([yearName, nextYearName].sort());
  });

  it('stores health problems, emergency medication and the picture', async () => {
    const saved = await json<ParticipantRecord>(
      await save(
        ADMIN,
        childOf(ana, { healthProblems: 'Asthma', emergencyMedication: 'Inhaler' }),
        new Blob([PNG], { type: 'image/png' }),
      ),
    );
    expect(saved).toMatchObject({ healthProblems: 'Asthma', emergencyMedication: 'Inhaler' });
    expect(saved.person.imageId).toEqual(expect.any(Number));
  });

  it('writes a history row for each save that changes something, none for a stale one', async () => {
    const { db } = t.database;
    const rowsOf = (id: number) =>
      db
        .select()
        .from(historyEntries)
        .where(and(eq(historyEntries.entity, 'participant'), eq(historyEntries.entityId, id)));
    const saved = await json<ParticipantRecord>(await save(ADMIN, childOf(ana)));
    expect(await rowsOf(saved.id)).toMatchObject([{ created: true }]);
    const changed = await json<ParticipantRecord>(
      await save(ADMIN, {
        ...childOf(ana, { healthProblems: 'Hay fever' }),
        id: saved.id,
        version: saved.version,
      }),
    );
    const rows = await rowsOf(saved.id);
    expect(rows).toHaveLength(2);
    expect(rows[1]!.changes).toContainEqual(
      expect.objectContaining({ field: 'healthProblems', after: 'Hay fever' }),
    );
    const stale = await save(ADMIN, { ...childOf(ana), id: saved.id, version: saved.version });
    expect(stale.status).toBe(409);
    expect(await rowsOf(changed.id)).toHaveLength(2);
  });

  it('answers 409 to a stale version and keeps the stored child', async () => {
    const saved = await json<ParticipantRecord>(await save(ADMIN, childOf(ana)));
    await json(await save(ADMIN, { ...childOf(ana), id: saved.id, version: saved.version }));
    const stale = await save(ADMIN, {
      ...childOf(ana, { person: { ...childOf(ana).person, givenName: 'Stale' } }),
      id: saved.id,
      version: saved.version,
    });
    expect(stale.status).toBe(409);
    expect((await json<ParticipantRecord>(await read(ADMIN, saved.id))).person.givenName).toBe(
      'Lia',
    );
  });

  /** Each refused save: 400 with the issue, and not a row changed. */
  async function expectRefused(
    login: string,
    send: () => Promise<Response>,
    issue: { path: string; message: string },
  ) {
    await as(login);
    const before = await databaseFingerprint(t.database.db);
    const response = await send();
    const body = await json<ErrorBody>(response, 400);
    expect(body.issues).toContainEqual(issue);
    expect(changedTables(before, await databaseFingerprint(t.database.db))).toEqual([]);
  }

  it('answers 400 for each rule of spec 001 §5 and saves nothing', async () => {
    const clazz = (entry: object) => childOf(ana, { clazzes: { [yearName]: entry } });
    await expectRefused(ADMIN, () => save(ADMIN, clazz({ grade: 'P2', language: 'EN' })), {
      path: `clazzes.${yearName}`,
      message: '!.rules.clazz-incomplete',
    });
    await expectRefused(
      ADMIN,
      () => save(ADMIN, clazz({ grade: 'P2', language: 'FR', postfix: 'A' })),
      { path: `clazzes.${yearName}`, message: '!.rules.clazz-postfix' },
    );
    await expectRefused(ADMIN, () => save(ADMIN, childOf(ana, { customerId: null })), {
      path: 'customerId',
      message: 'participant.customerRequired',
    });
    await expectRefused(ADMIN, () => save(ADMIN, null, undefined, '{"person": '), {
      path: 'person',
      message: 'error.malformedJson',
    });
    await expectRefused(
      ADMIN,
      () => save(ADMIN, childOf(ana), new Blob(['not a picture'], { type: 'image/png' })),
      { path: 'imageFile', message: 'person.imageType' },
    );
    await expectRefused(
      ADMIN,
      () =>
        save(
          ADMIN,
          childOf(ana),
          new Blob([PNG, new Uint8Array(MAX_IMAGE_BYTES)], { type: 'image/png' }),
        ),
      { path: 'imageFile', message: 'person.imageTooLarge' },
    );
  });

  it("refuses a parent's save of another family's child (403)", async () => {
    const other = await json<ParticipantRecord>(await read(ADMIN, ben.participantId));
    expect((await save(ana.login, { ...other, customerId: undefined })).status).toBe(403);
  });

  /** A family of its own for the moves, so the other lists keep their counts. */
  let cleo: FamilyFixture;
  it('moves a child to another customer (ADMIN, spec 001 §6) with its bookings; the old family loses it, the new one has it; history names both', async () => {
    cleo ??= await insertFamily(t.database.db, {
      login: 'cleo.move@kitebook.test',
      schoolYearId: yearId,
    });
    const { db } = t.database;
    const created = await json<ParticipantRecord>(await save(ADMIN, childOf(ana)));
    await db.insert(bookings).values({ participantId: created.id, eventId: taughtServiceId });
    const moved = await json<ParticipantRecord>(
      await save(ADMIN, {
        ...childOf(ana),
        id: created.id,
        version: created.version,
        customerId: cleo.customerId,
      }),
    );
    expect(moved).toMatchObject({ customerId: cleo.customerId, version: created.version + 1 });
    expect((await read(ana.login, created.id)).status).toBe(403);
    expect((await json<ParticipantRecord>(await read(cleo.login, created.id))).id).toBe(created.id);
    const booked = await db
      .select({ participantId: bookings.participantId })
      .from(bookings)
      .where(eq(bookings.participantId, created.id));
    expect(booked).toHaveLength(1);
    const [entry] = await db
      .select()
      .from(historyEntries)
      .where(and(eq(historyEntries.entity, 'participant'), eq(historyEntries.entityId, created.id)))
      .orderBy(historyEntries.id)
      .offset(1);
    expect(entry!.changes).toEqual([
      {
        field: 'customer',
        kind: 'text',
        before: expect.stringContaining(`(${ana.customerId})`),
        after: expect.stringContaining(`(${cleo.customerId})`),
      },
    ]);
  });

  it('refuses a move to an unknown or no customer (400), a stale one (409) and a parent moving a child (403)', async () => {
    cleo ??= await insertFamily(t.database.db, {
      login: 'cleo.move@kitebook.test',
      schoolYearId: yearId,
    });
    const created = await json<ParticipantRecord>(await save(ADMIN, childOf(ana)));
    const stored = { ...childOf(ana), id: created.id, version: created.version };
    for (const customerId of [2_000_000, null])
      await expectRefused(ADMIN, () => save(ADMIN, { ...stored, customerId }), {
        path: 'customerId',
        message: 'participant.customerRequired',
      });
    const stale = await save(ADMIN, {
      ...stored,
      version: created.version + 1,
      customerId: cleo.customerId,
    });
    expect(stale.status).toBe(409);
    const parentMove = await save(ana.login, { ...stored, customerId: cleo.customerId });
    expect(parentMove.status).toBe(403);
    const after = await json<ParticipantRecord>(await read(ADMIN, created.id));
    expect(after).toMatchObject({ customerId: ana.customerId, version: created.version });
  });
});

describe('GET /api/participant/{id}/contact-persons', () => {
  it('names the customer, the spouse and nobody else; for the instructor of the service too', async () => {
    const { db } = t.database;
    const [spouse] = await db
      .insert(persons)
      .values({ givenName: 'Sam', familyName: 'Spouse', email: 'sam.spouse@example.org' })
      .returning({ id: persons.id });
    await db
      .update(customers)
      .set({ spousePersonId: spouse!.id })
      .where(eq(customers.id, ana.customerId));
    for (const login of [ADMIN, INSTRUCTOR, ana.login]) {
      const contacts = await json<ContactPerson[]>(
        await t.call(
          'GET',
          `/api/participant/${ana.participantId}/contact-persons`,
          await as(login),
        ),
      );
      expect(contacts.map((contact) => contact.type)).toEqual(['CUSTOMER', 'SPOUSE']);
      expect(contacts[1]).toMatchObject({ givenName: 'Sam', email: 'sam.spouse@example.org' });
    }
    const refused = await t.call(
      'GET',
      `/api/participant/${ana.participantId}/contact-persons`,
      await as(ben.login),
    );
    expect(refused.status).toBe(403);
  });
});

describe('DELETE /api/participant/{participantId}/image/{imageId}', () => {
  it('removes the picture for the parent; 403 for another family, 404 for a foreign image', async () => {
    const saved = await json<ParticipantRecord>(
      await save(ana.login, childOf(ana), new Blob([PNG], { type: 'image/png' })),
    );
    const imageId = saved.person.imageId!;
    const path = `/api/participant/${saved.id}/image/${imageId}`;
    expect((await t.call('DELETE', path, await as(ben.login))).status).toBe(403);
    const wrong = `/api/participant/${ben.participantId}/image/${imageId}`;
    expect((await t.call('DELETE', wrong, await as(ADMIN))).status).toBe(404);
    expect((await t.call('DELETE', path, await as(ana.login))).status).toBe(204);
    const left = await t.database.db.select().from(images).where(eq(images.id, imageId));
    expect(left).toEqual([]);
    expect((await json<ParticipantRecord>(await read(ADMIN, saved.id))).person.imageId).toBeNull();
  });
});

describe('GET /api/booking/by-participant/{participantId}', () => {
  it('pages the bookings 10 at a time, newest first, and refuses another family', async () => {
    const { db } = t.database;
    const family = await insertFamily(db, {
      login: 'cleo.office@kitebook.test',
      schoolYearId: yearId,
    });
    const service = await insertService(db, { schoolYearId: yearId, name: 'Office pottery' });
    await db.insert(bookings).values(
      Array.from({ length: 12 }, (_, day) => ({
        participantId: family.participantId,
        eventId: service.id,
        registrationDate: `2026-09-${String(day + 1).padStart(2, '0')}`,
      })),
    );
    const page = (n: number, login = ADMIN) =>
      t.authAs(login).then((headers) =>
        t.call('GET', `/api/booking/by-participant/${family.participantId}?page=${n}`, {
          headers,
        }),
      );
    const first = await json<ListAnswer<ParticipantBookingRow>>(await page(1));
    expect(first.items).toHaveLength(10);
    expect(first.items[0]).toMatchObject({
      registrationDate: '2026-09-12',
      eventName: 'Office pottery',
      grades: ['P1', 'P2', 'P3', 'P4', 'P5'],
      recurrencies: [],
    });
    expect((await json<ListAnswer<ParticipantBookingRow>>(await page(2))).items).toHaveLength(2);
    expect((await json<ListAnswer<ParticipantBookingRow>>(await page(3))).items).toEqual([]);
    expect((await page(1, ana.login)).status).toBe(403);
    expect((await page(1, family.login)).status).toBe(200);
  });
});

describe('GET /api/participant/', () => {
  it('lists the children with class and customer, searched and filtered', async () => {
    const found = await json<ListAnswer<ParticipantRow>>(
      await t.call(
        'GET',
        `/api/participant/?search=ana.office&schoolYear=${yearId}`,
        await as(ADMIN),
      ),
    );
    const row = found.items.find((item) => item.id === ana.participantId);
    expect(row).toMatchObject({ clazz: 'P3 EN A', customer: 'ana.office@kitebook.test, Test' });
    expect(row?.bookingStatuses).toEqual(['PENDING']);
    const none = await json<ListAnswer<ParticipantRow>>(
      await t.call(
        'GET',
        `/api/participant/?customerId=${ana.customerId}&bookingStatus=NONE`,
        await as(ADMIN),
      ),
    );
    expect(none.items.map((item) => item.id)).not.toContain(ana.participantId);
  });

  it('pages by ids: small pages put together are the big page, with one total, also past the end', async () => {
    const list = async (query: string) =>
      json<ListAnswer<ParticipantRow>>(
        await t.call('GET', `/api/participant/?schoolYear=${yearId}&${query}`, await as(ADMIN)),
      );
    for (const order of ['orderBy=clazz&asc=false', 'orderBy=customer', 'orderBy=givenName']) {
      const whole = await list(`${order}&pageSize=200`);
      expect(whole.items.length).toBeGreaterThan(2);
      const pages = await Promise.all([1, 2, 3].map((n) => list(`${order}&pageSize=1&page=${n}`)));
      expect(pages.map((p) => p.items[0])).toEqual(whole.items.slice(0, 3));
      expect(pages.map((p) => p.total)).toEqual([whole.total, whole.total, whole.total]);
      // The back half is read backwards from the end (page-window.ts): the same rows.
      const last = whole.total!;
      const rest = await Promise.all(
        Array.from({ length: Math.ceil(last / 200) - 1 }, (_, n) =>
          list(`${order}&pageSize=200&page=${n + 2}`),
        ),
      );
      const all = [...whole.items, ...rest.flatMap((p) => p.items)];
      expect(all.length).toBe(last);
      const tail = await Promise.all(
        [last - 2, last - 1, last].map((n) => list(`${order}&pageSize=1&page=${n}`)),
      );
      expect(tail.map((p) => p.items[0])).toEqual(all.slice(-3));
      const past = await list(`${order}&pageSize=200&page=${Math.ceil(whole.total! / 200) + 1}`);
      expect(past).toMatchObject({ items: [], total: whole.total });
    }
    // 'Given Family' of the child: found across the space between the names.
    const across = await list(`search=${encodeURIComponent('d ana.offi')}`);
    expect(across.items.map((item) => item.id)).toEqual([ana.participantId]);
    expect(across.total).toBe(1);
    // The customer's names one by one: 'Test ana.office…' spans them, so it finds nobody.
    expect(await list(`search=${encodeURIComponent('Test ana.offi')}`)).toMatchObject({
      items: [],
      total: 0,
    });
  });

  it("leaves out a parent's own participant record, also when the customer's person changes", async () => {
    const { db } = t.database;
    const list = async () =>
      json<ListAnswer<ParticipantRow>>(
        await t.call(
          'GET',
          `/api/participant/?customerId=${ben.customerId}&pageSize=200`,
          await as(ADMIN),
        ),
      );
    const before = await list();
    expect(before.items.map((item) => item.id)).toEqual([ben.participantId]);
    const [customer] = await db
      .select({ personId: customers.personId })
      .from(customers)
      .where(eq(customers.id, ben.customerId));
    // The parent's record for parent activities (the participant's trigger marks it).
    const [own] = await db
      .insert(participants)
      .values({ personId: customer!.personId, customerId: ben.customerId })
      .returning({ id: participants.id });
    expect(await list()).toMatchObject({ items: before.items, total: 1 });
    const all = async () =>
      (
        await json<ListAnswer<ParticipantRow>>(
          await t.call('GET', '/api/participant/', await as(ADMIN)),
        )
      ).total;
    const total = await all();
    // The customer becomes the child's person: now the child is the parent's record, and the
    // parent's former record a child (the customer's trigger re-marks its participants).
    const [child] = await db
      .select({ personId: participants.personId })
      .from(participants)
      .where(eq(participants.id, ben.participantId));
    await db
      .update(customers)
      .set({ personId: child!.personId })
      .where(eq(customers.id, ben.customerId));
    expect((await list()).items.map((item) => item.id)).toEqual([own!.id]);
    expect(await all()).toBe(total);
    await db
      .update(customers)
      .set({ personId: customer!.personId })
      .where(eq(customers.id, ben.customerId));
    await db.delete(participants).where(eq(participants.id, own!.id));
    expect(await list()).toMatchObject({ items: before.items, total: 1 });
    expect(await all()).toBe(total);
  });

  it("shows an instructor the children of their services only, never a parent's list", async () => {
    const list = await json<ListAnswer<ParticipantRow>>(
      await t.call('GET', '/api/participant/?pageSize=200&search=office', await as(INSTRUCTOR)),
    );
    const ids = list.items.map((item) => item.id);
    expect(ids).toContain(ana.participantId);
    expect(ids).not.toContain(ben.participantId);
    expect((await t.call('GET', '/api/participant/', await as(ana.login))).status).toBe(403);
    expect(taughtServiceId).toBeGreaterThan(0);
  });
});
