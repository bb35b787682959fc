import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../shared/model/errors';
import type { PublicEventItem } from '../../shared/model/event';
import { bookings, breaks, featureToggles, holidays } from '../../server/db/schema';
import {
  addDays,
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
/** A break of the booking year that starts at least ten days from now. */
let period: { name: string; startDate: string; endDate: string };
/** The first Monday of that break: the test camps run Monday to Friday from it. */
let monday: string;

const WEEK = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const;
const plus = (iso: string, days: number) => addDays(new Date(`${iso}T00:00:00Z`), days);

beforeAll(async () => {
  t = await createTestApp();
  yearId = await bookingYearId(t.database.db, t.clock.now);
  locationId = await insertLocation(t.database.db, 500);
  [period] = (await t.database.db
    .select({ name: breaks.name, startDate: breaks.startDate, endDate: breaks.endDate })
    .from(breaks)
    .where(and(eq(breaks.schoolYearId, yearId), gt(breaks.startDate, addDays(t.clock.now, 10))))
    .orderBy(asc(breaks.startDate))
    .limit(1)) as [typeof period];
  const weekday = (new Date(`${period.startDate}T00:00:00Z`).getUTCDay() + 6) % 7;
  monday = plus(period.startDate, (7 - weekday) % 7);
});
afterAll(() => t.close());

const family = (hasMembership = false) =>
  insertFamily(t.database.db, {
    login: `camp${++familyCount}@kitebook.test`,
    schoolYearId: yearId,
    hasMembership,
  });

/** A Monday-to-Friday camp in the break, 195 euro, 45 a single day unless told otherwise. */
const camp = (fields: Partial<Parameters<typeof insertService>[1]> = {}) =>
  insertService(t.database.db, {
    schoolYearId: yearId,
    locationId,
    businessArea: 'HOLIDAY_CAMP',
    startDate: monday,
    endDate: plus(monday, 4),
    recurrences: WEEK.map((dayOfWeek) => ({ dayOfWeek, time: '09:00', endTime: '16:00' })),
    totalPrice: 195,
    memberPrice: 180,
    singlePrice: 45,
    singleReducedPrice: 40,
    ...fields,
  });

const put = async (child: FamilyFixture, body: object) =>
  t.call('PUT', '/api/booking/customer', {
    body: { participantId: child.participantId, ...body },
    headers: await t.authAs(child.login),
  });
const bookingRow = async (response: Response) => {
  expect(response.status).toBe(200);
  const { bookingId } = (await response.json()) as { bookingId: number };
  return (await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]!;
};
const errorOf = async (response: Response) => (await response.json()) as ErrorBody;
const setToggle = (name: string, enabled: boolean) =>
  t.database.db.update(featureToggles).set({ enabled }).where(eq(featureToggles.name, name));

describe('holiday camps', () => {
  it('lists a camp with its break and whether single days can be booked', async () => {
    const withDays = await camp();
    const whole = await camp({ singlePrice: null, singleReducedPrice: null });
    const items = (await (
      await t.call('GET', '/api/event/public/HOLIDAY_CAMP')
    ).json()) as PublicEventItem[];
    const found = items.find((item) => item.id === withDays.id)!;
    expect(found).toMatchObject({
      singleDaysBookable: true,
      holidayPeriod: period,
      price: { totalPrice: 195, singlePrice: 45 },
    });
    expect(items.find((item) => item.id === whole.id)!.singleDaysBookable).toBe(false);
  });

  it('books the whole camp at its price over its dates', async () => {
    const c = await camp();
    const row = await bookingRow(await put(await family(), { serviceId: c.id }));
    expect(row).toMatchObject({
      bookingStatus: 'PENDING',
      price: 195,
      startDate: monday,
      endDate: plus(monday, 4),
    });
  });

  it('books single days at the day price, from the first chosen day to the last', async () => {
    const c = await camp();
    const [, tuesday, , thursday] = c.recurrenceIds;
    const row = await bookingRow(
      await put(await family(), { serviceId: c.id, recurrenceIds: [tuesday, thursday] }),
    );
    expect(row).toMatchObject({ price: 90, startDate: plus(monday, 1), endDate: plus(monday, 3) });
    const member = await bookingRow(
      await put(await family(true), { serviceId: c.id, recurrenceIds: [tuesday] }),
    );
    expect(member.price).toBe(40);
  });

  it('refuses single days of a camp without a single price', async () => {
    const c = await camp({ singlePrice: null });
    const response = await put(await family(), {
      serviceId: c.id,
      recurrenceIds: c.recurrenceIds.slice(0, 2),
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).issues).toEqual([
      { path: 'recurrenceIds', message: 'booking.singleDaysNotOffered' },
    ]);
  });

  it('bookedOnHoliday: refuses a single day that is a public holiday, not another one', async () => {
    const c = await camp();
    await t.database.db
      .insert(holidays)
      .values({ schoolYearId: yearId, name: 'Test holiday', date: plus(monday, 2) });
    const child = await family();
    const refused = await put(child, { serviceId: c.id, recurrenceIds: [c.recurrenceIds[2]] });
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).message).toBe('booking.check.bookedOnHoliday');
    await bookingRow(await put(child, { serviceId: c.id, recurrenceIds: [c.recurrenceIds[1]] }));
  });

  it('warns when the camp is full and books only when the parent confirms', async () => {
    const c = await camp({ maximumNumber: 1 });
    await bookingRow(await put(await family(), { serviceId: c.id }));
    const child = await family();
    const full = await put(child, { serviceId: c.id });
    expect(full.status).toBe(409);
    expect((await errorOf(full)).message).toBe('booking.check.noEventCapacityLeft');
    await bookingRow(
      await put(child, { serviceId: c.id, confirmedWarnings: ['noEventCapacityLeft'] }),
    );
  });
});

describe('feature toggles of camps and ECA', () => {
  it('refuses a camp while holiday_camp is off and lists none, and books it again when on', async () => {
    const c = await camp();
    const child = await family();
    await setToggle('holiday_camp', false);
    try {
      const refused = await put(child, { serviceId: c.id });
      expect(refused.status).toBe(403);
      expect((await errorOf(refused)).message).toBe('booking.notOffered.HOLIDAY_CAMP');
      const listing = await t.call('GET', '/api/event/public/HOLIDAY_CAMP');
      expect(listing.status).toBe(404);
      expect((await errorOf(listing)).message).toBe('booking.notOffered.HOLIDAY_CAMP');
      const bookable = await t.call('GET', `/api/event/${c.id}/bookable`, {
        headers: await t.authAs(child.login),
      });
      expect(await bookable.json()).toMatchObject({ bookable: false, reason: 'notOffered' });
    } finally {
      await setToggle('holiday_camp', true);
    }
    await bookingRow(await put(child, { serviceId: c.id }));
  });

  it('refuses an activity while eca is off', async () => {
    const s = await insertService(t.database.db, { schoolYearId: yearId, locationId });
    const child = await family();
    await setToggle('eca', false);
    try {
      const refused = await put(child, { serviceId: s.id });
      expect(refused.status).toBe(403);
      expect((await errorOf(refused)).message).toBe('booking.notOffered.ECA');
    } finally {
      await setToggle('eca', true);
    }
    await bookingRow(await put(child, { serviceId: s.id }));
  });
});
