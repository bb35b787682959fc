import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingCheckResult, PriceCalculation } from '../../shared/model/booking';
import type { ErrorBody } from '../../shared/model/errors';
import { bookingRecurrences, bookings, featureToggles } from '../../server/db/schema';
import { insertBusLine } from './support/bus-fixtures';
import {
  bookingYearId,
  insertFamily,
  insertLocation,
  insertService,
  type FamilyFixture,
} from './support/service-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let yearId: number;
let locationId: number;
let familyCount = 0;
/** Morning line: leaves the far end at 07:00, Dornbusch 07:25, at school 07:45. */
let morning: Awaited<ReturnType<typeof insertBusLine>>;
/** Afternoon line: leaves school at 15:45. */
let afternoon: Awaited<ReturnType<typeof insertBusLine>>;

const setToggle = (name: string, enabled: boolean) =>
  t.database.db.update(featureToggles).set({ enabled }).where(eq(featureToggles.name, name));

beforeAll(async () => {
  t = await createTestApp();
  yearId = await bookingYearId(t.database.db, t.clock.now);
  locationId = await insertLocation(t.database.db, 500);
  await setToggle('enableSchoolBusBooking', true);
  morning = await insertBusLine(t.database.db, {
    schoolYearId: yearId,
    inbound: true,
    time: '07:00',
    stops: [
      { name: 'Bus test far end', distance: 0, totalPrice: 60, memberPrice: 55 },
      { name: 'Bus test Dornbusch', distance: 25, totalPrice: 50, memberPrice: 45 },
      { name: 'ESF', distance: 45 },
    ],
  });
  afternoon = await insertBusLine(t.database.db, {
    schoolYearId: yearId,
    inbound: false,
    time: '15:45',
    stops: [
      { name: 'ESF', distance: 0 },
      { name: 'Bus test Dornbusch', distance: 20, totalPrice: 50, memberPrice: 45 },
    ],
  });
});
afterAll(() => t.close());

const family = (hasMembership = false) =>
  insertFamily(t.database.db, {
    login: `bus${++familyCount}@kitebook.test`,
    schoolYearId: yearId,
    hasMembership,
  });

/** A Monday activity in the test room at the given times. */
const mondayService = (time: string, endTime: string) =>
  insertService(t.database.db, {
    schoolYearId: yearId,
    locationId,
    recurrences: [{ dayOfWeek: 'MONDAY', time, endTime }],
  });

const headersOf = (child: FamilyFixture) => t.authAs(child.login);
const put = async (child: FamilyFixture, body: object) =>
  t.call('PUT', '/api/booking/customer', {
    body: { participantId: child.participantId, ...body },
    headers: await headersOf(child),
  });
const check = async (child: FamilyFixture, body: object) => {
  const response = await t.call('PUT', '/api/booking/check-booking', {
    body: { participantId: child.participantId, ...body },
    headers: await headersOf(child),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as BookingCheckResult).errors.map((error) => error.key);
};
/** A booking of the line at the Dornbusch stop on the first `days` weekdays (Monday first). */
const busBooking = (line: typeof morning, days = 5) => ({
  serviceId: line.id,
  stopId: line.stopIds['Bus test Dornbusch'],
  recurrenceIds: line.recurrenceIds.slice(0, days),
});
const errorOf = async (response: Response) => (await response.json()) as ErrorBody;

describe('booking a school bus', () => {
  it('books the chosen weekdays with the stop and the school as the ends, priced by the stop', async () => {
    const child = await family();
    const response = await put(child, busBooking(morning, 3));
    expect(response.status).toBe(200);
    const { bookingId } = (await response.json()) as { bookingId: number };
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row).toMatchObject({
      bookingStatus: 'PENDING',
      startStopId: morning.stopIds['Bus test Dornbusch'],
      destinationStopId: morning.stopIds.ESF,
      price: 50,
    });
    const slots = await t.database.db
      .select({ id: bookingRecurrences.eventRecurrenceId })
      .from(bookingRecurrences)
      .where(eq(bookingRecurrences.bookingId, bookingId));
    expect(slots.map((slot) => slot.id).sort()).toEqual(morning.recurrenceIds.slice(0, 3).sort());

    const home = (await (await put(child, busBooking(afternoon))).json()) as { bookingId: number };
    const [back] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, home.bookingId));
    expect(back).toMatchObject({
      startStopId: afternoon.stopIds.ESF,
      destinationStopId: afternoon.stopIds['Bus test Dornbusch'],
    });
  });

  it("prices the stop's member price for a member family", async () => {
    const child = await family(true);
    const query = `service-id=${morning.id}&participant-id=${child.participantId}&stop-id=${morning.stopIds['Bus test Dornbusch']}`;
    const response = await t.call('GET', `/api/booking/calculate-price?${query}`, {
      headers: await headersOf(child),
    });
    expect(((await response.json()) as PriceCalculation).amount).toBe(45);
  });

  it('needs a stop of the line other than the school, and weekdays', async () => {
    const child = await family();
    const noStop = await put(child, {
      serviceId: morning.id,
      recurrenceIds: morning.recurrenceIds,
    });
    expect(noStop.status).toBe(400);
    expect((await errorOf(noStop)).issues).toEqual([
      { path: 'stopId', message: 'booking.stopRequired' },
    ]);
    const school = await put(child, { ...busBooking(morning), stopId: morning.stopIds.ESF });
    expect((await errorOf(school)).message).toBe('booking.stopUnknown');
    const noDays = await put(child, { ...busBooking(morning), recurrenceIds: [] });
    expect((await errorOf(noDays)).message).toBe('booking.recurrenceRequired');
    expect(
      await t.database.db
        .select()
        .from(bookings)
        .where(eq(bookings.participantId, child.participantId)),
    ).toEqual([]);
  });

  it('is refused with booking.notOffered.SCHOOL_BUS while enableSchoolBusBooking is off', async () => {
    const child = await family();
    await setToggle('enableSchoolBusBooking', false);
    try {
      const refused = await put(child, busBooking(morning));
      expect(refused.status).toBe(403);
      expect((await errorOf(refused)).message).toBe('booking.notOffered.SCHOOL_BUS');
      const listing = await t.call('GET', '/api/event/public/SCHOOL_BUS');
      expect(listing.status).toBe(404);
      expect((await errorOf(listing)).message).toBe('booking.notOffered.SCHOOL_BUS');
    } finally {
      await setToggle('enableSchoolBusBooking', true);
    }
    expect((await t.call('GET', '/api/event/public/SCHOOL_BUS')).status).toBe(200);
    expect((await put(child, busBooking(morning))).status).toBe(200);
  });
});

