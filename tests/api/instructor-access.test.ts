import { eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventInstructors, events, instructors, users } from '../../server/db/schema';
import type { EventListRow } from '../../shared/model/event-record';
import type { InstructorRecord, InstructorRow } from '../../shared/model/instructor';
import type { ListAnswer } from '../../shared/model/list';
import { createTestApp, type TestApp } from './support/test-app';

const ADMIN = 'admin@kitebook.test';
const INSTRUCTOR = 'instructor@kitebook.test';
const FAMILIES = ['parent@kitebook.test', 'member@kitebook.test', 'guardian@kitebook.test'];

let t: TestApp;
/** The demo instructor's record, the services they teach, and one they do not. */
let own: { id: number; taught: number[]; untaught: number; other: number };

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const [mine] = await db
    .select({ id: instructors.id })
    .from(instructors)
    .innerJoin(users, eq(users.personId, instructors.personId))
    .where(eq(users.login, INSTRUCTOR));
  const taught = await db
    .select({ id: eventInstructors.eventId })
    .from(eventInstructors)
    .where(eq(eventInstructors.instructorId, mine!.id));
  const [untaught] = await db
    .select({ id: events.id })
    .from(events)
    .where(
      notInArray(
        events.id,
        taught.map((row) => row.id),
      ),
    )
    .limit(1);
  const [other] = await db
    .select({ id: instructors.id })
    .from(instructors)
    .where(notInArray(instructors.id, [mine!.id]))
    .limit(1);
  own = {
    id: mine!.id,
    taught: taught.map((row) => row.id),
    untaught: untaught!.id,
    other: other!.id,
  };
});
afterAll(() => t.close());

const as = async (login: string, method: string, path: string, body?: unknown) =>
  t.call(method, path, { headers: await t.authAs(login), ...(body ? { body } : {}) });

