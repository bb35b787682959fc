import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerBookingResult } from '../../shared/model/booking';
import type { ErrorBody } from '../../shared/model/errors';
import type { Grade } from '../../shared/model/enums';
import type { PublicEventItem } from '../../shared/model/event';
import { bookingRecurrences, bookings, schoolYears } from '../../server/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import {
  addDays,
  bookingYearId,
  insertFamily,
  insertLocation,
  insertService,
  type FamilyFixture,
} from './support/service-fixtures';
import { DEFAULT_SCHOOL_TIME_ZONE, todayIn } from '../../shared/model/school-time';

let t: TestApp;
let yearId: number;
let locationId: number;
let familyCount = 0;

beforeAll(async () => {
  t = await createTestApp();
  yearId = await bookingYearId(t.database.db, t.clock.now);
  locationId = await insertLocation(t.database.db, 500);
});
afterAll(() => t.close());

const family = (grade: Grade = 'P3') =>
  insertFamily(t.database.db, {
    login: `book${++familyCount}@kitebook.test`,
    schoolYearId: yearId,
    grade,
  });

const service = (fields: Partial<Parameters<typeof insertService>[1]> = {}) =>
  insertService(t.database.db, { schoolYearId: yearId, locationId, ...fields });

const put = async (child: FamilyFixture, body: object, login = child.login) =>
  t.call('PUT', '/api/booking/customer', {
    body: { participantId: child.participantId, ...body },
    headers: await t.authAs(login),
  });

const bookingsOf = (serviceId: number) =>
  t.database.db
    .select({
      id: bookings.id,
      status: bookings.bookingStatus,
      participantId: bookings.participantId,
    })
    .from(bookings)
    .where(eq(bookings.eventId, serviceId));

