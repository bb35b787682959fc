import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BreakItem, HolidayItem } from '../../shared/model/calendar';
import type { ChildSchedule, ScheduleFeedLink } from '../../shared/model/schedule';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from './support/test-app';

const ADMIN = 'admin@kitebook.test';
const SYS_ADMIN = 'sysadmin@kitebook.test';
const PARENT = 'parent@kitebook.test';
const MEMBER = 'member@kitebook.test';
const GUARDIAN = 'guardian@kitebook.test';
const INSTRUCTOR = 'instructor@kitebook.test';
let t: TestApp;
let mia: number;
let noah: number;

async function send<T>(
  method: string,
  login: string | null,
  path: string,
  { status = 200, body }: { status?: number; body?: unknown } = {},
): Promise<T> {
  const response = await t.call(method, path, {
    body,
    headers: login ? await t.authAs(login) : undefined,
  });
  const text = await response.text();
  expect(response.status, `${method} ${path} as ${login}: ${text.slice(0, 300)}`).toBe(status);
  return (text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text) as T;
}
const get = <T>(login: string | null, path: string, status = 200) =>
  send<T>('GET', login, path, { status });
const renew = (login: string, participantId: number, status = 200) =>
  send<ScheduleFeedLink>('PUT', login, '/api/my/schedule/feed', {
    status,
    body: { participantId },
  });
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const feedPath = (url: string) => url.slice(TEST_PUBLIC_URL.length);

beforeAll(async () => {
  t = await createTestApp();
  const week = await get<ChildSchedule>(PARENT, '/api/my/schedule');
  mia = week.children.find((c) => c.givenName === 'Mia')!.id;
  noah = week.children.find((c) => c.givenName === 'Noah')!.id;
}, 120_000);
afterAll(() => t.close());

describe("a child's week", () => {
  it('gives a parent their children and the first one’s week, Monday to Sunday', async () => {
    const week = await get<ChildSchedule>(PARENT, '/api/my/schedule?week=2026-11-25');
    expect(week.children.map((c) => c.givenName)).toEqual(['Mia', 'Noah']);
    expect(week.child?.id).toBe(mia);
    expect([week.from, week.to]).toEqual(['2026-11-23', '2026-11-29']);
    expect(week.days.map((d) => d.date)).toHaveLength(7);
    expect(week.feed).toEqual({ createdAt: null });
  });

  it('shows lessons end, services, the bus at the stop and childminding until, in a school week', async () => {
    // The demo books Mia from today on: the first of the coming weeks with lessons on four days.
    let week = await get<ChildSchedule>(PARENT, `/api/my/schedule?participantId=${mia}`);
    for (let ahead = 1; week.days.filter((d) => d.lessonsEnd).length < 4 && ahead < 8; ahead++)
      week = await get<ChildSchedule>(
        PARENT,
        `/api/my/schedule?participantId=${mia}&week=${addDays(week.from, 7)}`,
      );
    const items = week.days.flatMap((d) => d.items);
    const schoolDays = week.days.filter((d) => d.lessonsEnd !== null);
    expect(schoolDays.length).toBeGreaterThanOrEqual(4);
    expect(week.days.slice(5).every((d) => d.lessonsEnd === null)).toBe(true);
    const bus = items.filter((item) => item.businessArea === 'SCHOOL_BUS');
    expect(bus.length).toBeGreaterThan(0);
    for (const ride of bus) {
      expect(ride.stop?.name).toBe('Dornbusch');
      expect(ride.time).toBe(ride.stop?.time);
      expect(ride.time).toMatch(/^\d\d:\d\d$/);
    }
    expect(bus.some((ride) => ride.inbound)).toBe(true);
    expect(bus.some((ride) => !ride.inbound)).toBe(true);
    const minding = items.filter((item) => item.businessArea === 'CHILDMINDING');
    expect(minding.length).toBeGreaterThan(0);
    expect(minding.every((item) => item.endTime !== null)).toBe(true);
    expect(items.some((item) => item.businessArea === 'ECA')).toBe(true);
    // By time within each day.
    for (const d of week.days)
      expect(d.items.map((i) => i.time)).toEqual(d.items.map((i) => i.time).sort());
  });

  it('marks breaks and public holidays, with no lessons and no regular services', async () => {
    const breaks = await get<BreakItem[]>(PARENT, '/api/configuration/breaks');
    const autumn = breaks.find((b) => b.name === 'Autumn break')!;
    const inBreak = await get<ChildSchedule>(
      PARENT,
      `/api/my/schedule?participantId=${mia}&week=${autumn.startDate}`,
    );
    const breakDays = inBreak.days.filter((d) => d.schoolBreak === 'Autumn break');
    expect(breakDays.length).toBeGreaterThan(0);
    for (const d of breakDays) {
      expect(d.lessonsEnd).toBeNull();
      expect(d.items.filter((i) => i.businessArea !== 'HOLIDAY_CAMP')).toEqual([]);
    }
    const year = Number(autumn.startDate.slice(0, 4));
    const holidays = await get<HolidayItem[]>(PARENT, `/api/calendar/holidays/${year + 1}`);
    const holiday = holidays.find((h) => ![0, 6].includes(new Date(h.date).getUTCDay()))!;
    const withHoliday = await get<ChildSchedule>(
      PARENT,
      `/api/my/schedule?participantId=${mia}&week=${holiday.date}`,
    );
    const day = withHoliday.days.find((d) => d.date === holiday.date)!;
    expect(day.holiday).toBe(holiday.name);
    expect(day.lessonsEnd).toBeNull();
    expect(day.items).toEqual([]);
  });

  it('answers by role: guardian the linked child only, office any, others 403, signed out 401', async () => {
    const guardian = await get<ChildSchedule>(GUARDIAN, '/api/my/schedule');
    expect(guardian.children.map((c) => c.id)).toEqual([mia]);
    expect(guardian.child?.id).toBe(mia);
    expect(guardian.feed).toBeNull();
    await get(GUARDIAN, `/api/my/schedule?participantId=${noah}`, 403);
    await get(MEMBER, `/api/my/schedule?participantId=${mia}`, 403);
    const member = await get<ChildSchedule>(MEMBER, '/api/my/schedule');
    expect(member.children.map((c) => c.id)).not.toContain(mia);
    const office = await get<ChildSchedule>(ADMIN, `/api/my/schedule?participantId=${noah}`);
    expect(office.child?.givenName).toBe('Noah');
    await get(INSTRUCTOR, '/api/my/schedule', 403);
    await get(SYS_ADMIN, '/api/my/schedule', 403);
    await get(null, '/api/my/schedule', 401);
    await get(PARENT, '/api/my/schedule?participantId=99999999', 404);
    await get(PARENT, '/api/my/schedule?week=2026-02-30', 400);
    await get(PARENT, '/api/my/schedule?participantId=abc', 400);
  });
});