async function list(login: string, query = '') {
  const response = await as(login, 'GET', `/api/instructor/${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as ListAnswer<InstructorRow>;
}

describe('GET /api/instructor/: the list', () => {
  it('answers every instructor to the office, a page at a time, with the total', async () => {
    const page = await list(ADMIN, '?pageSize=5');
    expect(page.items).toHaveLength(5);
    expect(page.total).toBeGreaterThanOrEqual(14);
    expect(page.items[0]).toMatchObject({
      id: expect.any(Number),
      familyName: expect.any(String),
      businessAreas: expect.any(Array),
      serviceCount: expect.any(Number),
    });
    const sysadmin = await list('sysadmin@kitebook.test');
    expect(sysadmin.total).toBe(page.total);
  });

  it('searches names and e-mail and sorts by the asked column', async () => {
    const byName = await list(ADMIN, '?search=krüger');
    expect(byName.items.map((row) => row.familyName)).toEqual(['Krüger']);
    const byMail = await list(ADMIN, '?search=priya.sharma@');
    expect(byMail.items.map((row) => row.givenName)).toEqual(['Priya']);
    const full = await list(ADMIN, '?search=Marco%20Bellini');
    expect(full.items).toHaveLength(1);
    const sorted = await list(ADMIN, '?orderBy=services&asc=false&pageSize=200');
    const counts = sorted.items.map((row) => row.serviceCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('refuses an unknown sort column with 400', async () => {
    expect((await as(ADMIN, 'GET', '/api/instructor/?orderBy=password')).status).toBe(400);
  });

  it('answers an instructor their own record only, and a family none', async () => {
    const mine = await list(INSTRUCTOR, '?pageSize=200');
    expect(mine.items.map((row) => row.id)).toEqual([own.id]);
    expect(mine.total).toBe(1);
    expect(mine.items[0]!.serviceCount).toBe(own.taught.length);
    for (const login of FAMILIES) expect((await list(login)).items).toEqual([]);
  });
});

describe('GET /api/instructor/{id}: one instructor', () => {
  it('answers the record with person, business areas and the services taught', async () => {
    const response = await as(ADMIN, 'GET', `/api/instructor/${own.id}`);
    expect(response.status).toBe(200);
    const record = (await response.json()) as InstructorRecord;
    expect(record.person).toMatchObject({ givenName: 'Jordan', familyName: 'Weber' });
    expect(record.businessAreaSet.sort()).toEqual(['ECA', 'HOLIDAY_CAMP']);
    expect(record.events.map((event) => event.id).sort()).toEqual([...own.taught].sort());
    expect(record.events[0]).toMatchObject({ name: expect.any(String), grades: expect.any(Array) });
  });

  it('lets an instructor read their own record, not another instructor’s (403)', async () => {
    expect((await as(INSTRUCTOR, 'GET', `/api/instructor/${own.id}`)).status).toBe(200);
    expect((await as(INSTRUCTOR, 'GET', `/api/instructor/${own.other}`)).status).toBe(403);
    for (const login of FAMILIES)
      expect((await as(login, 'GET', `/api/instructor/${own.id}`)).status).toBe(403);
  });

  it('answers 404 for an unknown id to everyone, existence before ownership', async () => {
    expect((await as(ADMIN, 'GET', '/api/instructor/999999')).status).toBe(404);
    expect((await as(INSTRUCTOR, 'GET', '/api/instructor/999999')).status).toBe(404);
  });
});

describe('writes: only the office', () => {
  it('refuses PUT /api/instructor to instructors and families with 403, before reading it', async () => {
    for (const login of [INSTRUCTOR, 'sysadmin@kitebook.test', ...FAMILIES]) {
      const form = new FormData();
      form.set(
        'person',
        JSON.stringify({ person: { givenName: 'X', familyName: 'Y', gender: 'MALE' } }),
      );
      const response = await t.app.request('/api/instructor', {
        method: 'PUT',
        body: form,
        headers: await t.authAs(login),
      });
      expect(response.status, login).toBe(403);
    }
  });
});

describe('what an instructor sees of services and participants', () => {
  it('lists only the services they teach', async () => {
    const response = await as(INSTRUCTOR, 'GET', '/api/event/?pageSize=200');
    expect(response.status).toBe(200);
    const page = (await response.json()) as ListAnswer<EventListRow>;
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((row) => own.taught.includes(row.id))).toBe(true);
  });

  it('reads a taught service and its participants, but not another service (403)', async () => {
    const taught = own.taught[0]!;
    expect((await as(INSTRUCTOR, 'GET', `/api/event/${taught}/record`)).status).toBe(200);
    expect((await as(INSTRUCTOR, 'GET', `/api/participant/by-event/${taught}`)).status).toBe(200);
    expect((await as(INSTRUCTOR, 'GET', `/api/event/${own.untaught}/record`)).status).toBe(403);
    expect((await as(INSTRUCTOR, 'GET', `/api/participant/by-event/${own.untaught}`)).status).toBe(
      403,
    );
    expect(
      (await as(INSTRUCTOR, 'GET', `/api/event/${own.untaught}/export/participants`)).status,
    ).toBe(403);
    expect((await as(INSTRUCTOR, 'GET', `/api/participant/instructor/${own.id}`)).status).toBe(200);
    expect((await as(INSTRUCTOR, 'GET', `/api/participant/instructor/${own.other}`)).status).toBe(
      403,
    );
  });

  it('changes no service: saving, cloning and picture removal answer 403', async () => {
    const taught = own.taught[0]!;
    const form = new FormData();
    form.set('event', JSON.stringify({ id: taught }));
    const save = await t.app.request('/api/event', {
      method: 'PUT',
      body: form,
      headers: await t.authAs(INSTRUCTOR),
    });
    expect(save.status).toBe(403);
    expect((await as(INSTRUCTOR, 'PUT', `/api/event/clone/${taught}`)).status).toBe(403);
    expect((await as(INSTRUCTOR, 'DELETE', `/api/event/${taught}/image/1`)).status).toBe(403);
  });
});
