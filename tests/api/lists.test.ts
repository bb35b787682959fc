import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  absences,
  bookingRecurrences,
  bookings,
  eventBusStops,
  holidays,
  participantPersons,
  participants,
  persons,
  schoolYears,
  stops,
} from '../../server/db/schema';
import type { BookingStatus, Weekday } from '../../shared/model/enums';
import type {
  BusLineList,
  DailyTransportList,
  TransportChild,
  WeeklyTransportList,
} from '../../shared/model/transport-list';
import { insertFamily, insertLocation, insertService } from './support/service-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The transport lists and the dismissal sheets (issue 22.1, 22.2) on a week of their own: ISO
 * week 11 of 2031, Monday 10 to Friday 14 March, the Friday a public holiday.
 */
const YEAR = 2031;
const WEEK = 11;
const MONDAY = '2031-03-10';
const TUESDAY = '2031-03-11';
const WEDNESDAY = '2031-03-12';
const THURSDAY = '2031-03-13';
const FRIDAY = '2031-03-14';

let t: TestApp;
let admin: Record<string, string>;
let lineId: number;
const kids: Record<'anna' | 'ben' | 'cara' | 'dan', number> = { anna: 0, ben: 0, cara: 0, dan: 0 };

const WORKDAYS: Weekday[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'];

async function get<T>(path: string, headers = admin, status = 200): Promise<T> {
  const response = await t.call('GET', path, { headers });
  expect(response.status, `${path} → ${await response.clone().text()}`).toBe(status);
  return (await response.json()) as T;
}
/** A PDF's text, its lines joined (cells wrap). */
const pdfText = async (bytes: Uint8Array) =>
  (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text.replace(
    /\s+/g,
    ' ',
  );
const childOf = (children: TransportChild[], id: number) =>
  children.find((child) => child.participantId === id);

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2031-03-10T07:00:00Z');
  admin = await t.authAs('admin@kitebook.test');
  const { db } = t.database;
  const [year] = await db
    .insert(schoolYears)
    .values({ name: 'Lists 2030/31', startDate: '2030-08-01', endDate: '2031-07-31' })
    .returning({ id: schoolYears.id });
  const schoolYearId = year!.id;
  await db.insert(holidays).values({ schoolYearId, name: 'Lists holiday', date: FRIDAY });
  const child = async (key: keyof typeof kids, givenName: string, grade: 'P3' | 'P4' = 'P3') => {
    const family = await insertFamily(db, {
      login: `lists-${key}@test.local`,
      schoolYearId,
      grade,
    });
    const [row] = await db
      .select({ personId: participants.personId })
      .from(participants)
      .where(eq(participants.id, family.participantId));
    await db
      .update(persons)
      .set({ givenName, familyName: 'Listsmith' })
      .where(eq(persons.id, row!.personId));
    kids[key] = family.participantId;
  };
  await child('anna', 'Anna');
  await child('ben', 'Ben');
  await child('cara', 'Cara');
  await child('dan', 'Dan', 'P4');
  await db.update(participants).set({ escortType: 'ALONE' }).where(eq(participants.id, kids.cara));
  const book = async (
    participantId: number,
    eventId: number,
    extra: Partial<typeof bookings.$inferInsert> = {},
    status: BookingStatus = 'ACCEPTED',
  ) => {
    const [row] = await db
      .insert(bookings)
      .values({ participantId, eventId, bookingStatus: status, ...extra })
      .returning({ id: bookings.id });
    return row!.id;
  };
  const dates = { startDate: '2030-09-01', endDate: '2031-06-30' };
  // Anna: chess on Monday in a room, then the afternoon bus to Lists Corner.
  const chess = await insertService(db, {
    schoolYearId,
    name: 'Lists Chess',
    recurrences: [{ dayOfWeek: 'MONDAY', time: '14:00', endTime: '15:00' }],
    locationId: await insertLocation(db),
    ...dates,
  });
  await book(kids.anna, chess.id);
  const line = await insertService(db, {
    schoolYearId,
    name: 'Lists Line',
    businessArea: 'SCHOOL_BUS',
    grades: [],
    recurrences: [
      { dayOfWeek: 'MONDAY', time: '15:30', endTime: null },
      { dayOfWeek: 'TUESDAY', time: '13:30', endTime: null },
    ],
    ...dates,
  });
  lineId = line.id;
  const [esf] = await db.select({ id: stops.id }).from(stops).where(eq(stops.name, 'ESF'));
  const [corner] = await db
    .insert(stops)
    .values({ name: 'Lists Corner', street: 'Test street 2' })
    .returning({ id: stops.id });
  await db.insert(eventBusStops).values([
    { eventId: line.id, stopId: corner!.id, distance: 12 },
    { eventId: line.id, stopId: esf!.id, distance: 0 },
  ]);
  const annaBus = await book(kids.anna, line.id, { destinationStopId: corner!.id });
  await db
    .insert(bookingRecurrences)
    .values({ bookingId: annaBus, eventRecurrenceId: line.recurrenceIds[0]! });
  // A pending request is no way home yet.
  await book(kids.cara, line.id, { destinationStopId: corner!.id }, 'PENDING');
  // Ben: childminding every day until 16:30, then his grandmother; not on Thursday's minding.
  const minding = await insertService(db, {
    schoolYearId,
    name: 'Lists Minding',
    businessArea: 'CHILDMINDING',
    recurrences: WORKDAYS.map((dayOfWeek) => ({ dayOfWeek, time: '13:30', endTime: '16:30' })),
    ...dates,
  });
  await book(kids.ben, minding.id);
  const [grandma] = await db
    .insert(persons)
    .values({ givenName: 'Greta', familyName: 'Listsmith' })
    .returning({ id: persons.id });
  await db.insert(participantPersons).values({
    participantId: kids.ben,
    personId: grandma!.id,
    relationship: 'GRANDPARENT',
  });
  await db.insert(absences).values([
    { participantId: kids.ben, from: THURSDAY, to: THURSDAY, eventIds: [minding.id] },
    { participantId: kids.dan, from: WEDNESDAY, to: WEDNESDAY, reason: 'Ill' },
  ]);
});
afterAll(() => t.close());

