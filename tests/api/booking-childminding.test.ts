import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChildmindingOffer } from '../../shared/model/childminding';
import type { ErrorBody } from '../../shared/model/errors';
import {
  bookingRecurrences,
  bookings,
  configuration,
  customers,
  featureToggles,
  schoolYears,
} from '../../server/db/schema';
import {
  addDays,
  bookingYearId,
  insertFamily,
  insertLocation,
  insertService,
  type FamilyFixture,
} from './support/service-fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { DEFAULT_SCHOOL_TIME_ZONE, todayIn } from '../../shared/model/school-time';

let t: TestApp;
let yearId: number;
let locationId: number;
let familyCount = 0;
/** Childminding Monday to Friday, each day until 16:30 or 18:15; 14 euro a day (members 10). */
let service: Awaited<ReturnType<typeof insertService>>;
/** The first day a registration may start (today, or the year's childminding start). */
let earliest: string;
/** A start date a week after that. */
let start: string;

const WEEK = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const;

const setToggle = (enabled: boolean) =>
  t.database.db
    .update(featureToggles)
    .set({ enabled })
    .where(eq(featureToggles.name, 'enableChildmindingBooking'));
const setConfig = (key: string, value: string) =>
  t.database.db.update(configuration).set({ value }).where(eq(configuration.key, key));

beforeAll(async () => {
  t = await createTestApp();
  // The demo seed stores the toggle on; these tests start from off and switch it themselves.
  await setToggle(false);
  yearId = await bookingYearId(t.database.db, t.clock.now);
  locationId = await insertLocation(t.database.db, 500);
  service = await insertService(t.database.db, {
    schoolYearId: yearId,
    locationId,
    businessArea: 'CHILDMINDING',
    grades: [],
    maximumNumber: 100,
    recurrences: WEEK.flatMap((dayOfWeek) => [
      { dayOfWeek, time: '15:30', endTime: '16:30' },
      { dayOfWeek, time: '15:30', endTime: '18:15' },
    ]),
    memberPrice: 0,
    totalPrice: 0,
    singlePrice: 14,
    singleReducedPrice: 10,
  });
  const [year] = await t.database.db
    .select({ start: schoolYears.childmindingStartDate })
    .from(schoolYears)
    .where(eq(schoolYears.id, yearId));
  const today = todayIn(DEFAULT_SCHOOL_TIME_ZONE, t.clock.now);
  earliest = [today, year!.start ?? today].sort()[1]!;
  start = addDays(new Date(`${earliest}T00:00:00Z`), 7);
});
afterAll(() => t.close());

const family = () =>
  insertFamily(t.database.db, {
    login: `mind${++familyCount}@kitebook.test`,
    schoolYearId: yearId,
  });
const offer = async () =>
  (await (await t.call('GET', '/api/booking/childminding')).json()) as ChildmindingOffer;
const register = async (child: FamilyFixture, body: object = {}) =>
  t.call('PUT', '/api/booking/childminding', {
    body: {
      serviceId: service.id,
      participantId: child.participantId,
      weekdays: ['MONDAY', 'WEDNESDAY'],
      endTime: '18:15',
      startDate: start,
      ...body,
    },
    headers: await t.authAs(child.login),
  });
const errorOf = async (response: Response) => (await response.json()) as ErrorBody;

describe('GET /api/booking/childminding', () => {
  it('says not offered while enableChildmindingBooking is off', async () => {
    expect(await offer()).toEqual({
      mode: 'INTERNALLY_ENABLED',
      externalUrl: null,
      bookingEnabled: false,
      closedReason: 'booking.notOffered.CHILDMINDING',
      services: [],
    });
  });

  it('offers the services with their weekdays, end times and day price while it is on', async () => {
    await setToggle(true);
    try {
      const answer = await offer();
      expect(answer).toMatchObject({ bookingEnabled: true, closedReason: null });
      const found = answer.services.find((candidate) => candidate.id === service.id)!;
      expect(found).toMatchObject({
        weekdays: [...WEEK],
        endTimes: ['16:30', '18:15'],
        price: { singlePrice: 14 },
        labelKey: 'booking.price.monthlyCost',
        earliestStartDate: earliest,
      });
      expect(found.recurrences).toHaveLength(10);
    } finally {
      await setToggle(false);
    }
  });

  it('gives the external link when childminding is outsourced', async () => {
    await setConfig('childmindingMode', 'OUTSOURCED');
    await setConfig('childmindingExternalUrl', 'https://childminding.example.org/register');
    try {
      expect(await offer()).toEqual({
        mode: 'OUTSOURCED',
        externalUrl: 'https://childminding.example.org/register',
        bookingEnabled: false,
        closedReason: 'childminding.outsourced',
        services: [],
      });
      const config = (await (await t.call('GET', '/api/config')).json()) as Record<string, unknown>;
      expect(config).toMatchObject({
        childmindingMode: 'OUTSOURCED',
        childmindingExternalUrl: 'https://childminding.example.org/register',
      });
    } finally {
      await setConfig('childmindingMode', 'INTERNALLY_ENABLED');
      await setConfig('childmindingExternalUrl', '');
    }
  });
});

