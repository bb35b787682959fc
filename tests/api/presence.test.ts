import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  absences,
  bookingRecurrences,
  bookings,
  contacts,
  customers,
  eventBusStops,
  eventInstructors,
  eventRecurrences,
  events,
  holidays,
  instructors,
  participants,
  personLanguages,
  schoolYears,
  stops,
  users,
} from '../../server/db/schema';
import { stopServer } from '../../server/http/stop-server';
import { shiftDate } from '../../server/services/presence/service-dates';
import { WEEKDAYS, type BookingStatus } from '../../shared/model/enums';
import type { ErrorBody } from '../../shared/model/errors';
import type { BookingPresences, PresenceTable, TodaysRegister } from '../../shared/model/presence';
import { DEFAULT_SCHOOL_TIME_ZONE, todayIn } from '../../shared/model/school-time';
import { insertFamily, insertService } from './support/service-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let today: string;
let yearId: number;
let slot: number;
let serviceId: number;
const children: { participantId: number; bookingId: number; login: string }[] = [];
let admin: Record<string, string>;

const weekdayOf = (iso: string) =>
  WEEKDAYS[(new Date(Date.parse(`${iso}T00:00:00Z`)).getUTCDay() + 6) % 7]!;
const tablePath = (date: string, recurrenceId = slot) =>
  `/api/booking/populate-presence-table/${date}/${recurrenceId}`;

async function get<T>(path: string, headers = admin, status = 200): Promise<T> {
  const response = await t.call('GET', path, { headers });
  expect(response.status, `${path} → ${await response.clone().text()}`).toBe(status);
  return (await response.json()) as T;
}
const update = (body: unknown, headers = admin) =>
  t.call('PUT', '/api/booking/update-presences', { body, headers });

async function book(
  participantId: number,
  eventId: number,
  bookingStatus: BookingStatus = 'ACCEPTED',
  extra: Partial<typeof bookings.$inferInsert> = {},
) {
  const [row] = await t.database.db
    .insert(bookings)
    .values({ participantId, eventId, bookingStatus, ...extra })
    .returning({ id: bookings.id });
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  // A fixed Wednesday morning in Berlin, in a school year of its own without breaks.
  t.clock.now = new Date('2031-03-12T08:00:00Z');
  today = todayIn(DEFAULT_SCHOOL_TIME_ZONE, t.clock.now);
  admin = await t.authAs('admin@kitebook.test');
  const { db } = t.database;
  const [year] = await db
    .insert(schoolYears)
    .values({ name: 'Presence 2030/31', startDate: '2030-08-01', endDate: '2031-07-31' })
    .returning({ id: schoolYears.id });
  yearId = year!.id;
  // A public holiday a week ago: that Wednesday is no service day.
  await db
    .insert(holidays)
    .values({ schoolYearId: yearId, name: 'Test day', date: shiftDate(today, -7) });
  const service = await insertService(db, {
    schoolYearId: yearId,
    name: 'Presence Chess',
    recurrences: [{ dayOfWeek: weekdayOf(today), time: '14:00', endTime: '15:00' }],
    startDate: shiftDate(today, -60),
    endDate: shiftDate(today, 10),
  });
  serviceId = service.id;
  slot = service.recurrenceIds[0]!;
  for (const [index, name] of ['Zeta', 'Alpha', 'Mu', 'Pending'].entries()) {
    const family = await insertFamily(db, {
      login: `presence-${name.toLowerCase()}@test.local`,
      schoolYearId: yearId,
    });
    const bookingId = await book(
      family.participantId,
      serviceId,
      index === 3 ? 'PENDING' : 'ACCEPTED',
    );
    children.push({ participantId: family.participantId, bookingId, login: family.login });
  }
});
afterAll(() => t.close());

