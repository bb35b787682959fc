import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingCheckResult, PriceCalculation } from '../../shared/model/booking';
import type { BookingStatus, Grade } from '../../shared/model/enums';
import { bookingRecurrences, bookings } from '../../server/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import {
  addDays,
  bookingYearId,
  insertFamily,
  insertLocation,
  insertService,
  type FamilyFixture,
} from './support/service-fixtures';

let t: TestApp;
let yearId: number;
let locationId: number;
let familyCount = 0;

beforeAll(async () => {
  t = await createTestApp();
  yearId = await bookingYearId(t.database.db, t.clock.now);
  locationId = await insertLocation(t.database.db);
});
afterAll(() => t.close());

const family = (grade: Grade | null = 'P3', hasMembership = false) =>
  insertFamily(t.database.db, {
    login: `check${++familyCount}@kitebook.test`,
    schoolYearId: yearId,
    grade,
    hasMembership,
  });

/** A Saturday activity for P3 and P4 in the test room, unless told otherwise. */
const service = (fields: Partial<Parameters<typeof insertService>[1]> = {}) =>
  insertService(t.database.db, {
    schoolYearId: yearId,
    locationId,
    grades: ['P3', 'P4'],
    ...fields,
  });

/** A booking made directly in the database. */
async function book(
  child: FamilyFixture,
  serviceId: number,
  recurrenceIds: number[],
  status: BookingStatus = 'ACCEPTED',
) {
  const [row] = await t.database.db
    .insert(bookings)
    .values({ participantId: child.participantId, eventId: serviceId, bookingStatus: status })
    .returning({ id: bookings.id });
  if (recurrenceIds.length > 0)
    await t.database.db
      .insert(bookingRecurrences)
      .values(
        recurrenceIds.map((eventRecurrenceId) => ({ bookingId: row!.id, eventRecurrenceId })),
      );
  return row!.id;
}

async function check(
  who: FamilyFixture | string,
  body: object,
  status = 200,
): Promise<BookingCheckResult> {
  const login = typeof who === 'string' ? who : who.login;
  const response = await t.call('PUT', '/api/booking/check-booking', {
    body,
    headers: await t.authAs(login),
  });
  expect(response.status).toBe(status);
  return (await response.json()) as BookingCheckResult;
}

const keys = (result: BookingCheckResult) => ({
  errors: result.errors.map((message) => message.key),
  warnings: result.warnings.map((message) => message.key),
});

describe('PUT /api/booking/check-booking', () => {
  it('finds nothing to say about a fitting booking', async () => {
    const child = await family();
    const { id } = await service();
    expect(await check(child, { serviceId: id, participantId: child.participantId })).toEqual({
      errors: [],
      warnings: [],
    });
  });

  it('reports alreadyBooked for a child with an active booking of the service, not a cancelled one', async () => {
    const child = await family();
    const other = await family();
    const s = await service();
    await book(child, s.id, s.recurrenceIds, 'PENDING');
    await book(other, s.id, s.recurrenceIds, 'CANCELED');
    expect(
      keys(await check(child, { serviceId: s.id, participantId: child.participantId })),
    ).toEqual({
      errors: ['alreadyBooked'],
      warnings: [],
    });
    expect(
      keys(await check(other, { serviceId: s.id, participantId: other.participantId })).errors,
    ).toEqual([]);
  });

  it('reports colliding with the name of the service at the same time, not one after it', async () => {
    const child = await family();
    const chess = await service({
      name: 'Test chess',
      recurrences: [{ dayOfWeek: 'SUNDAY', time: '10:30', endTime: '11:30' }],
    });
    await book(child, chess.id, chess.recurrenceIds);
    const clash = await service({
      recurrences: [{ dayOfWeek: 'SUNDAY', time: '10:00', endTime: '11:00' }],
    });
    const after = await service({
      recurrences: [{ dayOfWeek: 'SUNDAY', time: '11:30', endTime: '12:30' }],
    });
    expect(await check(child, { serviceId: clash.id, participantId: child.participantId })).toEqual(
      {
        errors: [{ key: 'colliding', values: { service: 'Test chess' } }],
        warnings: [],
      },
    );
    expect(
      keys(await check(child, { serviceId: after.id, participantId: child.participantId })).errors,
    ).toEqual([]);
  });

  it('reports falseGrade two grades below, not one below (the grade a child moves up to)', async () => {
    const s = await service();
    const young = await family('P1');
    const almost = await family('P2');
    const noClass = await family(null);
    expect(
      keys(await check(young, { serviceId: s.id, participantId: young.participantId })).errors,
    ).toEqual(['falseGrade']);
    expect(
      keys(await check(almost, { serviceId: s.id, participantId: almost.participantId })).errors,
    ).toEqual([]);
    expect(
      keys(await check(noClass, { serviceId: s.id, participantId: noClass.participantId })).errors,
    ).toEqual(['falseGrade']);
  });

  it('reports registerLimit with the deadline for a new booking after it, not on the day', async () => {
    const child = await family();
    const yesterday = addDays(t.clock.now, -1);
    const late = await service({ registrationDeadline: yesterday });
    const today = await service({ registrationDeadline: addDays(t.clock.now, 0) });
    expect(await check(child, { serviceId: late.id, participantId: child.participantId })).toEqual({
      errors: [{ key: 'registerLimit', values: { date: yesterday } }],
      warnings: [],
    });
    expect(
      keys(await check(child, { serviceId: today.id, participantId: child.participantId })).errors,
    ).toEqual([]);
  });

  it('does not apply the deadline nor alreadyBooked to the booking being changed', async () => {
    const child = await family();
    const late = await service({ registrationDeadline: addDays(t.clock.now, -1) });
    const bookingId = await book(child, late.id, late.recurrenceIds);
    expect(
      await check(child, { id: bookingId, serviceId: late.id, participantId: child.participantId }),
    ).toEqual({ errors: [], warnings: [] });
  });

  it('warns noLocation for a service without a room', async () => {
    const child = await family();
    const roomless = await service({ locationId: null });
    expect(
      keys(await check(child, { serviceId: roomless.id, participantId: child.participantId })),
    ).toEqual({
      errors: [],
      warnings: ['noLocation'],
    });
  });

  it('warns noLocationCapacityLeft when the room is full at that time, not at another time', async () => {
    const small = await insertLocation(t.database.db, 1);
    const slot = { dayOfWeek: 'MONDAY' as const, time: '07:00', endTime: '08:00' };
    const first = await service({ locationId: small, recurrences: [slot] });
    await book(await family(), first.id, first.recurrenceIds);
    const same = await service({ locationId: small, recurrences: [slot] });
    const later = await service({
      locationId: small,
      recurrences: [{ ...slot, time: '08:00', endTime: '09:00' }],
    });
    const child = await family();
    expect(
      keys(await check(child, { serviceId: same.id, participantId: child.participantId })),
    ).toEqual({
      errors: [],
      warnings: ['noLocationCapacityLeft'],
    });
    expect(
      keys(await check(child, { serviceId: later.id, participantId: child.participantId }))
        .warnings,
    ).toEqual([]);
  });

  it('warns noEventCapacityLeft once accepted and pending bookings fill the service', async () => {
    const s = await service({ maximumNumber: 2 });
    await book(await family(), s.id, s.recurrenceIds, 'ACCEPTED');
    await book(await family(), s.id, s.recurrenceIds, 'WAITING_LIST');
    await book(await family(), s.id, s.recurrenceIds, 'CANCELED');
    const child = await family();
    expect(
      keys(await check(child, { serviceId: s.id, participantId: child.participantId })).warnings,
    ).toEqual([]);
    await book(await family(), s.id, s.recurrenceIds, 'PENDING');
    expect(
      keys(await check(child, { serviceId: s.id, participantId: child.participantId })).warnings,
    ).toEqual(['noEventCapacityLeft']);
  });

  it("answers 403 for another customer's child, 404 for an unknown service, 400 for a wrong slot", async () => {
    const child = await family();
    const s = await service();
    const other = await service();
    await check(
      'parent@kitebook.test',
      { serviceId: s.id, participantId: child.participantId },
      403,
    );
    await check(child, { serviceId: 999_999, participantId: child.participantId }, 404);
    await check(
      child,
      { serviceId: s.id, participantId: child.participantId, recurrenceIds: other.recurrenceIds },
      400,
    );
    await check(child, { serviceId: 'x', participantId: child.participantId }, 400);
  });

  it('lets an admin check for any child, and refuses visitors and instructors', async () => {
    const child = await family();
    const s = await service();
    expect(
      await check('admin@kitebook.test', { serviceId: s.id, participantId: child.participantId }),
    ).toEqual({ errors: [], warnings: [] });
    const body = { serviceId: s.id, participantId: child.participantId };
    expect((await t.call('PUT', '/api/booking/check-booking', { body })).status).toBe(401);
    await check('instructor@kitebook.test', body, 403);
  });
});

