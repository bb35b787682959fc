import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOMEWORK_CLUB, HOMEWORK_CLUB_CHILDREN } from '../../server/db/seed/presence-showcase';
import type { PresenceTable, TodaysRegister } from '../../shared/model/presence';
import { DEFAULT_SCHOOL_TIME_ZONE, todayIn } from '../../shared/model/school-time';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo registers (issue 18.7)', () => {
  it("gives the demo instructor today's Daily Study Hall with children, some absent, some picked up, a few PENDING", async () => {
    const today = todayIn(DEFAULT_SCHOOL_TIME_ZONE, t.clock.now);
    const headers = await t.authAs('instructor@kitebook.test');
    const day = (await (
      await t.call('GET', `/api/presence/today?date=${today}`, { headers })
    ).json()) as TodaysRegister[];
    const club = day.find((register) => register.name === HOMEWORK_CLUB);
    // The club pauses in breaks and on public holidays like any course.
    if (!club) return expect(day.every((register) => register.name !== HOMEWORK_CLUB)).toBe(true);
    expect(club.children).toBe(HOMEWORK_CLUB_CHILDREN);
    const response = await t.call(
      'GET',
      `/api/booking/populate-presence-table/${today}/${club.recurrenceId}`,
      { headers },
    );
    const table = (await response.json()) as PresenceTable;
    expect(table.date).toBe(today);
    const rows = table.presences;
    expect(rows).toHaveLength(HOMEWORK_CLUB_CHILDREN);
    expect(rows.filter((row) => row.bookingStatus === 'PENDING')).toHaveLength(3);
    expect(rows.filter((row) => row.absent).length).toBe(2);
    expect(rows.filter((row) => row.pickedUp).length).toBe(3);
    expect(rows.filter((row) => row.present).length).toBeGreaterThan(3);
    expect(
      rows.some((row) => row.bookingStatus === 'ACCEPTED' && !row.present && !row.absent),
    ).toBe(true);
  });
});
