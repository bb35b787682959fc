import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BookingLookup,
  BookingRow,
  RequestDecisionResult,
} from '../../shared/model/booking-office';
import type { BookingStatus } from '../../shared/model/enums';
import type { ListAnswer } from '../../shared/model/list';
import { DEFAULT_SCHOOL_TIME_ZONE, todayIn } from '../../shared/model/school-time';
import {
  bookingRecurrences,
  bookings,
  customers,
  eventInstructors,
  eventPlacesTaken,
  instructors,
  persons,
  schoolYears,
  userRoles,
  users,
} from '../../server/db/schema';
import {
  addDays,
  bookingYearId,
  insertFamily,
  insertService,
  type FamilyFixture,
} from './support/service-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const ADMIN = 'admin@kitebook.test';
const INSTRUCTOR = 'instructor@kitebook.test';
const GUARDIAN = 'guardian@kitebook.test';
const SYS_ADMIN = 'sysadmin@kitebook.test';

let t: TestApp;
let yearId: number;
let otherYearId: number;
/** Two families; each tries the other's bookings. */
let ana: FamilyFixture;
let ben: FamilyFixture;
/** Ana's child logs in itself (PARTICIPANT); Ana's spouse has an account (GUARDIAN). */
const ANA_CHILD = 'ana.child.blist@kitebook.test';
const ANA_SPOUSE = 'ana.spouse.blist@kitebook.test';
/** The demo instructor teaches `taught`, not `camp`. */
let taught: { id: number; recurrenceIds: number[] };
let camp: { id: number };
let lastYear: { id: number };
/** The bookings, by who and what. */
const ids = {} as Record<'anaTaught' | 'anaCamp' | 'anaLastYear' | 'benCamp' | 'benTaught', number>;

const kid = (family: FamilyFixture) => `Kid ${family.login}`;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  yearId = await bookingYearId(db, t.clock.now);
  const [other] = await db
    .select({ id: schoolYears.id })
    .from(schoolYears)
    .where(eq(schoolYears.id, yearId - 1));
  otherYearId = other?.id ?? yearId;
  ana = await insertFamily(db, { login: 'ana.blist@kitebook.test', schoolYearId: yearId });
  ben = await insertFamily(db, { login: 'ben.blist@kitebook.test', schoolYearId: yearId });
  taught = await insertService(db, {
    schoolYearId: yearId,
    name: 'Blist chess',
    recurrences: [
      { dayOfWeek: 'MONDAY', time: '14:00', endTime: '15:00' },
      { dayOfWeek: 'WEDNESDAY', time: '14:00', endTime: '15:00' },
    ],
  });
  camp = await insertService(db, {
    schoolYearId: yearId,
    name: 'Blist camp',
    businessArea: 'HOLIDAY_CAMP',
    startDate: addDays(t.clock.now, 60),
    endDate: addDays(t.clock.now, 64),
  });
  lastYear = await insertService(db, {
    schoolYearId: otherYearId,
    name: 'Blist old club',
    startDate: addDays(t.clock.now, -400),
    endDate: addDays(t.clock.now, -300),
  });
  const [instructor] = await db
    .select({ id: instructors.id })
    .from(instructors)
    .innerJoin(users, eq(users.personId, instructors.personId))
    .where(eq(users.login, INSTRUCTOR));
  await db.insert(eventInstructors).values({ eventId: taught.id, instructorId: instructor!.id });
  const book = async (
    family: FamilyFixture,
    eventId: number,
    bookingStatus: BookingStatus,
    registrationDate: string,
  ) => {
    const [row] = await db
      .insert(bookings)
      .values({ participantId: family.participantId, eventId, bookingStatus, registrationDate })
      .returning({ id: bookings.id });
    return row!.id;
  };
  ids.anaTaught = await book(ana, taught.id, 'PENDING', addDays(t.clock.now, -3));
  ids.anaCamp = await book(ana, camp.id, 'ACCEPTED', addDays(t.clock.now, -2));
  ids.anaLastYear = await book(ana, lastYear.id, 'FINISHED', addDays(t.clock.now, -380));
  ids.benCamp = await book(ben, camp.id, 'PENDING', addDays(t.clock.now, -1));
  ids.benTaught = await book(ben, taught.id, 'CANCELED', addDays(t.clock.now, -5));
  await db
    .insert(bookingRecurrences)
    .values({ bookingId: ids.anaTaught, eventRecurrenceId: taught.recurrenceIds[1]! });
  // Ana's child signs in itself; Ana's spouse too.
  const [child] = await db
    .select({ personId: persons.id })
    .from(persons)
    .where(and(eq(persons.familyName, ana.login), eq(persons.givenName, 'Kid')));
  await addUser(ANA_CHILD, child!.personId, 'PARTICIPANT');
  const [spouse] = await db
    .insert(persons)
    .values({ givenName: 'Spouse', familyName: ana.login, gender: 'MALE' })
    .returning({ id: persons.id });
  await db
    .update(customers)
    .set({ spousePersonId: spouse!.id })
    .where(eq(customers.id, ana.customerId));
  await addUser(ANA_SPOUSE, spouse!.id, 'GUARDIAN');
});
afterAll(() => t.close());

