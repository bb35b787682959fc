import ExcelJS from 'exceljs';
import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, eventReminderTexts, events } from '../../server/db/schema';
import { PARTICIPANT_EXPORT_COLUMNS } from '../../server/services/event/export-participants';
import {
  CLONED_CHESS,
  FOOTBALL_ACADEMY,
  FOOTBALL_PARTICIPANTS,
} from '../../server/db/seed/showcase';
import type {
  CalendarBaseData,
  EventBaseData,
  InstructorBaseData,
} from '../../shared/model/base-data';
import type {
  EventListRow,
  EventOption,
  EventParticipantRow,
  ParticipantOption,
} from '../../shared/model/event-record';
import type { ListAnswer } from '../../shared/model/list';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: Record<string, string>;
let footballId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.authAs('admin@kitebook.test');
  const [row] = await t.database.db
    .select({ id: events.id })
    .from(events)
    .where(eq(events.name, FOOTBALL_ACADEMY));
  footballId = row!.id;
});
afterAll(() => t.close());

const get = async <T>(path: string, headers = admin) => {
  const response = await t.call('GET', path, { headers });
  expect(response.status, `${path} → ${await response.clone().text()}`).toBe(200);
  return (await response.json()) as T;
};

describe('the demo data of the service dialog', () => {
  it('has a course with 45 participants and two reminder texts, a cloned service and a six-stop line', async () => {
    const { db } = t.database;
    const taken = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.eventId, footballId),
          notInArray(bookings.bookingStatus, ['CANCELED', 'CANCELED_IMMEDIATELY']),
        ),
      );
    expect(taken).toHaveLength(FOOTBALL_PARTICIPANTS);
    const texts = await db
      .select()
      .from(eventReminderTexts)
      .where(eq(eventReminderTexts.eventId, footballId));
    expect(texts.map((text) => text.name).sort()).toEqual(['bringAlong', 'pickUp']);
    expect(await db.select().from(events).where(eq(events.name, CLONED_CHESS))).toHaveLength(1);
    const line = await get<ListAnswer<EventListRow>>(
      '/api/event/?search=Line%203&businessArea=SCHOOL_BUS',
    );
    const record = await get<{ busStops: unknown[] }>(`/api/event/${line.items[0]!.id}/record`);
    expect(record.busStops.length).toBe(7); // six stops and the school
  });
});

describe('GET /api/event/: the office list', () => {
  it('pages, filters by area, year and text, and counts participants', async () => {
    const page = await get<ListAnswer<EventListRow>>(
      '/api/event/?pageSize=5&businessArea=ECA&orderBy=participants&asc=false',
    );
    expect(page.items).toHaveLength(5);
    expect(page.total).toBeGreaterThan(35);
    expect(page.items.every((row) => row.businessArea === 'ECA')).toBe(true);
    expect(page.items[0]).toMatchObject({
      name: FOOTBALL_ACADEMY,
      participants: FOOTBALL_PARTICIPANTS,
    });
    const found = await get<ListAnswer<EventListRow>>('/api/event?search=football%20acad');
    expect(found.items.map((row) => row.name)).toEqual([FOOTBALL_ACADEMY]);
    // Sorted by name, the page's counts are read apart (list-event-page.ts): the same numbers.
    expect(found.items[0]!.participants).toBe(FOOTBALL_PARTICIPANTS);
    const byName = await get<ListAnswer<EventListRow>>('/api/event/?pageSize=200&businessArea=ECA');
    for (const row of page.items)
      expect(byName.items.find((other) => other.id === row.id)?.participants).toBe(
        row.participants,
      );
    const year = found.items[0]!.schoolYearId;
    const other = await get<ListAnswer<EventListRow>>(
      `/api/event?search=football%20acad&schoolYear=${year + 1000}`,
    );
    expect(other.items).toEqual([]);
    expect((await t.call('GET', '/api/event?orderBy=password', { headers: admin })).status).toBe(
      400,
    );
  });

  it('shows an instructor only the services they teach', async () => {
    const instructor = await t.authAs('instructor@kitebook.test');
    const mine = await get<ListAnswer<EventListRow>>('/api/event/?pageSize=200', instructor);
    expect(mine.items.map((row) => row.name)).toContain('Robotics');
    expect(mine.items.map((row) => row.name)).not.toContain(FOOTBALL_ACADEMY);
  });
});