describe('GET populate-presence-table: the register and the window', () => {
  it('lists the children by family name with class and contacts, and the dates of the window', async () => {
    const table = await get<PresenceTable>(tablePath(today));
    expect(table.date).toBe(today);
    expect(table.runs).toBe(true);
    expect(table.service).toMatchObject({ id: serviceId, name: 'Presence Chess', time: '14:00' });
    const names = table.presences.map((row) => row.familyName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toHaveLength(4);
    expect(table.presences.find((row) => row.bookingStatus === 'PENDING')).toBeDefined();
    expect(table.presences[0]!.clazz).toBe('P3 EN A');
    expect(table.presences[0]!.contactSet[0]).toMatchObject({ type: 'CUSTOMER' });
    // 14 days either side, capped by the end date (today + 10), without last week's holiday.
    expect(table.dates).toEqual([shiftDate(today, -14), today, shiftDate(today, 7)]);
  });

  it("shows each contact's own phone, the mobile first", async () => {
    const { db } = t.database;
    const personOf = async (participantId: number) => {
      const [row] = await db
        .select({ personId: customers.personId })
        .from(participants)
        .innerJoin(customers, eq(customers.id, participants.customerId))
        .where(eq(participants.id, participantId));
      return row!.personId;
    };
    const [alpha, zeta] = [children[1]!, children[0]!];
    await db.insert(contacts).values([
      { personId: await personOf(alpha.participantId), contactType: 'PHONE', value: '+49301111' },
      { personId: await personOf(alpha.participantId), contactType: 'MOBILE', value: '+49172222' },
    ]);
    const table = await get<PresenceTable>(tablePath(today));
    const contactsOf = (participantId: number) =>
      table.presences.find((row) => row.participantId === participantId)!.contactSet;
    expect(contactsOf(alpha.participantId)).toEqual([
      { name: `Test ${alpha.login}`, type: 'CUSTOMER', phone: '+49172222' },
    ]);
    // Read once with another person's numbers (the contact's own id stood for its person).
    expect(contactsOf(zeta.participantId)).toEqual([
      { name: `Test ${zeta.login}`, type: 'CUSTOMER', phone: null },
    ]);
  });

  it('shows the next service day up to 7 days ahead, and says when there is none', async () => {
    const next = await get<PresenceTable>(tablePath(shiftDate(today, 1)));
    expect(next).toMatchObject({ date: shiftDate(today, 7), runs: true });
    expect(next.presences).toHaveLength(4);
    const none = await get<PresenceTable>(tablePath(shiftDate(today, 8)));
    expect(none).toMatchObject({ date: shiftDate(today, 8), runs: false, presences: [] });
    // The holiday is skipped to the next week's day.
    const holiday = await get<PresenceTable>(tablePath(shiftDate(today, -7)));
    expect(holiday.date).toBe(today);
  });

  it('answers 404 for an unknown slot and 400 for a date that is none', async () => {
    await get(tablePath(today, 99_999_999), admin, 404);
    const body = await get<ErrorBody>(
      `/api/booking/populate-presence-table/2031-02-30/${slot}`,
      admin,
      400,
    );
    expect(body.issues?.[0]?.path).toBe('date');
  });

  it('shows a reported absence as absent with its note', async () => {
    const child = children[1]!;
    await t.database.db
      .insert(absences)
      .values({ participantId: child.participantId, from: today, to: today, notes: 'dentist' });
    const table = await get<PresenceTable>(tablePath(today));
    expect(table.presences.find((row) => row.bookingId === child.bookingId)).toMatchObject({
      absent: true,
      absentNotes: 'dentist',
    });
    await t.database.db.delete(absences).where(eq(absences.participantId, child.participantId));
  });
});

describe('who takes a register', () => {
  it('lets an instructor take their own services only; families none', async () => {
    const instructor = await t.authAs('instructor@kitebook.test');
    const parent = await t.authAs('parent@kitebook.test');
    const own = await t.authAs(children[0]!.login);
    await get(tablePath(today), instructor, 403);
    await get(tablePath(today), parent, 403);
    await get(tablePath(today), own, 403);
    expect((await update({ recurrenceId: slot, presences: [] }, instructor)).status).toBe(403);
    const pdf = `/api/presence/documents/export?date=${today}&recurrenceId=${slot}&numberOfDays=1`;
    expect((await t.call('GET', pdf, { headers: instructor })).status).toBe(403);
    expect((await t.call('GET', pdf, { headers: parent })).status).toBe(403);
    expect(
      await get<TodaysRegister[]>(`/api/presence/today?date=${today}`, instructor),
    ).not.toContainEqual(expect.objectContaining({ recurrenceId: slot }));

    const { db } = t.database;
    const [row] = await db
      .select({ id: instructors.id })
      .from(instructors)
      .innerJoin(users, eq(users.personId, instructors.personId))
      .where(eq(users.login, 'instructor@kitebook.test'));
    await db.insert(eventInstructors).values({ eventId: serviceId, instructorId: row!.id });
    const table = await get<PresenceTable>(tablePath(today), instructor);
    expect(table.presences).toHaveLength(4);
    expect((await t.call('GET', pdf, { headers: instructor })).status).toBe(200);
    const day = await get<TodaysRegister[]>(`/api/presence/today?date=${today}`, instructor);
    expect(day).toContainEqual(
      expect.objectContaining({ recurrenceId: slot, name: 'Presence Chess', children: 4 }),
    );
  });
});

describe('PUT update-presences', () => {
  it('saves ticks and times, and unticking clears the time', async () => {
    const [a, b] = children;
    const saved = await update({
      recurrenceId: slot,
      presences: [
        { bookingId: a!.bookingId, date: today, present: true, time: '14:02' },
        { bookingId: b!.bookingId, date: today, pickUpTime: '15:05' },
      ],
    });
    expect(saved.status).toBe(200);
    const table = (await saved.json()) as PresenceTable;
    const rowOf = (id: number) => table.presences.find((row) => row.bookingId === id)!;
    expect(rowOf(a!.bookingId)).toMatchObject({ present: true, time: '14:02' });
    expect(rowOf(a!.bookingId).presenceId).not.toBeNull();
    // A pick-up time marks picked-up.
    expect(rowOf(b!.bookingId)).toMatchObject({
      pickedUp: true,
      pickUpTime: '15:05',
      present: false,
    });
    const cleared = await update({
      recurrenceId: slot,
      presences: [{ bookingId: a!.bookingId, date: today, present: false }],
    });
    const after = ((await cleared.json()) as PresenceTable).presences;
    expect(after.find((row) => row.bookingId === a!.bookingId)).toMatchObject({
      present: false,
      time: null,
    });
  });

  it('refuses dates outside the window, bookings not on the register and bad times (400)', async () => {
    const outside = await update({
      recurrenceId: slot,
      presences: [{ bookingId: children[0]!.bookingId, date: shiftDate(today, 21), present: true }],
    });
    expect(outside.status).toBe(400);
    expect(((await outside.json()) as ErrorBody).issues?.[0]?.path).toBe('presences.0.date');
    const stranger = await update({
      recurrenceId: slot,
      presences: [{ bookingId: 1, date: today, present: true }],
    });
    expect(stranger.status).toBe(400);
    expect(((await stranger.json()) as ErrorBody).message).toBe('presence.notOnRegister');
    const badTime = await update({
      recurrenceId: slot,
      presences: [{ bookingId: children[0]!.bookingId, date: today, time: '25:00' }],
    });
    expect(badTime.status).toBe(400);
  });

  it('loses nothing when two people tick the same register at once', async () => {
    const date = shiftDate(today, -14);
    const [a, b, c] = children;
    // Ten saves at once, as ten phones would send them: each a different tick.
    const ticks = [
      { bookingId: a!.bookingId, date, present: true, time: '14:01' },
      { bookingId: a!.bookingId, date, pickedUp: true, pickUpTime: '15:01' },
      { bookingId: b!.bookingId, date, present: true, time: '14:02' },
      { bookingId: b!.bookingId, date, pickedUp: true, pickUpTime: '15:02' },
      { bookingId: c!.bookingId, date, present: true, time: '14:03' },
      { bookingId: c!.bookingId, date, penalty: true },
      { bookingId: c!.bookingId, date, pickedUp: true, pickUpTime: '15:03' },
    ];
    const answers = await Promise.all(
      ticks.map((tick) => update({ recurrenceId: slot, presences: [tick] })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(ticks.map(() => 200));
    const table = await get<PresenceTable>(tablePath(date));
    const rowOf = (id: number) => table.presences.find((row) => row.bookingId === id)!;
    expect(rowOf(a!.bookingId)).toMatchObject({
      present: true,
      time: '14:01',
      pickedUp: true,
      pickUpTime: '15:01',
    });
    expect(rowOf(b!.bookingId)).toMatchObject({
      present: true,
      time: '14:02',
      pickedUp: true,
      pickUpTime: '15:02',
    });
    expect(rowOf(c!.bookingId)).toMatchObject({
      present: true,
      time: '14:03',
      pickedUp: true,
      pickUpTime: '15:03',
      penalty: true,
    });
  });
});

describe("GET /api/presence/booking/{id}: the booking dialog's Presence tab", () => {
  it("lists the booking's dates of the window with their ticks; 404 unknown, 403 for families", async () => {
    const child = children[0]!;
    const answer = await get<BookingPresences>(`/api/presence/booking/${child.bookingId}`);
    expect(answer.rows.map((row) => row.date)).toEqual([
      shiftDate(today, -14),
      today,
      shiftDate(today, 7),
    ]);
    expect(answer.rows[0]).toMatchObject({
      recurrenceId: slot,
      slotTime: '14:00',
      present: true,
      time: '14:01',
    });
    await get(`/api/presence/booking/99999999`, admin, 404);
    await get(`/api/presence/booking/${child.bookingId}`, await t.authAs(child.login), 403);
  });
});

describe('bus registers', () => {
  it('shifts the bus time by the stop distance, presets the school stop and knows where the child goes', async () => {
    const { db } = t.database;
    const [esf] = await db.select({ id: stops.id }).from(stops).where(eq(stops.name, 'ESF'));
    const [stop] = await db
      .insert(stops)
      .values({ name: 'Presence Corner', street: 'Test street 1' })
      .returning({ id: stops.id });
    const bus = await insertService(db, {
      schoolYearId: yearId,
      name: 'Presence Line',
      businessArea: 'SCHOOL_BUS',
      grades: [],
      recurrences: [{ dayOfWeek: weekdayOf(today), time: '07:00', endTime: null }],
      startDate: shiftDate(today, -60),
      endDate: shiftDate(today, 60),
    });
    await db.update(events).set({ inbound: true }).where(eq(events.id, bus.id));
    await db.insert(eventBusStops).values([
      { eventId: bus.id, stopId: stop!.id, distance: 12 },
      { eventId: bus.id, stopId: esf!.id, distance: 40 },
    ]);
    const child = children[2]!;
    const bookingId = await book(child.participantId, bus.id, 'ACCEPTED', {
      startStopId: stop!.id,
    });
    await db
      .insert(bookingRecurrences)
      .values({ bookingId, eventRecurrenceId: bus.recurrenceIds[0]! });
    const table = await get<PresenceTable>(tablePath(today, bus.recurrenceIds[0]!));
    expect(table.presences).toHaveLength(1);
    expect(table.presences[0]).toMatchObject({
      start: 'Presence Corner',
      destination: 'ESF',
      stop: { name: 'Presence Corner', time: '07:12' },
      // At the school at 07:40, then chess at 14:00.
      goesTo: { area: 'ECA', name: 'Presence Chess' },
    });
    const chess = await get<PresenceTable>(tablePath(today));
    expect(chess.presences.find((row) => row.bookingId === child.bookingId)!.comesFrom).toEqual({
      area: 'SCHOOL_BUS',
      name: 'Presence Line',
    });
  });
});

describe('GET /api/presence/documents/export: the PDF', () => {
  const pdfPath = (days: number | string) =>
    `/api/presence/documents/export?date=${shiftDate(today, -14)}&recurrenceId=${slot}&numberOfDays=${days}`;
  const textOf = async (response: Response) => {
    const pdf = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()));
    return (await extractText(pdf, { mergePages: true })).text;
  };

  it('makes one date, with the children, classes and contacts, saved as Presence_List_{date}.pdf', async () => {
    const response = await t.call('GET', pdfPath(1), { headers: admin });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(
      `Presence_List_${shiftDate(today, -14)}.pdf`,
    );
    const text = await textOf(response);
    expect(text).toContain('Presence Chess');
    expect(text).toContain(shiftDate(today, -14));
    expect(text).not.toContain(today);
    for (const name of [
      'presence-alpha@test.local',
      'presence-mu@test.local',
      'presence-zeta@test.local',
    ])
      expect(text).toContain(name);
    // PENDING requests are not on paper.
    expect(text).not.toContain('presence-pending@test.local');
    expect(text).toContain('P3 EN A');
    expect(text).toContain('14:01');
  });

  it('makes 8 dates as columns, capped by the service end', async () => {
    // Only 3 service days are left from 14 days ago to the end (one is a holiday).
    const capped = await textOf(await t.call('GET', pdfPath(8), { headers: admin }));
    for (const date of [shiftDate(today, -14), today, shiftDate(today, 7)])
      expect(capped).toContain(date);
    await t.database.db
      .update(events)
      .set({ endDate: shiftDate(today, 120) })
      .where(eq(events.id, serviceId));
    const response = await t.call('GET', pdfPath(8), { headers: admin });
    expect(response.status).toBe(200);
    const text = await textOf(response);
    const expected = [-14, 0, 7, 14, 21, 28, 35, 42].map((days) => shiftDate(today, days));
    for (const date of expected) expect(text).toContain(date);
    expect(text).not.toContain(shiftDate(today, 49));
    expect(text).toContain('presence-zeta@test.local');
  });

  it("writes its labels and dates in the screen's language, else in the requester's", async () => {
    const german = await textOf(await t.call('GET', `${pdfPath(2)}&locale=de`, { headers: admin }));
    expect(german).toContain('Anwesenheitsliste: Presence Chess');
    expect(german).toContain('Mittwoch 14:00–15:00');
    for (const label of ['Kind', 'Klasse', 'Abholpersonen und Telefonnummern'])
      expect(german).toContain(label);
    // Mi., 26.02.2031 for the first date: German dates, not ISO ones.
    const [year, month, day] = shiftDate(today, -14).split('-');
    expect(german).toContain(`Mi., ${day}.${month}.${year}`);
    expect(german).not.toContain(shiftDate(today, -14));
    expect(german).not.toContain('Child');
    const english = await textOf(
      await t.call('GET', `${pdfPath(2)}&locale=en`, { headers: admin }),
    );
    expect(english).toContain('Presence list: Presence Chess');
    expect(english).toContain('Wednesday 14:00–15:00');
    expect(english).not.toContain('Kind');
    expect((await t.call('GET', `${pdfPath(2)}&locale=fr`, { headers: admin })).status).toBe(400);

    // Without a locale: the requester's spoken language (an instructor who speaks German).
    const { db } = t.database;
    const [teacher] = await db
      .select({ id: instructors.id, personId: instructors.personId })
      .from(instructors)
      .innerJoin(users, eq(users.personId, instructors.personId))
      .where(eq(users.login, 'instructor@kitebook.test'));
    await db
      .insert(eventInstructors)
      .values({ eventId: serviceId, instructorId: teacher!.id })
      .onConflictDoNothing();
    await db.delete(personLanguages).where(eq(personLanguages.personId, teacher!.personId));
    await db.insert(personLanguages).values({ personId: teacher!.personId, language: 'DE' });
    const instructor = await t.authAs('instructor@kitebook.test');
    const spoken = await textOf(await t.call('GET', pdfPath(2), { headers: instructor }));
    expect(spoken).toContain('Anwesenheitsliste');
  });

  it("is made to the end when its client leaves during a shutdown (the bench's 500)", async () => {
    // The bench stopped the server as autocannon hung up; the HTTP server took the PDF's request
    // as answered and the database closed under it: a 500 in its bus-stop query.
    const other = await createTestApp();
    let closed = false;
    try {
      const [bus] = await other.database.db
        .select({ id: eventRecurrences.id, startDate: events.startDate })
        .from(eventRecurrences)
        .innerJoin(events, eq(events.id, eventRecurrences.eventId))
        .where(eq(events.name, 'Bus Line 1 North (morning)'))
        .orderBy(eventRecurrences.id)
        .limit(1);
      const headers = await other.authAs('admin@kitebook.test');
      const answer = other.app.request(
        `/api/presence/documents/export?date=${bus!.startDate}&recurrenceId=${bus!.id}&numberOfDays=8`,
        { headers },
      );
      closed = true;
      const stopped = await stopServer({
        // No connection busy any more: its client has gone.
        closeServer: () => Promise.resolve({ forced: false }),
        handlers: other.app.handlers,
        mailer: other.mailer,
        stopUpkeep: () => Promise.resolve(),
        database: other.database,
        deadlineMs: 10_000,
      });
      expect(stopped).toEqual({ forced: false, cut: false });
      expect((await answer).status).toBe(200);
    } finally {
      if (!closed) await other.close();
    }
  });

  it('answers 400 for 9 dates, 0 and no number', async () => {
    for (const days of [9, 0, 'x']) {
      const response = await t.call('GET', pdfPath(days), { headers: admin });
      expect(response.status, String(days)).toBe(400);
    }
    const standard = await t.call(
      'GET',
      `/api/presence/documents/export?date=${today}&recurrenceId=${slot}`,
      { headers: admin },
    );
    expect(standard.status).toBe(200);
  });
});