describe('PUT /api/booking/childminding', () => {
  it('registers the weekdays until the end time from the start date as a pending booking', async () => {
    await setToggle(true);
    try {
      const child = await family();
      const response = await register(child);
      expect(response.status).toBe(200);
      const { bookingId, status } = (await response.json()) as {
        bookingId: number;
        status: string;
      };
      expect(status).toBe('PENDING');
      const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
      const [parent] = await t.database.db
        .select({ personId: customers.personId })
        .from(customers)
        .where(eq(customers.id, child.customerId));
      expect(row).toMatchObject({
        bookingStatus: 'PENDING',
        startDate: start,
        price: 14 * 2 * 4,
        escortPersonId: parent!.personId,
      });
      const slots = await t.database.db
        .select({ id: bookingRecurrences.eventRecurrenceId })
        .from(bookingRecurrences)
        .where(eq(bookingRecurrences.bookingId, bookingId));
      // Monday and Wednesday until 18:15: the second slot of each day.
      expect(slots.map((slot) => slot.id).sort()).toEqual(
        [service.recurrenceIds[1], service.recurrenceIds[5]].sort(),
      );
    } finally {
      await setToggle(false);
    }
  });

  it('is refused while the toggle is off or childminding is outsourced', async () => {
    const child = await family();
    const off = await register(child);
    expect(off.status).toBe(403);
    expect((await errorOf(off)).message).toBe('booking.notOffered.CHILDMINDING');
    await setToggle(true);
    await setConfig('childmindingMode', 'OUTSOURCED');
    try {
      const outsourced = await register(child);
      expect(outsourced.status).toBe(403);
      expect((await errorOf(outsourced)).message).toBe('childminding.outsourced');
      const direct = await t.call('PUT', '/api/booking/customer', {
        body: {
          serviceId: service.id,
          participantId: child.participantId,
          recurrenceIds: [service.recurrenceIds[0]],
        },
        headers: await t.authAs(child.login),
      });
      expect((await errorOf(direct)).message).toBe('childminding.outsourced');
    } finally {
      await setConfig('childmindingMode', 'INTERNALLY_ENABLED');
      await setToggle(false);
    }
    expect(
      await t.database.db
        .select()
        .from(bookings)
        .where(eq(bookings.participantId, child.participantId)),
    ).toEqual([]);
  });

  it('refuses a start date in the past and an end time a weekday does not have', async () => {
    const short = await insertService(t.database.db, {
      schoolYearId: yearId,
      locationId,
      businessArea: 'CHILDMINDING',
      grades: [],
      recurrences: [{ dayOfWeek: 'MONDAY', time: '15:30', endTime: '16:30' }],
      singlePrice: 14,
    });
    await setToggle(true);
    try {
      const child = await family();
      const past = await register(child, { startDate: addDays(t.clock.now, -1) });
      expect(past.status).toBe(400);
      expect((await errorOf(past)).issues).toEqual([
        { path: 'startDate', message: 'booking.startDateOutOfRange' },
      ]);
      const late = await register(child, { serviceId: short.id, weekdays: ['MONDAY'] });
      expect(late.status).toBe(400);
      expect((await errorOf(late)).issues).toEqual([
        { path: 'weekdays', message: 'childminding.slotNotOffered' },
      ]);
      const fits = await register(child, {
        serviceId: short.id,
        weekdays: ['MONDAY'],
        endTime: '16:30',
      });
      expect(fits.status).toBe(200);
    } finally {
      await setToggle(false);
    }
  });

  it('refuses two end times on one weekday when booked directly', async () => {
    await setToggle(true);
    try {
      const child = await family();
      const response = await t.call('PUT', '/api/booking/customer', {
        body: {
          serviceId: service.id,
          participantId: child.participantId,
          recurrenceIds: service.recurrenceIds.slice(0, 2),
        },
        headers: await t.authAs(child.login),
      });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toBe('booking.oneSlotPerDay');
    } finally {
      await setToggle(false);
    }
  });
});