async function addUser(login: string, personId: number, role: 'PARTICIPANT' | 'GUARDIAN') {
  const { db } = t.database;
  const [user] = await db.insert(users).values({ login, personId }).returning({ id: users.id });
  await db.insert(userRoles).values([
    { userId: user!.id, role },
    { userId: user!.id, role: 'USER' },
  ]);
}

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

const list = async (login: string, query = '') =>
  json<ListAnswer<BookingRow>>(await t.call('GET', `/api/booking/list?${query}`, await as(login)));
const idsOf = (answer: ListAnswer<BookingRow>) => answer.items.map((row) => row.id).sort();
const ours = (...keys: (keyof typeof ids)[]) => keys.map((key) => ids[key]).sort();
/** Only this file's bookings: the demo's hundreds stay out of the comparisons. */
const blist = `child=${encodeURIComponent('blist@kitebook.test')}`;

describe('GET /api/booking/list', () => {
  it('answers the admin every booking, with the row of spec 001 §3 and the total', async () => {
    const answer = await list(ADMIN, blist);
    expect(idsOf(answer)).toEqual(
      ours('anaTaught', 'anaCamp', 'anaLastYear', 'benCamp', 'benTaught'),
    );
    expect(answer.total).toBe(5);
    // Newest registration first.
    expect(answer.items.map((row) => row.id)).toEqual([
      ids.benCamp,
      ids.anaCamp,
      ids.anaTaught,
      ids.benTaught,
      ids.anaLastYear,
    ]);
    const row = answer.items.find((item) => item.id === ids.anaTaught)!;
    expect(row).toMatchObject({
      participantId: ana.participantId,
      givenName: 'Kid',
      familyName: ana.login,
      serviceId: taught.id,
      eventName: 'Blist chess',
      businessArea: 'ECA',
      bookingStatus: 'PENDING',
      version: 0,
      cancellationDate: null,
    });
    // The slot it names; a booking naming none runs on all of its service's.
    expect(row.recurrencies).toEqual([{ dayOfWeek: 'WEDNESDAY', time: '14:00', endTime: '15:00' }]);
    const ben = answer.items.find((item) => item.id === ids.benTaught)!;
    expect(ben.recurrencies.map((slot) => slot.dayOfWeek)).toEqual(['MONDAY', 'WEDNESDAY']);
  });

  it('filters by status, business area, service, school year, dates and the child (/booking?plan=)', async () => {
    expect(idsOf(await list(ADMIN, `${blist}&status=PENDING`))).toEqual(
      ours('anaTaught', 'benCamp'),
    );
    expect(idsOf(await list(ADMIN, `${blist}&businessArea=HOLIDAY_CAMP`))).toEqual(
      ours('anaCamp', 'benCamp'),
    );
    expect(idsOf(await list(ADMIN, `serviceId=${taught.id}`))).toEqual(
      ours('anaTaught', 'benTaught'),
    );
    if (otherYearId !== yearId) {
      expect(idsOf(await list(ADMIN, `${blist}&schoolYear=${otherYearId}`))).toEqual(
        ours('anaLastYear'),
      );
      expect(idsOf(await list(ADMIN, `${blist}&schoolYear=${yearId}`))).not.toContain(
        ids.anaLastYear,
      );
    }
    // The camp runs in 60 to 64 days: a range inside it, one touching its last day, one after.
    const from = addDays(t.clock.now, 61);
    expect(idsOf(await list(ADMIN, `${blist}&from=${from}&to=${from}`))).toEqual(
      ours('anaTaught', 'anaCamp', 'benCamp', 'benTaught'),
    );
    expect(
      idsOf(
        await list(ADMIN, `${blist}&businessArea=HOLIDAY_CAMP&from=${addDays(t.clock.now, 64)}`),
      ),
    ).toEqual(ours('anaCamp', 'benCamp'));
    expect(
      idsOf(
        await list(ADMIN, `${blist}&businessArea=HOLIDAY_CAMP&from=${addDays(t.clock.now, 65)}`),
      ),
    ).toEqual([]);
    expect(idsOf(await list(ADMIN, `${blist}&to=${addDays(t.clock.now, -200)}`))).toEqual(
      ours('anaLastYear'),
    );
    // The child's 'Given Family', as the participant and customer dialogs navigate.
    const plan = encodeURIComponent(kid(ana));
    expect(idsOf(await list(ADMIN, `child=${plan}`))).toEqual(
      ours('anaTaught', 'anaCamp', 'anaLastYear'),
    );
    // A LIKE wildcard is taken literally.
    expect((await list(ADMIN, `child=${encodeURIComponent('%blist%')}`)).total).toBe(0);
  });

  it('orders by an allowed column, pages, and counts a page past the end', async () => {
    const byName = await list(ADMIN, `${blist}&orderBy=eventName&asc=true&pageSize=2`);
    expect(byName.items.map((row) => row.eventName)).toEqual(['Blist camp', 'Blist camp']);
    expect(byName.total).toBe(5);
    const third = await list(ADMIN, `${blist}&orderBy=eventName&asc=true&pageSize=2&page=3`);
    expect(third.items.map((row) => row.eventName)).toEqual(['Blist old club']);
    const past = await list(ADMIN, `${blist}&pageSize=2&page=9`);
    expect(past).toMatchObject({ items: [], total: 5, page: 9 });
  });

  it("answers an instructor the bookings of the services they teach, never another's", async () => {
    const answer = await list(INSTRUCTOR, blist);
    expect(idsOf(answer)).toEqual(ours('anaTaught', 'benTaught'));
    expect((await list(INSTRUCTOR, `serviceId=${camp.id}`)).total).toBe(0);
  });

  it("answers a family its own family's bookings only, whatever the filters name", async () => {
    const mine = ours('anaTaught', 'anaCamp', 'anaLastYear');
    for (const login of [ana.login, ANA_CHILD, ANA_SPOUSE]) {
      expect(idsOf(await list(login)), login).toEqual(mine);
      expect((await list(login, `child=${encodeURIComponent(kid(ben))}`)).total, login).toBe(0);
      expect((await list(login, `serviceId=${camp.id}`)).items.map((row) => row.id)).toEqual([
        ids.anaCamp,
      ]);
    }
    expect(idsOf(await list(ben.login))).toEqual(ours('benCamp', 'benTaught'));
    // A guardian without a family of their own sees nothing.
    expect((await list(GUARDIAN, blist)).total).toBe(0);
  });

  it('refuses roles without the booking list (403) and callers without a session (401)', async () => {
    expect((await t.call('GET', '/api/booking/list', await as(SYS_ADMIN))).status).toBe(403);
    expect((await t.call('GET', '/api/booking/list')).status).toBe(401);
    expect((await t.call('GET', '/api/booking/short-list')).status).toBe(401);
  });

  it.each([
    'status=NOPE',
    'businessArea=ZOO',
    'serviceId=abc',
    'serviceId=0',
    'schoolYear=-1',
    'from=2026-13-01',
    'to=yesterday',
    'from=2026-05-02&to=2026-05-01',
    'orderBy=password',
    'pageSize=0',
    'pageSize=201',
    'asc=yes',
    `child=${'x'.repeat(101)}`,
  ])('answers 400 with the field for %s', async (query) => {
    const response = await t.call('GET', `/api/booking/list?${query}`, await as(ADMIN));
    const body = await json<{ message: string; issues?: { path: string }[] }>(response, 400);
    const field =
      query.split('=')[0] === 'from' && query.includes('&') ? 'to' : query.split('=')[0];
    expect(body.issues?.map((issue) => issue.path)).toContain(field);
  });
});

