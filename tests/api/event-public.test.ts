import { and, eq, inArray, lt, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventBookable, EventDetail, PublicEventItem } from '../../shared/model/event';
import { bookings, eventReadPermissions, events, schoolYears } from '../../server/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import {
  addDays,
  bookingYearId,
  insertFamily,
  insertLocation,
  insertService,
} from './support/service-fixtures';
import { DEFAULT_SCHOOL_TIME_ZONE, todayIn } from '../../shared/model/school-time';

let t: TestApp;
let yearId: number;
let customerOnly: { id: number; name: string };
let anonymousToo: { id: number; name: string };
let otherYear: { id: number; name: string };
let closed: { id: number; name: string };
let visitorsShare: { id: number; name: string };

beforeAll(async () => {
  // The visitors' listing is kept a second by the test's clock, which stands still here.
  t = await createTestApp({ readCacheOnTestClock: true });
  const { db } = t.database;
  yearId = await bookingYearId(db, t.clock.now);
  const locationId = await insertLocation(db);
  customerOnly = await insertService(db, {
    schoolYearId: yearId,
    name: 'Test: parents only',
    locationId,
    readPermissions: ['CUSTOMER', 'ADMIN'],
  });
  anonymousToo = await insertService(db, {
    schoolYearId: yearId,
    name: 'Test: for everyone',
    locationId,
    description: '<p onclick="x()">Fun<script>alert(1)</script></p>',
  });
  const [next] = await db
    .select({ id: schoolYears.id })
    .from(schoolYears)
    .where(ne(schoolYears.id, yearId));
  otherYear = await insertService(db, {
    schoolYearId: next!.id,
    name: 'Test: next year',
    locationId,
  });
  closed = await insertService(db, {
    schoolYearId: yearId,
    name: 'Test: closed yesterday',
    locationId,
    registrationDeadline: addDays(t.clock.now, -1),
  });
  // Inserted before any listing: a visitor's listing read since is kept for a second.
  visitorsShare = await insertService(db, {
    schoolYearId: yearId,
    name: 'Test: visitors share a read',
    locationId,
    recurrences: [{ dayOfWeek: 'SUNDAY', time: '10:00', endTime: '11:00' }],
  });
});
afterAll(() => t.close());

async function json<T>(response: Response, status = 200): Promise<T> {
  expect(response.status).toBe(status);
  return (await response.json()) as T;
}

const list = async (query = '', headers: Record<string, string> = {}) =>
  json<PublicEventItem[]>(await t.call('GET', `/api/event/public/ECA${query}`, { headers }));