describe('GET /api/participant/by-event/{eventId}: the participants tab', () => {
  it('answers 20 a page by given name until an empty page, each participant once', async () => {
    const seen: EventParticipantRow[] = [];
    for (let page = 1; page <= 4; page++) {
      const answer = await get<ListAnswer<EventParticipantRow>>(
        `/api/participant/by-event/${footballId}?orderBy=givenName&asc=true&pageSize=20&page=${page}`,
      );
      expect(answer.items.length).toBe([20, 20, 5, 0][page - 1]);
      seen.push(...answer.items);
    }
    expect(new Set(seen.map((row) => row.bookingId)).size).toBe(FOOTBALL_PARTICIPANTS);
    const names = seen.map((row) => row.givenName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(seen[0]).toMatchObject({
      bookingStatus: 'ACCEPTED',
      clazz: expect.stringMatching(/^(P|S)\d/),
    });
  });

  it('sorts by another column, descending', async () => {
    const answer = await get<ListAnswer<EventParticipantRow>>(
      `/api/participant/by-event/${footballId}?orderBy=registrationDate&asc=false`,
    );
    const dates = answer.items.map((row) => row.registrationDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('gives each row its class, sorted by it or read after the page', async () => {
    const byClass = await get<ListAnswer<EventParticipantRow>>(
      `/api/participant/by-event/${footballId}?orderBy=clazz&asc=false&pageSize=50`,
    );
    const classes = byClass.items.map((row) => row.clazz);
    expect(classes.length).toBe(FOOTBALL_PARTICIPANTS);
    expect(classes.every((clazz) => /^(P|S)\d/.test(clazz))).toBe(true);
    const byName = await get<ListAnswer<EventParticipantRow>>(
      `/api/participant/by-event/${footballId}?orderBy=givenName&pageSize=50`,
    );
    const classOf = new Map(byClass.items.map((row) => [row.bookingId, row.clazz]));
    expect(byName.items.map((row) => row.clazz)).toEqual(
      byName.items.map((row) => classOf.get(row.bookingId)),
    );
  });

  it('answers 404 for an unknown service and 403 to an instructor for one they do not teach', async () => {
    expect(
      (await t.call('GET', '/api/participant/by-event/2000000000', { headers: admin })).status,
    ).toBe(404);
    const instructor = await t.authAs('instructor@kitebook.test');
    expect(
      (await t.call('GET', `/api/participant/by-event/${footballId}`, { headers: instructor }))
        .status,
    ).toBe(403);
  });
});

describe('GET /api/event/{id}/export/participants', () => {
  it('answers export.xlsx with one row per booking, read back with exceljs', async () => {
    const response = await t.call('GET', `/api/event/${footballId}/export/participants`, {
      headers: admin,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="export.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const sheet = book.getWorksheet('Participants')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...PARTICIPANT_EXPORT_COLUMNS]);
    expect(sheet.rowCount).toBe(1 + FOOTBALL_PARTICIPANTS);
    const second = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(second[3]).toBe('ACCEPTED');
    expect(String(second[2])).toMatch(/^(P|S)\d/);
    expect(String(second[6])).toContain('@');
  });
});

describe('the composer pickers and participants of instructors', () => {
  it('lists services by participant, without person, and of basket persons', async () => {
    const [booking] = await t.database.db
      .select({ participantId: bookings.participantId })
      .from(bookings)
      .where(eq(bookings.eventId, footballId))
      .limit(1);
    const byChild = await get<EventOption[]>(`/api/event/by-participant/${booking!.participantId}`);
    expect(byChild.map((e) => e.name)).toContain(FOOTBALL_ACADEMY);
    const all = await get<EventOption[]>('/api/event/no-person');
    expect(all.length).toBeGreaterThan(40);
    const persons = await t.call('PUT', '/api/event/persons', {
      headers: admin,
      body: [{ id: booking!.participantId, type: 'PARTICIPANT' }],
    });
    expect(((await persons.json()) as EventOption[]).map((e) => e.id)).toEqual(
      byChild.map((e) => e.id),
    );
    const bad = await t.call('PUT', '/api/event/persons', {
      headers: admin,
      body: [{ id: 1, type: 'person' }],
    });
    expect(bad.status).toBe(400);
  });

  it("filters participants by grades, and lists a service's participants by body", async () => {
    const p3 = await get<ParticipantOption[]>('/api/participant/filter?grades=P3');
    expect(p3.length).toBeGreaterThan(5);
    expect(p3.every((p) => p.clazz.startsWith('P3'))).toBe(true);
    const two = await get<ParticipantOption[]>('/api/participant/filter?grades=P3&grades=P4');
    expect(two.length).toBeGreaterThan(p3.length);
    const response = await t.call('POST', '/api/participant/by-event', {
      headers: admin,
      body: { id: footballId },
    });
    expect(((await response.json()) as ParticipantOption[]).length).toBe(FOOTBALL_PARTICIPANTS);
  });

  it('lets an instructor list the participants of their own services only', async () => {
    const instructor = await t.authAs('instructor@kitebook.test');
    const base = await get<CalendarBaseData>('/api/calendar/base-data', instructor);
    expect(base.events.map((e) => e.name)).toContain('Robotics');
    expect(base.participants.length).toBeGreaterThan(0);
  });
});

describe('base data', () => {
  it('answers the lists of the service dialog, the instructor dialog and the calendar', async () => {
    const event = await get<EventBaseData>('/api/event/base-data');
    expect(event.actionPermissions).toContain('ANONYMOUS');
    expect(event.locations.length).toBeGreaterThanOrEqual(20);
    expect(event.stops.some((stop) => stop.name === 'ESF')).toBe(true);
    expect(event.bookingPhaseSchoolYear).not.toBeNull();
    const instructor = await get<InstructorBaseData>('/api/instructor/base-data');
    expect(instructor.genders).toEqual(['MALE', 'FEMALE', 'DIVERS']);
    const parent = await get<CalendarBaseData>(
      '/api/calendar/base-data',
      await t.authAs('parent@kitebook.test'),
    );
    expect(parent.participants.length).toBeGreaterThan(0);
  });
});