describe('bus rules', () => {
  it('busAlreadyBooked: a second bus in the same direction on a weekday, not the other direction', async () => {
    const child = await family();
    expect((await put(child, busBooking(morning, 2))).status).toBe(200);
    const again = await put(child, busBooking(morning, 1));
    expect(again.status).toBe(400);
    expect((await errorOf(again)).message).toBe('booking.check.busAlreadyBooked');
    expect(
      await check(child, { ...busBooking(morning), recurrenceIds: morning.recurrenceIds.slice(3) }),
    ).toEqual([]);
    expect((await put(child, busBooking(afternoon))).status).toBe(200);
  });

  it('morningBusConflict: a service that starts before the bus reaches the school', async () => {
    const child = await family();
    const early = await mondayService('07:30', '08:15');
    expect((await put(child, { serviceId: early.id })).status).toBe(200);
    expect(await check(child, busBooking(morning))).toEqual(['morningBusConflict']);
    const refused = await put(child, busBooking(morning));
    expect((await errorOf(refused)).message).toBe('booking.check.morningBusConflict');
    // Another weekday than the early service's is fine.
    expect(
      await check(child, { ...busBooking(morning), recurrenceIds: morning.recurrenceIds.slice(1) }),
    ).toEqual([]);
  });

  it('timeGapBeforeService: a morning service long after the bus arrives, not a close one', async () => {
    const child = await family();
    expect((await put(child, busBooking(morning))).status).toBe(200);
    const late = await mondayService('08:30', '09:30');
    expect(await check(child, { serviceId: late.id })).toEqual(['timeGapBeforeService']);
    const close = await mondayService('08:00', '09:00');
    expect(await check(child, { serviceId: close.id })).toEqual([]);
  });

  it('afternoonBusConflict: a service still running when the bus leaves, not one that ends before', async () => {
    const child = await family();
    const long = await mondayService('15:30', '16:45');
    expect((await put(child, { serviceId: long.id })).status).toBe(200);
    expect(await check(child, busBooking(afternoon))).toEqual(['afternoonBusConflict']);
    expect((await errorOf(await put(child, busBooking(afternoon)))).message).toBe(
      'booking.check.afternoonBusConflict',
    );

    const other = await family();
    const short = await mondayService('14:30', '15:30');
    expect((await put(other, { serviceId: short.id })).status).toBe(200);
    expect((await put(other, busBooking(afternoon))).status).toBe(200);
  });

  it('serviceAfterAfternoonBus: booking a service that runs past the afternoon bus', async () => {
    const child = await family();
    expect((await put(child, busBooking(afternoon))).status).toBe(200);
    const long = await mondayService('15:30', '16:45');
    expect(await check(child, { serviceId: long.id })).toEqual(['serviceAfterAfternoonBus']);
    expect((await put(child, { serviceId: long.id })).status).toBe(400);
    const short = await mondayService('14:30', '15:30');
    expect((await put(child, { serviceId: short.id })).status).toBe(200);
  });
});