describe('GET /api/event/public/{businessArea}', () => {
  it('shows a visitor only services readable by ANONYMOUS', async () => {
    const items = await list();
    expect(items.length).toBeGreaterThan(20);
    const ids = items.map((item) => item.id);
    expect(ids).toContain(anonymousToo.id);
    expect(ids).not.toContain(customerOnly.id);
    const readable = await t.database.db
      .select({ eventId: eventReadPermissions.eventId })
      .from(eventReadPermissions)
      .where(
        and(inArray(eventReadPermissions.eventId, ids), eq(eventReadPermissions.role, 'ANONYMOUS')),
      );
    expect(new Set(readable.map((row) => row.eventId))).toEqual(new Set(ids));
  });

  it('shows a signed-in parent the services readable by CUSTOMER too', async () => {
    const ids = (await list('', await t.authAs('parent@kitebook.test'))).map((item) => item.id);
    expect(ids).toContain(customerOnly.id);
    expect(ids).toContain(anonymousToo.id);
  });

  it('lists only ECA services of the school year in its booking phase that are still open', async () => {
    const items = await list();
    const ids = items.map((item) => item.id);
    expect(ids).not.toContain(otherYear.id);
    expect(ids).not.toContain(closed.id);
    const today = todayIn(DEFAULT_SCHOOL_TIME_ZONE, t.clock.now);
    for (const item of items) {
      expect(item.businessArea).toBe('ECA');
      if (item.registrationDeadline) expect(item.registrationDeadline >= today).toBe(true);
    }
    const rows = await t.database.db
      .select({ schoolYearId: events.schoolYearId })
      .from(events)
      .where(inArray(events.id, ids));
    expect(new Set(rows.map((row) => row.schoolYearId))).toEqual(new Set([yearId]));
    // The demo closes every eighth activity two weeks after its start.
    const closedInSeed = await t.database.db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.businessArea, 'ECA'), lt(events.registrationDeadline, today)));
    expect(closedInSeed.length).toBeGreaterThan(1);
    for (const { id } of closedInSeed) expect(ids).not.toContain(id);
  });

  it('answers what a parent needs for each service, the description sanitised', async () => {
    const item = (await list()).find((candidate) => candidate.id === anonymousToo.id)!;
    expect(item).toMatchObject({
      name: 'Test: for everyone',
      grades: ['P1', 'P2', 'P3', 'P4', 'P5'],
      recurrences: [{ dayOfWeek: 'SATURDAY', time: '10:00', endTime: '11:00' }],
      location: { name: 'Test building' },
      instructors: [],
      price: { totalPrice: 45 },
      placesLeft: 10,
      languages: ['EN'],
      imageId: null,
      description: '<p>Fun</p>',
    });
    expect(item.price).not.toHaveProperty('memberPrice');
    const robotics = (await list()).find((candidate) => candidate.name === 'Robotics')!;
    expect(robotics.instructors.length).toBeGreaterThan(0);
    expect(robotics.recurrences).toEqual([
      { id: expect.any(Number), dayOfWeek: 'MONDAY', time: '14:30', endTime: '15:30' },
    ]);
  });

  it('shows a member the member price', async () => {
    const items = await list('', await t.authAs('member@kitebook.test'));
    const item = items.find((candidate) => candidate.id === anonymousToo.id)!;
    expect(item.price).toEqual({ memberPrice: 40, totalPrice: 45 });
  });

  it('counts accepted and pending bookings against the places', async () => {
    const robotics = (await list()).find((candidate) => candidate.name === 'Robotics')!;
    const rows = await t.database.db
      .select({ status: bookings.bookingStatus })
      .from(bookings)
      .where(eq(bookings.eventId, robotics.id));
    const [event] = await t.database.db
      .select({ max: events.maximumNumber })
      .from(events)
      .where(eq(events.id, robotics.id));
    const holding = rows.filter((row) => ['ACCEPTED', 'PENDING'].includes(row.status)).length;
    expect(robotics.placesLeft).toBe(Math.max(0, event!.max! - holding));
  });

  it('shows a visitor a booking made through the API at once, though visitors share a read', async () => {
    const { db } = t.database;
    const service = visitorsShare;
    const placesLeft = async () =>
      (await list()).find((candidate) => candidate.id === service.id)!.placesLeft;
    // The visitor's listing is kept in memory for a second; the booking (a write) clears it.
    expect(await placesLeft()).toBe(10);
    const child = await insertFamily(db, {
      login: 'visitor-cache@kitebook.test',
      schoolYearId: yearId,
    });
    const booked = await t.call('PUT', '/api/booking', {
      body: {
        participantId: child.participantId,
        serviceId: service.id,
        bookingStatus: 'ACCEPTED',
      },
      headers: await t.authAs('admin@kitebook.test'),
    });
    expect(booked.status).toBe(200);
    expect(await placesLeft()).toBe(9);
  });

  it('filters by grade, weekday and language', async () => {
    const all = await list();
    const byGrade = await list('?grade=S6');
    expect(byGrade.length).toBeGreaterThan(0);
    expect(byGrade.length).toBeLessThan(all.length);
    for (const item of byGrade)
      expect(item.grades.length === 0 || item.grades.includes('S6')).toBe(true);
    expect(byGrade.map((item) => item.id)).not.toContain(anonymousToo.id);

    const byDay = await list('?weekday=SATURDAY');
    expect(byDay.map((item) => item.id)).toEqual([anonymousToo.id]);
    const monday = await list('?weekday=MONDAY');
    expect(monday.length).toBeGreaterThan(0);
    for (const item of monday)
      expect(item.recurrences.some((recurrence) => recurrence.dayOfWeek === 'MONDAY')).toBe(true);

    const spanish = await list('?language=ES');
    expect(spanish.map((item) => item.name)).toEqual(['Spanish for Beginners']);
    expect(await list('?grade=P1&weekday=SATURDAY&language=EN')).toHaveLength(1);
    expect(await list('?grade=S1&weekday=SATURDAY')).toHaveLength(0);
  });

  it('lists services without grades for every grade', async () => {
    const open = await insertService(t.database.db, {
      schoolYearId: yearId,
      name: 'Test: all grades',
      grades: [],
      locationId: await insertLocation(t.database.db),
    });
    expect((await list('?grade=S7')).map((item) => item.id)).toContain(open.id);
  });

  it('refuses an unknown business area or filter value with 400', async () => {
    expect((await t.call('GET', '/api/event/public/SWIMMING')).status).toBe(400);
    expect((await t.call('GET', '/api/event/public/ECA?grade=X9')).status).toBe(400);
  });
});

