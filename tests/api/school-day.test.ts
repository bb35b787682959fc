import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingCheckResult } from '../../shared/model/booking';
import type { ErrorBody } from '../../shared/model/errors';
import { schoolYears } from '../../server/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import {
  bookingYearId,
  insertFamily,
  insertLocation,
  insertService,
  type FamilyFixture,
} from './support/service-fixtures';

// "Today" is the school's date (Europe/Berlin), not the UTC date: a deadline of day D holds until
// midnight in Berlin, which is 23:00 UTC in winter and 22:00 UTC in summer.

let t: TestApp;
let yearId: number;
let yearName: string;
let family: FamilyFixture;
let locationId: number;

/** Days of next year, so the demo's school year is still the one in its booking phase. */
const year = new Date().getUTCFullYear() + 1;
const SEASONS = [
  {
    season: 'winter (CET, UTC+1)',
    day: `${year}-01-15`,
    next: `${year}-01-16`,
    end: `${year}-02-28`,
    offset: '+01:00',
  },
  {
    season: 'summer (CEST, UTC+2)',
    day: `${year}-07-15`,
    next: `${year}-07-16`,
    end: `${year}-08-31`,
    offset: '+02:00',
  },
];

/** The instant of a Berlin wall-clock time. */
const berlin = (date: string, time: string, offset: string) =>
  new Date(`${date}T${time}:00${offset}`);

beforeAll(async () => {
  t = await createTestApp();
  yearId = await bookingYearId(t.database.db, t.clock.now);
  const [row] = await t.database.db
    .select({ name: schoolYears.name })
    .from(schoolYears)
    .where(eq(schoolYears.id, yearId));
  yearName = row!.name;
  locationId = await insertLocation(t.database.db);
  family = await insertFamily(t.database.db, { login: 'zone@kitebook.test', schoolYearId: yearId });
});
afterAll(() => t.close());

async function registerLimitAt(instant: Date, serviceId: number): Promise<boolean> {
  t.clock.now = instant;
  const response = await t.call('PUT', '/api/booking/check-booking', {
    body: { serviceId, participantId: family.participantId },
    headers: await t.authAs(family.login),
  });
  expect(response.status).toBe(200);
  const result = (await response.json()) as BookingCheckResult;
  return result.errors.some((error) => error.key === 'registerLimit');
}

describe.each(SEASONS)('the school day in $season', ({ day, next, end, offset }) => {
  it('keeps a registration deadline of D open at 23:30 on D and closed at 00:30 on D+1', async () => {
    const service = await insertService(t.database.db, {
      schoolYearId: yearId,
      locationId,
      startDate: day,
      endDate: end,
      registrationDeadline: day,
    });
    expect(await registerLimitAt(berlin(day, '23:30', offset), service.id)).toBe(false);
    expect(await registerLimitAt(berlin(next, '00:30', offset), service.id)).toBe(true);
  });

  it('books on the deadline at 23:30 and refuses at 00:30 the next day', async () => {
    const service = await insertService(t.database.db, {
      schoolYearId: yearId,
      locationId,
      startDate: day,
      endDate: end,
      registrationDeadline: day,
    });
    const book = async (instant: Date) => {
      t.clock.now = instant;
      return t.call('PUT', '/api/booking/customer', {
        body: { serviceId: service.id, participantId: family.participantId },
        headers: await t.authAs(family.login),
      });
    };
    const late = await book(berlin(next, '00:30', offset));
    expect(late.status).toBe(400);
    expect(((await late.json()) as ErrorBody).message).toBe('booking.check.registerLimit');
    const inTime = await book(berlin(day, '23:30', offset));
    expect(inTime.status, await inTime.clone().text()).toBe(200);
  });

  it('takes a birthday of D at 00:30 on D and refuses D+1 at 23:30 on D', async () => {
    const save = async (instant: Date, birthday: string) => {
      t.clock.now = instant;
      return t.call('PUT', '/api/participant/', {
        form: {
          person: JSON.stringify({
            person: { givenName: 'Neo', familyName: 'Natus', gender: 'MALE', birthday },
            clazzes: { [yearName]: { grade: 'M1', language: 'EN', postfix: 'A' } },
          }),
        },
        headers: await t.authAs(family.login),
      });
    };
    // 00:30 on D in Berlin is still D-1 in UTC: the old rule refused a child born today.
    expect((await save(berlin(day, '00:30', offset), day)).status).toBe(200);
    const tomorrow = await save(berlin(day, '23:30', offset), next);
    expect(tomorrow.status).toBe(400);
    expect(((await tomorrow.json()) as ErrorBody).issues).toContainEqual({
      path: 'person.birthday',
      message: '!.rules.birthdayValid',
    });
  });
});