const weeklyPath = (query = 'grade=P3') =>
  `/api/lists/weekly-transport-list/?year=${YEAR}&week=${WEEK}&${query}`;

describe('GET /api/lists/weekly-transport-list', () => {
  it("lists each child of the grade with each weekday's way home", async () => {
    const list = await get<WeeklyTransportList>(weeklyPath());
    expect(list.dates).toEqual([MONDAY, TUESDAY, WEDNESDAY, THURSDAY, FRIDAY]);
    const ours = list.children.filter((child) => child.familyName === 'Listsmith');
    expect(ours.map((child) => child.givenName)).toEqual(['Anna', 'Ben', 'Cara']);
    const anna = childOf(list.children, kids.anna)!;
    expect(anna.clazz).toBe('P3 EN A');
    expect(anna.days[0]).toMatchObject({
      way: 'BUS',
      activities: [{ name: 'Lists Chess', endTime: '15:00' }],
      bus: {
        lineId,
        line: 'Lists Line',
        departure: '15:30',
        stop: 'Lists Corner',
        stopTime: '15:42',
      },
    });
    expect(anna.days[0]!.activities[0]!.room).toMatch(/^Test building Room/);
    // Tuesday's bus is another slot she did not book: a parent picks her up.
    expect(anna.days[1]).toMatchObject({
      way: 'PICK_UP',
      bus: null,
      pickUp: [{ name: 'Test lists-anna@test.local', relationship: 'PARENT_CUSTOMER' }],
    });
    const ben = childOf(list.children, kids.ben)!;
    expect(ben.days[0]).toMatchObject({
      way: 'CHILDMINDING',
      childminding: { name: 'Lists Minding', until: '16:30' },
      // The linked persons first, then the parents.
      pickUp: [
        { name: 'Greta Listsmith', relationship: 'GRANDPARENT' },
        { name: 'Test lists-ben@test.local', relationship: 'PARENT_CUSTOMER' },
      ],
    });
    // Thursday's absence names the childminding only: his grandmother picks him up.
    expect(ben.days[3]).toMatchObject({ way: 'PICK_UP', childminding: null });
    const cara = childOf(list.children, kids.cara)!;
    expect(cara.days.slice(0, 4).map((day) => day.way)).toEqual([
      'ALONE',
      'ALONE',
      'ALONE',
      'ALONE',
    ]);
    // The public holiday.
    expect(ours.map((child) => child.days[4]!.way)).toEqual([
      'NO_SCHOOL',
      'NO_SCHOOL',
      'NO_SCHOOL',
    ]);
  });

  it('filters by name or class only when the filter is not blank', async () => {
    const all = await get<WeeklyTransportList>(weeklyPath('grade=&filterBy=Listsmith'));
    expect(all.children.map((child) => child.givenName)).toEqual(['Anna', 'Ben', 'Cara', 'Dan']);
    const dan = childOf(all.children, kids.dan)!;
    expect(dan.days[2]).toMatchObject({ way: 'ABSENT', absence: 'Ill' });
    const anna = await get<WeeklyTransportList>(weeklyPath('grade=P3&filterBy=anna%20list'));
    expect(anna.children.map((child) => child.participantId)).toEqual([kids.anna]);
    const byClass = await get<WeeklyTransportList>(weeklyPath('filterBy=P4%20EN'));
    expect(byClass.children.map((child) => child.participantId)).toContain(kids.dan);
    expect(byClass.children.map((child) => child.participantId)).not.toContain(kids.anna);
  });

  it('refuses a week the year does not have, a grade that does not exist', async () => {
    await get(`/api/lists/weekly-transport-list/?year=2027&week=53`, admin, 400);
    await get(`/api/lists/weekly-transport-list/?year=2026&week=53`, admin, 200);
    await get(`/api/lists/weekly-transport-list/?year=2031&week=0`, admin, 400);
    await get(weeklyPath('grade=P9'), admin, 400);
    await get(`/api/lists/weekly-transport-list/?week=11`, admin, 400);
  });

  it('makes the PDF in the asked language', async () => {
    const en = await t.call(
      'GET',
      `/api/lists/weekly-transport-list/pdf?year=${YEAR}&week=${WEEK}&grade=P3&locale=en`,
      { headers: admin },
    );
    expect(en.status).toBe(200);
    expect(en.headers.get('content-disposition')).toContain('Transport_List_2031-W11.pdf');
    const text = await pdfText(new Uint8Array(await en.arrayBuffer()));
    expect(text).toContain('Listsmith, Anna');
    expect(text).toContain('Lists Corner');
    expect(text).toContain('Greta Listsmith (grandparent)');
    expect(text).toContain('No school');
    const de = await t.call(
      'GET',
      `/api/lists/weekly-transport-list/pdf?year=${YEAR}&week=${WEEK}&grade=P3&locale=de`,
      { headers: admin },
    );
    const german = await pdfText(new Uint8Array(await de.arrayBuffer()));
    expect(german).toContain('Greta Listsmith (Großelternteil)');
    expect(german).toContain('Geht allein nach Hause');
  });
});