describe('GET /api/event/{id}', () => {
  it('answers the detail of a readable service', async () => {
    const detail = await json<EventDetail>(await t.call('GET', `/api/event/${anonymousToo.id}`));
    expect(detail).toMatchObject({
      id: anonymousToo.id,
      description: '<p>Fun</p>',
      maximumNumber: 10,
      inBookingPhase: true,
      eventTypes: [],
    });
  });

  it('answers 404 for an unknown service and for one the role may not read', async () => {
    expect((await t.call('GET', '/api/event/999999')).status).toBe(404);
    expect((await t.call('GET', `/api/event/${customerOnly.id}`)).status).toBe(404);
    const headers = await t.authAs('parent@kitebook.test');
    expect((await t.call('GET', `/api/event/${customerOnly.id}`, { headers })).status).toBe(200);
  });

  it('answers 404 for the picture of a service without one', async () => {
    expect((await t.call('GET', `/api/event/${anonymousToo.id}/image`)).status).toBe(404);
  });
});

describe('GET /api/event/{id}/bookable', () => {
  it('says yes for an open service a customer may register for', async () => {
    const headers = await t.authAs('parent@kitebook.test');
    expect(
      await json<EventBookable>(
        await t.call('GET', `/api/event/${anonymousToo.id}/bookable`, { headers }),
      ),
    ).toEqual({ bookable: true, placesLeft: 10 });
  });

  it('names the deadline when registration has closed', async () => {
    const headers = await t.authAs('parent@kitebook.test');
    expect(
      await json<EventBookable>(
        await t.call('GET', `/api/event/${closed.id}/bookable`, { headers }),
      ),
    ).toMatchObject({
      bookable: false,
      reason: 'registerLimit',
      registrationDeadline: addDays(t.clock.now, -1),
    });
  });

  it('says notInBookingPhase for a service of the next school year', async () => {
    const headers = await t.authAs('parent@kitebook.test');
    expect(
      await json<EventBookable>(
        await t.call('GET', `/api/event/${otherYear.id}/bookable`, { headers }),
      ),
    ).toMatchObject({ bookable: false, reason: 'notInBookingPhase' });
  });

  it('says notPermitted to a role outside the register permissions', async () => {
    const headers = await t.authAs('instructor@kitebook.test');
    expect(
      await json<EventBookable>(
        await t.call('GET', `/api/event/${anonymousToo.id}/bookable`, { headers }),
      ),
    ).toMatchObject({ bookable: false, reason: 'notPermitted' });
  });

  it('says noLocation for a service without a room', async () => {
    const roomless = await insertService(t.database.db, { schoolYearId: yearId, locationId: null });
    const headers = await t.authAs('parent@kitebook.test');
    expect(
      await json<EventBookable>(
        await t.call('GET', `/api/event/${roomless.id}/bookable`, { headers }),
      ),
    ).toMatchObject({ bookable: false, reason: 'noLocation' });
  });

  it('answers 401 to a visitor', async () => {
    expect((await t.call('GET', `/api/event/${anonymousToo.id}/bookable`)).status).toBe(401);
  });
});