describe('GET /api/booking/short-list', () => {
  it('answers the newest few the caller may read, with the total', async () => {
    const own = await json<ListAnswer<BookingRow>>(
      await t.call('GET', '/api/booking/short-list', await as(ben.login)),
    );
    expect(own.items.map((row) => row.id)).toEqual([ids.benCamp, ids.benTaught]);
    expect(own.total).toBe(2);
    const all = await json<ListAnswer<BookingRow>>(
      await t.call('GET', '/api/booking/short-list', await as(ADMIN)),
    );
    expect(all.items.length).toBe(5);
    expect(all.total).toBeGreaterThan(5);
  });
});

describe('GET /api/booking (query)', () => {
  const lookUp = async (login: string, participantId: number, serviceId: number) =>
    t.call(
      'GET',
      `/api/booking?participantId=${participantId}&serviceId=${serviceId}`,
      await as(login),
    );

  it('answers id, homeworkSupport, recurrences and status to the admin, the family and the instructor', async () => {
    for (const login of [ADMIN, ana.login, ANA_CHILD, INSTRUCTOR]) {
      const rows = await json<BookingLookup[]>(await lookUp(login, ana.participantId, taught.id));
      expect(rows, login).toEqual([
        {
          id: ids.anaTaught,
          homeworkSupport: false,
          recurrences: [taught.recurrenceIds[1]],
          bookingStatus: expect.any(String),
        },
      ]);
    }
  });

  it("refuses another family's child and an untaught service (403), also for guessed ids", async () => {
    expect((await lookUp(ben.login, ana.participantId, taught.id)).status).toBe(403);
    expect((await lookUp(INSTRUCTOR, ana.participantId, camp.id)).status).toBe(403);
    expect((await lookUp(GUARDIAN, ana.participantId, camp.id)).status).toBe(403);
    for (let id = 1; id <= 30; id++) {
      if (id === ben.participantId) continue;
      const { status } = await lookUp(ben.login, id, camp.id);
      expect([403, 404], `participant ${id}`).toContain(status);
    }
  });

  it('answers 404 for an unknown child or service and 400 without them', async () => {
    expect((await lookUp(ADMIN, 999_999_999, taught.id)).status).toBe(404);
    expect((await lookUp(ADMIN, ana.participantId, 999_999_999)).status).toBe(404);
    const missing = await t.call('GET', '/api/booking?participantId=1', await as(ADMIN));
    expect(missing.status).toBe(400);
  });
});