describe('GET /api/lists/daily-transport-list', () => {
  const dailyPath = (query: string) => `/api/lists/daily-transport-list/?date=${MONDAY}&${query}`;

  it("lists the day's children, filtered by bus line and slot when given", async () => {
    const day = await get<DailyTransportList>(dailyPath('grade=P3&busSlot=&busLine='));
    expect(day.children.map((child) => child.givenName)).toEqual(
      expect.arrayContaining(['Anna', 'Ben', 'Cara']),
    );
    expect(day.busLines).toContainEqual({ lineId, line: 'Lists Line', departure: '15:30' });
    const byLine = await get<DailyTransportList>(dailyPath(`grade=P3&busLine=${lineId}`));
    expect(byLine.children.map((child) => child.participantId)).toEqual([kids.anna]);
    const bySlot = await get<DailyTransportList>(dailyPath('busSlot=15:30&filterBy=Listsmith'));
    expect(bySlot.children.map((child) => child.participantId)).toEqual([kids.anna]);
    const none = await get<DailyTransportList>(dailyPath(`busSlot=16:00&busLine=${lineId}`));
    expect(none.children).toEqual([]);
  });

  it('shows the absent child as absent', async () => {
    const day = await get<DailyTransportList>(
      `/api/lists/daily-transport-list/?date=${WEDNESDAY}&grade=P4&filterBy=Listsmith`,
    );
    expect(day.children).toHaveLength(1);
    expect(day.children[0]!.days).toEqual([
      expect.objectContaining({ date: WEDNESDAY, way: 'ABSENT', absence: 'Ill' }),
    ]);
  });

  it('refuses bad input and makes the PDF', async () => {
    await get(dailyPath('busSlot=25:00'), admin, 400);
    await get(dailyPath('busLine=abc'), admin, 400);
    await get('/api/lists/daily-transport-list/?date=2031-02-30', admin, 400);
    const response = await t.call(
      'GET',
      `/api/lists/daily-transport-list/pdf?date=${MONDAY}&grade=P3&locale=en`,
      { headers: admin },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain('Lists Line, 15:30 – Lists Corner 15:42');
    expect(text).toContain('Childminding until 16:30');
  });
});

describe('GET /api/lists/bus-line-list', () => {
  it("lists each line's children per stop in stop order with the shifted times", async () => {
    const list = await get<BusLineList>(`/api/lists/bus-line-list/?date=${MONDAY}`);
    const run = list.lines.find((line) => line.lineId === lineId)!;
    expect(run).toMatchObject({ line: 'Lists Line', inbound: false, time: '15:30' });
    expect(run.stops.map((stop) => [stop.name, stop.time, stop.isSchoolStop])).toEqual([
      ['ESF', '15:30', true],
      ['Lists Corner', '15:42', false],
    ]);
    expect(run.stops[1]!.children).toEqual([
      {
        participantId: kids.anna,
        givenName: 'Anna',
        familyName: 'Listsmith',
        clazz: 'P3 EN A',
        absence: null,
      },
    ]);
    // No bus on the holiday.
    const friday = await get<BusLineList>(`/api/lists/bus-line-list/?date=${FRIDAY}`);
    expect(friday.lines.find((line) => line.lineId === lineId)).toBeUndefined();
  });

  it('makes the PDF', async () => {
    const response = await t.call('GET', `/api/lists/bus-line-list/pdf?date=${MONDAY}&locale=de`, {
      headers: admin,
    });
    expect(response.status).toBe(200);
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain('Lists Line 15:30');
    expect(text).toContain('Listsmith, Anna (P3 EN A)');
  });
});

describe('GET /api/booking/pupil-transitions-zip/{year}/{week}', () => {
  it('answers a zip with a dismissal sheet per class and school day', async () => {
    const response = await t.call(
      'GET',
      `/api/booking/pupil-transitions-zip/${YEAR}/${WEEK}?locale=en`,
      { headers: admin },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toContain('Pupil_Transitions_2031-W11.zip');
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const names = Object.keys(files);
    expect(names).toContain(`${MONDAY}_P3-EN-A.pdf`);
    expect(names).toContain(`${THURSDAY}_P4-EN-A.pdf`);
    // No sheets on the public holiday.
    expect(names.filter((name) => name.startsWith(FRIDAY))).toEqual([]);
    const monday = await pdfText(files[`${MONDAY}_P3-EN-A.pdf`]!);
    expect(monday).toContain('Dismissal sheet P3 EN A');
    expect(monday).toMatch(/Lists Chess, Test building Room[^,]*, until 15:00/);
    expect(monday).toContain('Lists Line, 15:30 – Lists Corner 15:42');
    expect(monday).toContain('Greta Listsmith (grandparent)');
    expect(monday).toContain('Goes home alone');
    const wednesday = await pdfText(files[`${WEDNESDAY}_P4-EN-A.pdf`]!);
    expect(wednesday).toContain('Absent: Ill');
  });

  it('refuses a week the year does not have', async () => {
    await get('/api/booking/pupil-transitions-zip/2027/53', admin, 400);
  });
});

describe('who reads the lists', () => {
  const LIST_PATHS = [
    weeklyPath(),
    `/api/lists/weekly-transport-list/pdf?year=${YEAR}&week=${WEEK}`,
    `/api/lists/daily-transport-list/?date=${MONDAY}`,
    `/api/lists/daily-transport-list/pdf?date=${MONDAY}`,
    `/api/lists/bus-line-list/?date=${MONDAY}`,
    `/api/lists/bus-line-list/pdf?date=${MONDAY}`,
  ];
  const ZIP = `/api/booking/pupil-transitions-zip/${YEAR}/${WEEK}`;
  const status = async (path: string, login: string | null) =>
    (await t.call('GET', path, { headers: login ? await t.authAs(login) : {} })).status;

  it('lets the office and the members read the lists, the dismissal sheets the office only', async () => {
    const expected: Record<string, [number, number]> = {
      'admin@kitebook.test': [200, 200],
      'member@kitebook.test': [200, 403],
      'sysadmin@kitebook.test': [403, 403],
      'instructor@kitebook.test': [403, 403],
      'parent@kitebook.test': [403, 403],
      'guardian@kitebook.test': [403, 403],
    };
    for (const [login, [list, zip]] of Object.entries(expected)) {
      for (const path of LIST_PATHS)
        expect.soft(await status(path, login), `${login} ${path}`).toBe(list);
      expect.soft(await status(ZIP, login), `${login} zip`).toBe(zip);
    }
    for (const path of [...LIST_PATHS, ZIP]) expect.soft(await status(path, null), path).toBe(401);
  });

  it("shows a member no family's bank data", async () => {
    const member = await t.authAs('member@kitebook.test');
    const texts = await Promise.all(
      [
        weeklyPath(''),
        `/api/lists/daily-transport-list/?date=${MONDAY}`,
        `/api/lists/bus-line-list/?date=${MONDAY}`,
      ].map(async (path) => (await t.call('GET', path, { headers: member })).text()),
    );
    for (const text of texts) expect(text).not.toMatch(/iban|bic|mandate|DE\d{20}/i);
  });
});
