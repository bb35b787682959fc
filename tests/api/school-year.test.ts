import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../shared/model/history';
import type { ListAnswer } from '../../shared/model/list';
import type { BookingPhase, SchoolYearItem } from '../../shared/model/school-year';
import { createTestApp, type TestApp } from './support/test-app';

const ADMIN = 'admin@kitebook.test';
const SYSADMIN = 'sysadmin@kitebook.test';
const INSTRUCTOR = 'instructor@kitebook.test';
const PARENT = 'parent@kitebook.test';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

async function send<T>(
  login: string | null,
  method: string,
  path: string,
  body?: unknown,
  status = 200,
): Promise<T> {
  const response = await t.call(method, path, {
    body,
    headers: login ? await t.authAs(login) : undefined,
  });
  const text = await response.text();
  expect(response.status, `${method} ${path}: ${text}`).toBe(status);
  return (text ? JSON.parse(text) : undefined) as T;
}
const get = <T>(login: string | null, path: string, status = 200) =>
  send<T>(login, 'GET', path, undefined, status);
const patch = <T = SchoolYearItem>(body: unknown, status = 200, login = ADMIN) =>
  send<T>(login, 'PATCH', '/api/school-year/', body, status);

const years = () => get<SchoolYearItem[]>(ADMIN, '/api/school-year');
const shiftDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

describe('school years', () => {
  it('lists the years latest first, with the current one and the one in its booking phase', async () => {
    const all = await years();
    expect(all.length).toBeGreaterThanOrEqual(2);
    expect(all.map((year) => year.startDate)).toEqual(
      [...all.map((year) => year.startDate)].sort().reverse(),
    );
    const current = await get<SchoolYearItem>(INSTRUCTOR, '/api/school-year/current');
    expect(current.startDate <= current.endDate).toBe(true);
    // The widgets ask signed out: the booking phase is open to everyone.
    const booking = await get<SchoolYearItem>(null, '/api/school-year/in-booking-phase');
    expect(booking.bookingPhaseStart).not.toBeNull();
    const phase = await get<BookingPhase>(null, '/api/school-year/booking-phase');
    expect(phase).toEqual({
      schoolYear: { id: booking.id, name: booking.name },
      start: booking.bookingPhaseStart,
    });
    await get(null, '/api/school-year', 401);
  });

  it('keeps the edits to the administrators', async () => {
    const [next] = await years();
    const body = { schoolYear: next!.id, updatedStart: new Date().toISOString() };
    await patch(body, 403, SYSADMIN);
    await patch(body, 403, INSTRUCTOR);
    await patch(body, 403, PARENT);
  });

  it('moves the booking phase, and the public listing follows at once', async () => {
    const [next, current] = await years();
    const listing = async () =>
      (await get<{ id: number }[]>(null, '/api/event/public/ECA')).map((event) => event.id);
    const before = await listing();
    expect(before.length).toBeGreaterThan(0);

    // The next year's phase starts yesterday: customers book for it now.
    const saved = await patch({
      schoolYear: next!.id,
      updatedStart: shiftDays(t.clock.now, -1).toISOString(),
    });
    expect(saved.bookingPhaseStart).not.toBeNull();
    expect((await get<SchoolYearItem>(null, '/api/school-year/in-booking-phase')).id).toBe(
      next!.id,
    );
    expect(await listing()).not.toEqual(before);

    // Moved into the future: the current year is booked again, no restart needed.
    await patch({ schoolYear: next!.id, updatedStart: shiftDays(t.clock.now, 30).toISOString() });
    expect((await get<SchoolYearItem>(null, '/api/school-year/in-booking-phase')).id).toBe(
      current!.id,
    );
    expect(await listing()).toEqual(before);
  });

  it('ends concurrent booking-phase edits with the latest one saved, none refused', async () => {
    const [next] = await years();
    const starts = [40, 41, 42, 43, 44].map((days) => shiftDays(t.clock.now, days).toISOString());
    const finished: string[] = [];
    await Promise.all(
      starts.map(async (start) => {
        const saved = await patch({ schoolYear: next!.id, updatedStart: start });
        finished.push(start);
        return saved;
      }),
    );
    const [stored] = await years();
    // Row-locked, applied in the order they came: the last to finish is the one kept.
    expect(stored!.bookingPhaseStart).toBe(finished.at(-1));
    expect(finished.sort()).toEqual(starts);
  });

  it('saves the childminding start and trimester ends with the version, in order, inside the year', async () => {
    const [next] = await years();
    const year = next!;
    const inYear = (month: string, day: string) =>
      `${Number(year.startDate.slice(0, 4)) + (month < '08' ? 1 : 0)}-${month}-${day}`;

    const saved = await patch({
      schoolYear: year.id,
      version: year.version,
      updatedChildmindingStartDate: inYear('09', '07'),
      updatedTrimester1End: inYear('12', '18'),
    });
    expect(saved).toMatchObject({
      childmindingStartDate: inYear('09', '07'),
      trimester1End: inYear('12', '18'),
      version: year.version + 1,
    });

    // Stale: someone saved since.
    await patch({ schoolYear: year.id, version: year.version, updatedTrimester1End: null }, 409);
    // No version for the year's own dates.
    const noVersion = await patch<{ issues: unknown[] }>(
      { schoolYear: year.id, updatedTrimester1End: inYear('12', '19') },
      400,
    );
    expect(noVersion.issues).toEqual([
      { path: 'version', message: 'schoolYear.rules.versionNeeded' },
    ]);
    // Out of order, outside the year, nothing at all: 400 with the field, nothing stored.
    const order = await patch<{ issues: unknown[] }>(
      { schoolYear: year.id, version: saved.version, updatedTrimester2End: inYear('11', '01') },
      400,
    );
    expect(order.issues).toEqual([
      { path: 'updatedTrimester2End', message: 'schoolYear.rules.trimesterOrder' },
    ]);
    const outside = await patch<{ issues: unknown[] }>(
      { schoolYear: year.id, version: saved.version, updatedChildmindingStartDate: '2000-01-01' },
      400,
    );
    expect(outside.issues).toEqual([
      { path: 'updatedChildmindingStartDate', message: 'schoolYear.rules.outsideYear' },
    ]);
    await patch({ schoolYear: year.id }, 400);
    await patch({ schoolYear: year.id, updatedStart: 'tomorrow' }, 400);
    await patch({ schoolYear: year.id, updatedStart: '2200-01-01T00:00:00Z' }, 400);
    await patch({ schoolYear: 999_999, updatedStart: new Date().toISOString() }, 404);
    expect((await years())[0]).toMatchObject({
      version: saved.version,
      trimester1End: inYear('12', '18'),
    });
  });

  it('records every change with who and when', async () => {
    const [next] = await years();
    const history = await get<ListAnswer<HistoryEntry>>(
      ADMIN,
      `/api/history/schoolYear/${next!.id}`,
    );
    expect(history.items.length).toBeGreaterThan(3);
    expect(history.items[0]!.userName).not.toBe('');
    expect(history.items.flatMap((entry) => entry.changes.map((c) => c.field))).toEqual(
      expect.arrayContaining(['bookingPhaseStart', 'trimester1End']),
    );
  });
});