describe('PUT /api/booking/customer', () => {
  it('books a child as PENDING whatever status the request sends, with its slots', async () => {
    const child = await family();
    const s = await service({
      recurrences: [
        { dayOfWeek: 'SATURDAY', time: '10:00', endTime: '11:00' },
        { dayOfWeek: 'SUNDAY', time: '10:00', endTime: '11:00' },
      ],
    });
    const response = await put(child, {
      serviceId: s.id,
      bookingStatus: 'ACCEPTED',
      status: 'ACCEPTED',
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as CustomerBookingResult;
    expect(answer).toEqual({ bookingId: expect.any(Number), serviceId: s.id, status: 'PENDING' });
    const [row] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, answer.bookingId));
    expect(row).toMatchObject({
      participantId: child.participantId,
      bookingStatus: 'PENDING',
      price: 45,
      registrationDate: todayIn(DEFAULT_SCHOOL_TIME_ZONE, t.clock.now),
    });
    const slots = await t.database.db
      .select({ id: bookingRecurrences.eventRecurrenceId })
      .from(bookingRecurrences)
      .where(eq(bookingRecurrences.bookingId, answer.bookingId));
    expect(slots.map((slot) => slot.id).sort()).toEqual([...s.recurrenceIds].sort());
  });

  it('counts the new booking against the places the listing shows', async () => {
    const s = await service({ maximumNumber: 4 });
    const placesLeft = async () =>
      ((await (await t.call('GET', '/api/event/public/ECA')).json()) as PublicEventItem[]).find(
        (item) => item.id === s.id,
      )!.placesLeft;
    expect(await placesLeft()).toBe(4);
    expect((await put(await family(), { serviceId: s.id })).status).toBe(200);
    expect(await placesLeft()).toBe(3);
  });

  it('refuses a booking with check errors with 400 naming them, and stores nothing', async () => {
    const child = await family('S3');
    const s = await service({ registrationDeadline: addDays(t.clock.now, -2) });
    const response = await put(child, { serviceId: s.id });
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.message).toBe('booking.check.falseGrade');
    expect(body.issues).toEqual([
      { path: 'falseGrade', message: 'booking.check.falseGrade' },
      {
        path: 'registerLimit',
        message: 'booking.check.registerLimit',
        values: { date: addDays(t.clock.now, -2) },
      },
    ]);
    expect(await bookingsOf(s.id)).toEqual([]);
  });

  it('refuses a second booking of the same child with alreadyBooked', async () => {
    const child = await family();
    const s = await service();
    expect((await put(child, { serviceId: s.id })).status).toBe(200);
    const again = await put(child, { serviceId: s.id });
    expect(again.status).toBe(400);
    expect(((await again.json()) as ErrorBody).message).toBe('booking.check.alreadyBooked');
    expect(await bookingsOf(s.id)).toHaveLength(1);
  });

  it('asks for confirmation of a full service with 409, and puts the child on the waiting list once confirmed', async () => {
    const s = await service({ maximumNumber: 1 });
    expect((await put(await family(), { serviceId: s.id })).status).toBe(200);
    const child = await family();
    const refused = await put(child, { serviceId: s.id });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      message: 'booking.check.noEventCapacityLeft',
      issues: [{ path: 'noEventCapacityLeft', message: 'booking.check.noEventCapacityLeft' }],
    });
    expect(await bookingsOf(s.id)).toHaveLength(1);
    const confirmed = await put(child, {
      serviceId: s.id,
      confirmedWarnings: ['noEventCapacityLeft'],
    });
    expect(confirmed.status).toBe(200);
    // Confirmed full: the child joins the service's waiting list (issue 23.5).
    expect(((await confirmed.json()) as CustomerBookingResult).status).toBe('WAITING_LIST');
  });

  it('refuses a service without a room even when confirmed (noLocation blocks)', async () => {
    const s = await service({ locationId: null });
    const response = await put(await family(), {
      serviceId: s.id,
      confirmedWarnings: ['noLocation'],
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).message).toBe('booking.check.noLocation');
    expect(await bookingsOf(s.id)).toEqual([]);
  });

  it("answers 403 for another customer's child and for a service customers may not register for", async () => {
    const child = await family();
    const s = await service();
    expect((await put(child, { serviceId: s.id }, 'parent@kitebook.test')).status).toBe(403);
    const staffOnly = await service({ registerPermissions: ['ADMIN'] });
    expect((await put(child, { serviceId: staffOnly.id })).status).toBe(403);
    expect(await bookingsOf(s.id)).toEqual([]);
  });

  it('refuses a service of a school year that is not in its booking phase', async () => {
    const [other] = await t.database.db
      .select({ id: schoolYears.id })
      .from(schoolYears)
      .where(ne(schoolYears.id, yearId));
    const s = await service({ schoolYearId: other!.id });
    const response = await put(await family(), { serviceId: s.id });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).message).toBe(
      'booking.bookable.notInBookingPhase',
    );
  });

  it('answers 404 for an unknown service, 401 to visitors and 403 to admins and instructors', async () => {
    const child = await family();
    expect((await put(child, { serviceId: 999_999 })).status).toBe(404);
    const body = { serviceId: 1, participantId: child.participantId };
    expect((await t.call('PUT', '/api/booking/customer', { body })).status).toBe(401);
    for (const login of ['admin@kitebook.test', 'instructor@kitebook.test']) {
      const response = await t.call('PUT', '/api/booking/customer', {
        body,
        headers: await t.authAs(login),
      });
      expect(response.status).toBe(403);
    }
  });

  it('lets a parent with the demo account book one of their own children', async () => {
    const profile = (await (
      await t.call('GET', '/api/user/customer-profile', {
        headers: await t.authAs('newparent@kitebook.test'),
      })
    ).json()) as { participants: { id: number }[] };
    const s = await service({ grades: [] });
    const response = await t.call('PUT', '/api/booking/customer', {
      body: { serviceId: s.id, participantId: profile.participants[0]!.id },
      headers: await t.authAs('newparent@kitebook.test'),
    });
    expect(response.status).toBe(200);
  });
});

describe('capacity under concurrency', () => {
  it('books exactly the 3 places left when 20 parents book at once', async () => {
    const s = await service({ maximumNumber: 5 });
    // Two places are already taken.
    for (let taken = 0; taken < 2; taken++)
      expect((await put(await family(), { serviceId: s.id })).status).toBe(200);
    const parents = await Promise.all(Array.from({ length: 20 }, () => family()));
    const requests = await Promise.all(
      parents.map(async (child) => ({
        child,
        body: { participantId: child.participantId, serviceId: s.id },
        headers: await t.authAs(child.login),
      })),
    );
    const responses = await Promise.all(
      requests.map(({ body, headers }) =>
        t.call('PUT', '/api/booking/customer', { body, headers }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(17);
    for (const response of responses.filter((r) => r.status === 409))
      expect(((await response.json()) as ErrorBody).message).toBe(
        'booking.check.noEventCapacityLeft',
      );
    const rows = await bookingsOf(s.id);
    const holding = rows.filter((row) => row.status === 'ACCEPTED' || row.status === 'PENDING');
    expect(holding).toHaveLength(5);
    expect(rows.every((row) => row.status === 'PENDING')).toBe(true);
  });
});
