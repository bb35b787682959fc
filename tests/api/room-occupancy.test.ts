/**
 * The room's occupancy counted in SQL (server/services/booking/count-room-occupancy.ts) against
 * the rule it stands for: every place-holding booking of the room read into JavaScript and
 * judged by rules/collision.ts `periodsCollide` slot by slot, as the check did before. Generated
 * services (every area, open and closed dates, camps in the breaks, buses, slots that touch,
 * moments) and bookings (every status, own dates, some slots or none) in one room.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPACITY_STATUSES } from '../../shared/model/booking';
import {
  BOOKING_STATUSES,
  WEEKDAYS,
  type BusinessArea,
  type Weekday,
} from '../../shared/model/enums';
import type { Database, OpenedDatabase } from '../../server/db/database';
import {
  bookingRecurrences,
  bookings,
  breaks,
  events,
  holidays,
  participants,
} from '../../server/db/schema';
import { Random } from '../../server/db/seed/random';
import { countRoomOccupancy } from '../../server/services/booking/count-room-occupancy';
import { readBookedPeriods } from '../../server/services/booking/read-booked-periods';
import {
  periodsCollide,
  type BookedPeriod,
  type SchoolCalendar,
} from '../../server/services/booking/rules/collision';
import { bookingYearId, insertLocation, insertService } from './support/service-fixtures';
import { openTestDatabase } from './support/test-database';

const AREAS: BusinessArea[] = ['ECA', 'HOLIDAY_CAMP', 'SCHOOL', 'CHILDMINDING', 'SCHOOL_BUS'];
const TIMES = ['07:30', '08:00', '14:30', '15:00', '15:30', '16:30'];
const SCHOOL_DAYS = WEEKDAYS.slice(0, 5) as Weekday[];

let database: OpenedDatabase;
let db: Database;
let random: Random;
let schoolYearId: number;
let locationId: number;
let calendar: SchoolCalendar;
/** yyyy-MM-dd within the school year, for dates of services and bookings. */
let days: string[];

const maybe = <T>(value: T, nullShare = 0.2): T | null =>
  random.next() < nullShare ? null : value;

function slot() {
  const time = random.pick(TIMES);
  const later = TIMES.filter((candidate) => candidate > time);
  return {
    dayOfWeek: random.pick(SCHOOL_DAYS),
    time,
    endTime: later.length > 0 && random.next() < 0.8 ? random.pick(later) : null,
  };
}

function dateRange(): { startDate: string | null; endDate: string | null } {
  const [a, b] = [random.pick(days), random.pick(days)].sort() as [string, string];
  return { startDate: maybe(a), endDate: maybe(b) };
}

beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
  db = database.db;
  random = new Random(0x726f6f6d);
  schoolYearId = await bookingYearId(db, new Date());
  locationId = await insertLocation(db, 5);
  const [breakRows, holidayRows, children] = await Promise.all([
    db
      .select({ startDate: breaks.startDate, endDate: breaks.endDate })
      .from(breaks)
      .where(eq(breaks.schoolYearId, schoolYearId)),
    db
      .select({ date: holidays.date })
      .from(holidays)
      .where(eq(holidays.schoolYearId, schoolYearId)),
    db.select({ id: participants.id }).from(participants).limit(40),
  ]);
  calendar = { breaks: breakRows, holidays: holidayRows.map((row) => row.date) };
  const first = breakRows.map((row) => row.startDate).sort()[0]!;
  days = Array.from({ length: 300 }, (_, i) =>
    new Date(Date.parse(`${first}T00:00:00Z`) + (i - 60) * 86_400_000).toISOString().slice(0, 10),
  );

  for (let n = 0; n < 10; n++) {
    const businessArea = random.pick(AREAS);
    const service = await insertService(db, {
      schoolYearId,
      businessArea,
      locationId,
      grades: [],
      recurrences: Array.from({ length: 1 + random.int(0, 2) }, slot),
    });
    // Some services without dates (or with one end open), which the fixture does not make.
    await db.update(events).set(dateRange()).where(eq(events.id, service.id));
    for (let b = 0; b < 25; b++) {
      const named = service.recurrenceIds.filter(() => random.next() < 0.5);
      const [booking] = await db
        .insert(bookings)
        .values({
          participantId: random.pick(children).id,
          eventId: service.id,
          bookingStatus: random.pick(BOOKING_STATUSES),
          ...(random.next() < 0.5 ? dateRange() : {}),
        })
        .returning({ id: bookings.id });
      if (named.length > 0)
        await db
          .insert(bookingRecurrences)
          .values(
            named.map((eventRecurrenceId) => ({ bookingId: booking!.id, eventRecurrenceId })),
          );
    }
  }
});
afterAll(() => database?.close());

/** The check as it was: every place-holding booking of the room, judged in JavaScript. */
async function countedInJavaScript(period: BookedPeriod, exceptBookingId: number | null) {
  const roomBookings = await readBookedPeriods(db, {
    where: and(
      eq(events.locationId, locationId),
      eq(events.schoolYearId, schoolYearId),
      inArray(bookings.bookingStatus, [...CAPACITY_STATUSES]),
    ),
    exceptBookingId,
  });
  return period.slots.map(
    (one) =>
      roomBookings.filter((booking) =>
        periodsCollide({ ...period, slots: [one] }, booking, calendar),
      ).length,
  );
}

describe('countRoomOccupancy', () => {
  it('counts what periodsCollide counts, slot by slot, for generated bookings', async () => {
    const [someBooking] = await db
      .select({ id: bookings.id })
      .from(bookings)
      .innerJoin(events, eq(events.id, bookings.eventId))
      .where(eq(events.locationId, locationId))
      .limit(1);
    let compared = 0;
    for (let n = 0; n < 40; n++) {
      const period: BookedPeriod = {
        businessArea: random.pick(AREAS),
        ...dateRange(),
        slots: Array.from({ length: 1 + random.int(0, 2) }, slot),
      };
      const exceptBookingId = n % 4 === 0 ? someBooking!.id : null;
      const expected = await countedInJavaScript(period, exceptBookingId);
      const counted = await countRoomOccupancy(db, {
        locationId,
        schoolYearId,
        capacity: 10_000,
        period,
        calendar,
        exceptBookingId,
      });
      expect({ period, counted }).toEqual({ period, counted: expected });
      compared += expected.reduce((sum, count) => sum + count, 0);
    }
    // The generated room is busy enough to compare more than zeros.
    expect(compared).toBeGreaterThan(100);
  });

  it('stops counting at the capacity', async () => {
    const period: BookedPeriod = {
      businessArea: 'ECA',
      startDate: null,
      endDate: null,
      slots: SCHOOL_DAYS.map((dayOfWeek) => ({ dayOfWeek, time: '07:00', endTime: '18:00' })),
    };
    const all = await countedInJavaScript(period, null);
    const counted = await countRoomOccupancy(db, {
      locationId,
      schoolYearId,
      capacity: 5,
      period,
      calendar,
    });
    expect(counted).toEqual(all.map((count) => Math.min(count, 5)));
  });
});
