import { getISOWeek, getISOWeekYear } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BreakItem, CalendarEntry, HolidayItem } from '../../shared/model/calendar';
import { addDays } from './support/service-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const ADMIN = 'admin@kitebook.test';
const PARENT = 'parent@kitebook.test';
const INSTRUCTOR = 'instructor@kitebook.test';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

async function get<T>(login: string | null, path: string, status = 200): Promise<T> {
  const response = await t.call('GET', path, {
    headers: login ? await t.authAs(login) : undefined,
  });
  const body = await response.json();
  expect(response.status, `${path}: ${JSON.stringify(body)}`).toBe(status);
  return body as T;
}
const shift = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const weekOf = (iso: string) => {
  const day = new Date(`${iso}T12:00:00Z`);
  return `${getISOWeekYear(day)}/${getISOWeek(day)}`;
};

describe('holidays and breaks', () => {
  it('lists the breaks, those of a year, and the holidays of a year', async () => {
    const all = await get<BreakItem[]>(PARENT, '/api/configuration/breaks');
    expect(all.length).toBeGreaterThan(5);
    const autumn = all.find((b) => b.name === 'Autumn break')!;
    const year = Number(autumn.startDate.slice(0, 4));
    const ofYear = await get<BreakItem[]>(PARENT, `/api/configuration/breaks/${year}`);
    expect(ofYear.map((b) => b.name)).toContain('Autumn break');
    expect(
      ofYear.every((b) => b.startDate <= `${year}-12-31` && b.endDate >= `${year}-01-01`),
    ).toBe(true);
    const holidays = await get<HolidayItem[]>(INSTRUCTOR, `/api/calendar/holidays/${year}`);
    expect(holidays.length).toBeGreaterThan(0);
    expect(holidays.every((h) => h.date.startsWith(`${year}-`))).toBe(true);
    await get(PARENT, '/api/calendar/holidays/20000', 400);
    await get(null, '/api/configuration/breaks', 401);
  });

  it('says whether an ISO week is a break week', async () => {
    const all = await get<BreakItem[]>(ADMIN, '/api/configuration/breaks');
    const autumn = all.find((b) => b.name === 'Autumn break')!;
    expect(
      await get<boolean>(
        ADMIN,
        `/api/configuration/is-currently-break/${weekOf(autumn.startDate)}`,
      ),
    ).toBe(true);
    const schoolWeek = shift(autumn.startDate, -21);
    expect(
      await get<boolean>(ADMIN, `/api/configuration/is-currently-break/${weekOf(schoolWeek)}`),
    ).toBe(false);
    await get(ADMIN, '/api/configuration/is-currently-break/2026/54', 400);
  });
});

describe('GET /api/calendar/entries', () => {
  const span = () => {
    const today = addDays(t.clock.now, 0);
    return { from: shift(today, -14), to: shift(today, 13) };
  };
  const entries = (login: string, query: string) =>
    get<CalendarEntry[]>(login, `/api/calendar/entries?${query}`);

  it('shows the office every service, filtered by area, never on a holiday or a break day', async () => {
    const { from, to } = span();
    const all = await entries(ADMIN, `from=${from}&to=${to}`);
    expect(all.length).toBeGreaterThan(20);
    expect(all.every((e) => e.date >= from && e.date <= to && e.bookingId === null)).toBe(true);
    const eca = await entries(ADMIN, `from=${from}&to=${to}&businessArea=ECA`);
    expect(eca.length).toBeGreaterThan(0);
    expect(eca.every((e) => e.businessArea === 'ECA')).toBe(true);
    const one = await entries(ADMIN, `from=${from}&to=${to}&eventId=${eca[0]!.eventId}`);
    expect(new Set(one.map((e) => e.eventId))).toEqual(new Set([eca[0]!.eventId]));
    const breaks = await get<BreakItem[]>(ADMIN, '/api/configuration/breaks');
    const autumn = breaks.find((b) => b.name === 'Autumn break')!;
    const inBreak = await entries(
      ADMIN,
      `from=${autumn.startDate}&to=${shift(autumn.startDate, 4)}`,
    );
    expect(inBreak.every((e) => e.businessArea === 'HOLIDAY_CAMP')).toBe(true);
  });

  it('shows a parent their children’s bookings and an instructor the services they teach', async () => {
    const { from, to } = span();
    const all = await entries(ADMIN, `from=${from}&to=${to}`);
    const mine = await entries(PARENT, `from=${from}&to=${to}`);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((e) => e.bookingId !== null && e.participantName !== null)).toBe(true);
    const taught = await entries(INSTRUCTOR, `from=${from}&to=${to}`);
    const services = new Set(taught.filter((e) => e.bookingId === null).map((e) => e.eventId));
    expect(services.size).toBeGreaterThan(0);
    expect(services.size).toBeLessThan(new Set(all.map((e) => e.eventId)).size);
  });

  it('refuses a span over six weeks or backwards', async () => {
    await get(ADMIN, '/api/calendar/entries?from=2026-01-01&to=2026-03-01', 400);
    await get(ADMIN, '/api/calendar/entries?from=2026-01-10&to=2026-01-01', 400);
  });
});