describe('GET /api/booking/calculate-price', () => {
  const price = async (who: FamilyFixture | string, query: string, status = 200) => {
    const login = typeof who === 'string' ? who : who.login;
    const response = await t.call('GET', `/api/booking/calculate-price?${query}`, {
      headers: await t.authAs(login),
    });
    expect(response.status).toBe(status);
    return (await response.json()) as PriceCalculation;
  };

  it('answers the total price as a monthly cost, the member price to a member family', async () => {
    const s = await service({ memberPrice: 40, totalPrice: 45.5 });
    const child = await family();
    const memberChild = await family('P3', true);
    expect(await price(child, `service-id=${s.id}&participant-id=${child.participantId}`)).toEqual({
      amount: 45.5,
      labelKey: 'booking.price.monthlyCost',
    });
    expect(
      (await price(memberChild, `service-id=${s.id}&participant-id=${memberChild.participantId}`))
        .amount,
    ).toBe(40);
  });

  it('labels a camp as service price and charges single days per day', async () => {
    const days = ['MONDAY', 'TUESDAY', 'WEDNESDAY'] as const;
    const camp = await service({
      businessArea: 'HOLIDAY_CAMP',
      totalPrice: 150,
      singlePrice: 45,
      recurrences: days.map((dayOfWeek) => ({ dayOfWeek, time: '09:00', endTime: '16:00' })),
    });
    const child = await family();
    const base = `service-id=${camp.id}&participant-id=${child.participantId}`;
    expect(await price(child, base)).toEqual({
      amount: 150,
      labelKey: 'booking.price.servicePrice',
    });
    const two = camp.recurrenceIds.slice(0, 2).join(',');
    expect(await price(child, `${base}&is-single-day=true&recurrence-ids=${two}`)).toEqual({
      amount: 90,
      labelKey: 'booking.price.servicePrice',
    });
    await price(child, `${base}&recurrence-ids=999999`, 400);
  });

  it('labels a one-day service as one-time cost', async () => {
    const day = addDays(t.clock.now, 10);
    const s = await service({ businessArea: 'PARENT_ACTIVITIES', startDate: day, endDate: day });
    const child = await family();
    expect(
      (await price(child, `service-id=${s.id}&participant-id=${child.participantId}`)).labelKey,
    ).toBe('booking.price.oneTimeCost');
  });

  it("answers 403 for another customer's child", async () => {
    const s = await service();
    const child = await family();
    await price(
      'parent@kitebook.test',
      `service-id=${s.id}&participant-id=${child.participantId}`,
      403,
    );
  });
});