describe('PUT /api/booking/decide-requests', () => {
  const decide = async (login: string, body: unknown) =>
    t.call('PUT', '/api/booking/decide-requests', { ...(await as(login)), body });
  const stored = async (id: number) => {
    const [row] = await t.database.db
      .select({
        bookingStatus: bookings.bookingStatus,
        cancellationDate: bookings.cancellationDate,
        sendEmail: bookings.sendEmail,
        version: bookings.version,
      })
      .from(bookings)
      .where(eq(bookings.id, id));
    return row!;
  };
  const today = () => todayIn(DEFAULT_SCHOOL_TIME_ZONE, t.clock.now);
  /** New PENDING requests of Ben's child on the camp, for the decisions to move. */
  async function requests(count: number): Promise<number[]> {
    const rows = await t.database.db
      .insert(bookings)
      .values(
        Array.from({ length: count }, () => ({
          participantId: ben.participantId,
          eventId: camp.id,
          bookingStatus: 'PENDING' as const,
        })),
      )
      .returning({ id: bookings.id });
    return rows.map((row) => row.id);
  }
  const placesTaken = async () => {
    const [row] = await t.database.db
      .select({ taken: eventPlacesTaken.taken })
      .from(eventPlacesTaken)
      .where(eq(eventPlacesTaken.eventId, camp.id));
    return row?.taken ?? 0;
  };

  it('accepts the PENDING ones, reports the others and unknown ids, stores sendEmail', async () => {
    const [a, b] = await requests(2);
    const before = await placesTaken();
    const result = await json<RequestDecisionResult>(
      await decide(ADMIN, {
        ids: [a, ids.anaCamp, b, 999_999_999, a],
        decision: 'accept',
        sendEmail: true,
      }),
    );
    expect(result).toEqual({
      changed: [
        { id: a, bookingStatus: 'ACCEPTED' },
        { id: b, bookingStatus: 'ACCEPTED' },
      ],
      skipped: [
        { id: ids.anaCamp, bookingStatus: 'ACCEPTED' },
        { id: 999_999_999, bookingStatus: null },
      ].sort((x, y) => x.id - y.id),
    });
    expect(await stored(a!)).toEqual({
      bookingStatus: 'ACCEPTED',
      cancellationDate: null,
      sendEmail: true,
      version: 1,
    });
    // An accepted request keeps the place its request held.
    expect(await placesTaken()).toBe(before);
    // Decided once: a second accept moves nothing.
    const again = await json<RequestDecisionResult>(
      await decide(ADMIN, { ids: [a], decision: 'accept' }),
    );
    expect(again).toEqual({ changed: [], skipped: [{ id: a, bookingStatus: 'ACCEPTED' }] });
  });

  it('declines (CANCELED_IMMEDIATELY) and cancels (CANCELED) with today as cancellation date', async () => {
    const [a, b] = await requests(2);
    const before = await placesTaken();
    await json(await decide(ADMIN, { ids: [a], decision: 'decline', sendEmail: false }));
    await json(await decide(ADMIN, { ids: [b], decision: 'cancel', sendEmail: true }));
    expect(await stored(a!)).toMatchObject({
      bookingStatus: 'CANCELED_IMMEDIATELY',
      cancellationDate: today(),
      sendEmail: false,
    });
    expect(await stored(b!)).toMatchObject({
      bookingStatus: 'CANCELED',
      cancellationDate: today(),
      sendEmail: true,
    });
    // The places the requests held are free again (the triggers of event_places_taken).
    expect(await placesTaken()).toBe(before - 2);
  });

  it('leaves FINISHED, CANCELED and ACCEPTED bookings as they are', async () => {
    const others = [ids.anaLastYear, ids.benTaught, ids.anaCamp];
    const before = await Promise.all(others.map(stored));
    const result = await json<RequestDecisionResult>(
      await decide(ADMIN, { ids: others, decision: 'cancel' }),
    );
    expect(result.changed).toEqual([]);
    expect(result.skipped.map((row) => row.bookingStatus).sort()).toEqual([
      'ACCEPTED',
      'CANCELED',
      'FINISHED',
    ]);
    expect(await Promise.all(others.map(stored))).toEqual(before);
  });

  it('refuses everyone but the admin (403) and changes nothing', async () => {
    const [a] = await requests(1);
    for (const login of [INSTRUCTOR, ben.login, ANA_CHILD, GUARDIAN, SYS_ADMIN]) {
      expect((await decide(login, { ids: [a], decision: 'accept' })).status, login).toBe(403);
    }
    expect((await stored(a!)).bookingStatus).toBe('PENDING');
  });

  it.each([
    [{ ids: [], decision: 'accept' }, 'ids'],
    [{ ids: [0], decision: 'accept' }, 'ids.0'],
    [{ ids: Array.from({ length: 201 }, (_, i) => i + 1), decision: 'accept' }, 'ids'],
    [{ ids: [1], decision: 'approve' }, 'decision'],
    [{ ids: [1], decision: 'accept', sendEmail: 'yes' }, 'sendEmail'],
  ])('answers 400 for %j', async (body, path) => {
    const answer = await json<{ issues?: { path: string }[] }>(await decide(ADMIN, body), 400);
    expect(answer.issues?.map((issue) => issue.path)).toContain(path);
  });

  it('decides concurrent calls on the same requests once', async () => {
    const mine = await requests(3);
    const [first, second] = await Promise.all([
      decide(ADMIN, { ids: mine, decision: 'accept' }),
      decide(ADMIN, { ids: mine, decision: 'decline' }),
    ]);
    const results = [
      await json<RequestDecisionResult>(first!),
      await json<RequestDecisionResult>(second!),
    ];
    expect(results.map((r) => r.changed.length).sort()).toEqual([0, 3]);
    const rows = await t.database.db
      .select({ status: bookings.bookingStatus })
      .from(bookings)
      .where(inArray(bookings.id, mine));
    expect(new Set(rows.map((row) => row.status)).size).toBe(1);
  });
});
