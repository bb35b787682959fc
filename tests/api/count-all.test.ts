import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardCounts } from '../../shared/model/counts';
import type { ListAnswer } from '../../shared/model/list';
import type { PendingRegistration } from '../../shared/model/register';
import { createTestApp, type TestApp } from './support/test-app';

const ADMIN = 'admin@kitebook.test';
const SYSADMIN = 'sysadmin@kitebook.test';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

async function get<T>(login: string | null, path: string, status = 200): Promise<T> {
  const response = await t.call('GET', path, { headers: login ? await t.authAs(login) : {} });
  const text = await response.text();
  expect(response.status, `GET ${path}: ${text}`).toBe(status);
  return JSON.parse(text) as T;
}
const total = async (login: string, path: string) =>
  (await get<ListAnswer<unknown>>(login, path)).total;

describe('GET /api/count/all', () => {
  it("answers ADMIN each tile's count as the total of the list it opens", async () => {
    const counts = await get<DashboardCounts>(ADMIN, '/api/count/all');
    expect(counts.schoolYear).not.toBeNull();
    expect(counts.registrations).toBeNull();
    expect(counts.areas!.map((area) => area.businessArea)).toEqual([
      'CHILDMINDING',
      'ECA',
      'HOLIDAY_CAMP',
      'PARENT_ACTIVITIES',
      'SCHOOL_BUS',
      'SCHOOL',
    ]);
    const eca = counts.areas!.find((area) => area.businessArea === 'ECA')!;
    expect(eca.pending).toBeGreaterThan(0);
    expect(eca.thisYear).toBeGreaterThan(eca.pending);
    for (const area of counts.areas!) {
      expect(
        await total(ADMIN, `/api/booking/list?status=PENDING&businessArea=${area.businessArea}`),
      ).toBe(area.pending);
      expect(
        await total(
          ADMIN,
          `/api/booking/list?businessArea=${area.businessArea}&schoolYear=${counts.schoolYear!.id}`,
        ),
      ).toBe(area.thisYear);
    }
    expect(counts.children).toBeGreaterThan(100);
    expect(await total(ADMIN, '/api/participant')).toBe(counts.children);
    expect(await total(ADMIN, '/api/sent-email/list?status=FAILED')).toBe(counts.failedEmails);
  });

  it('counts the services with an inconsistency as the overview and the filtered service list find them', async () => {
    const counts = await get<DashboardCounts>(ADMIN, '/api/count/all');
    const year = counts.schoolYear!.id;
    const overview = await get<unknown[]>(ADMIN, `/api/inconsistency/school-year/${year}`);
    expect(overview.length).toBeGreaterThan(0);
    expect(counts.inconsistentServices).toBe(overview.length);
    expect(await total(ADMIN, `/api/event?inconsistent=true&schoolYear=${year}`)).toBe(
      overview.length,
    );
    expect(await total(ADMIN, `/api/event?inconsistent=false&schoolYear=${year}`)).toBe(
      await total(ADMIN, `/api/event?schoolYear=${year}`),
    );
    await get(ADMIN, '/api/event?inconsistent=yes', 400);
  });

  it('answers SYS_ADMIN the registrations awaiting approval, not the bookings', async () => {
    const counts = await get<DashboardCounts>(SYSADMIN, '/api/count/all');
    expect(counts).toMatchObject({
      areas: null,
      children: null,
      failedEmails: null,
      inconsistentServices: null,
    });
    const pending = await get<PendingRegistration[]>(SYSADMIN, '/api/register');
    expect(counts.registrations).toBe(pending.length);
  });

  it('is refused to everyone else', async () => {
    for (const login of [
      'instructor@kitebook.test',
      'parent@kitebook.test',
      'member@kitebook.test',
      'guardian@kitebook.test',
      'provider@kitebook.test',
    ])
      await get(login, '/api/count/all', 403);
    await get(null, '/api/count/all', 401);
  });
});