describe("the child's calendar feed", () => {
  it('is made by a parent, read without a session as iCalendar, and dies when renewed', async () => {
    const first = await renew(PARENT, mia);
    expect(first.url.startsWith(`${TEST_PUBLIC_URL}/api/schedule-feed/`)).toBe(true);
    const response = await t.call('GET', feedPath(first.url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
    const text = await response.text();

    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Mia');
    const events = calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
    expect(events.length).toBeGreaterThan(10);
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
    const bus = events.find((e) => e.summary.includes('Dornbusch'))!;
    expect(bus.summary).toMatch(/Bus .* · Dornbusch \d\d:\d\d$/);
    expect(bus.startDate.isDate).toBe(false);
    expect(bus.startDate.zone?.tzid).toBe('UTC');
    expect(events.some((e) => e.startDate.isDate)).toBe(true); // holidays and breaks
    // Nothing but the child's given name and their week: no family name, no e-mail.
    const week = await get<ChildSchedule>(PARENT, `/api/my/schedule?participantId=${mia}`);
    expect(text).not.toContain(week.child!.familyName);
    expect(text).not.toMatch(/@kitebook\.test|@example\.com/);
    expect(week.feed?.createdAt).not.toBeNull();

    const second = await renew(PARENT, mia);
    expect(second.url).not.toBe(first.url);
    expect((await t.call('GET', feedPath(first.url))).status).toBe(404);
    expect((await t.call('GET', feedPath(second.url))).status).toBe(200);
    expect((await t.call('GET', `${feedPath(second.url)}.ics`)).status).toBe(200);
    // Another child's feed is its own.
    const noahs = await renew(PARENT, noah);
    expect((await t.call('GET', feedPath(second.url))).status).toBe(200);
    expect(await (await t.call('GET', feedPath(noahs.url))).text()).toContain('X-WR-CALNAME:Noah');
  });

  it('answers 404 to unknown and malformed tokens, and lets only the parents make it', async () => {
    for (const token of ['x', 'A'.repeat(43), `${'A'.repeat(43)}.ics`, '../../etc'])
      expect((await t.call('GET', `/api/schedule-feed/${token}`)).status).toBe(404);
    await renew(GUARDIAN, mia, 403);
    await renew(MEMBER, mia, 403);
    await renew(ADMIN, mia, 403);
    await renew(INSTRUCTOR, mia, 403);
    await renew(PARENT, 99999999, 404);
    await send('PUT', null, '/api/my/schedule/feed', { status: 401, body: { participantId: mia } });
    await send('PUT', PARENT, '/api/my/schedule/feed', {
      status: 400,
      body: { participantId: 'x' },
    });
  });
});
