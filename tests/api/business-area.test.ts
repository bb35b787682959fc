import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  configuration,
  eventEventTypes,
  events,
  eventTypes,
  schoolYears,
} from '../../server/db/schema';
import type { BusinessAreaOverview } from '../../shared/model/business-area';
import { BUSINESS_AREAS } from '../../shared/model/enums';
import { insertService } from './support/service-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.authAs('admin@kitebook.test');
});
afterAll(() => t.close());

async function overview(headers = admin): Promise<BusinessAreaOverview> {
  const response = await t.call('GET', '/api/business-area', { headers });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as BusinessAreaOverview;
}

const areaOf = (answer: BusinessAreaOverview, area: string) =>
  answer.areas.find((entry) => entry.area === area)!;

describe('GET /api/business-area', () => {
  it('answers ADMIN and SYS_ADMIN; refuses the other roles with 403 and visitors with 401', async () => {
    await overview(await t.authAs('sysadmin@kitebook.test'));
    for (const login of [
      'instructor@kitebook.test',
      'parent@kitebook.test',
      'member@kitebook.test',
      'guardian@kitebook.test',
      'provider@kitebook.test',
    ]) {
      const response = await t.call('GET', '/api/business-area', {
        headers: await t.authAs(login),
      });
      expect(response.status, login).toBe(403);
    }
    expect((await t.call('GET', '/api/business-area')).status).toBe(401);
  });

  it('lists every area with the services of the current school year, counted in the database', async () => {
    const answer = await overview();
    expect(answer.areas.map((entry) => entry.area)).toEqual([...BUSINESS_AREAS]);
    const year = answer.schoolYear!;
    expect(year.name).toMatch(/^\d{4}\/\d{2}$/);
    const db = t.database.db;
    for (const entry of answer.areas) {
      const [row] = await db
        .select({ n: count() })
        .from(events)
        .where(and(eq(events.schoolYearId, year.id), eq(events.businessArea, entry.area)));
      expect(entry.services, entry.area).toBe(row!.n);
    }
    expect(areaOf(answer, 'ECA').services).toBeGreaterThan(0);
  });

  it('counts a new service of the year in its area and its event type, not one of next year', async () => {
    const before = await overview();
    const yearId = before.schoolYear!.id;
    const db = t.database.db;
    const [type] = await db
      .insert(eventTypes)
      .values({ name: 'Test type for areas' })
      .returning({ id: eventTypes.id });
    const service = await insertService(db, { schoolYearId: yearId, businessArea: 'SCHOOL' });
    await db.insert(eventEventTypes).values({ eventId: service.id, eventTypeId: type!.id });
    const years = await db
      .select({ id: schoolYears.id, startDate: schoolYears.startDate })
      .from(schoolYears)
      .orderBy(asc(schoolYears.startDate));
    const next = years[years.findIndex((year) => year.id === yearId) + 1];
    expect(next).toBeDefined();
    await insertService(db, { schoolYearId: next!.id, businessArea: 'SCHOOL' });

    const after = await overview();
    expect(areaOf(after, 'SCHOOL').services).toBe(areaOf(before, 'SCHOOL').services + 1);
    expect(areaOf(after, 'SCHOOL').eventTypes).toContainEqual({
      id: type!.id,
      name: 'Test type for areas',
      services: 1,
    });
    expect(areaOf(after, 'ECA').eventTypes.some((entry) => entry.id === type!.id)).toBe(false);
    const names = areaOf(after, 'ECA').eventTypes.map((entry) => entry.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('takes the school year of the school’s today: 31 July 23:30 in Berlin is still the old one', async () => {
    const current = (await overview()).schoolYear!;
    const endYear = Number(current.name.slice(0, 4)) + 1;
    const saved = t.clock.now;
    try {
      t.clock.now = new Date(`${endYear}-07-31T21:30:00Z`); // 23:30 in Berlin (summer time)
      expect((await overview(await t.authAs('admin@kitebook.test'))).schoolYear).toEqual(current);
      t.clock.now = new Date(`${endYear}-07-31T22:30:00Z`); // 00:30 on 1 August in Berlin
      const next = (await overview(await t.authAs('admin@kitebook.test'))).schoolYear!;
      expect(next.name).toBe(`${endYear}/${String(endYear + 1).slice(2)}`);
    } finally {
      t.clock.now = saved;
      admin = await t.authAs('admin@kitebook.test'); // a session of the restored clock
    }
  });

  it('shows each area’s toggles, the childminding mode, and whether parents can book it', async () => {
    const sysadmin = await t.authAs('sysadmin@kitebook.test');
    const answer = await overview();
    expect(areaOf(answer, 'ECA').toggles).toEqual([{ name: 'eca', on: true }]);
    expect(areaOf(answer, 'SCHOOL').toggles).toEqual([]);
    expect(areaOf(answer, 'SCHOOL').offered).toBe(true);
    expect(areaOf(answer, 'CHILDMINDING').toggles.map((toggle) => toggle.name)).toEqual([
      'enableChildmindingBooking',
      'enableChildmindingBookingAdmin',
    ]);
    expect(areaOf(answer, 'CHILDMINDING')).toHaveProperty('childmindingMode');
    expect(areaOf(answer, 'ECA')).not.toHaveProperty('childmindingMode');

    const off = await t.call('PUT', '/api/config/feature-toggle', {
      body: { name: 'eca', enabled: false },
      headers: sysadmin,
    });
    expect(off.status).toBe(200);
    await t.database.db
      .update(configuration)
      .set({ value: 'OUTSOURCED' })
      .where(eq(configuration.key, 'childmindingMode'));
    const after = await overview();
    expect(areaOf(after, 'ECA')).toMatchObject({
      toggles: [{ name: 'eca', on: false }],
      offered: false,
    });
    expect(areaOf(after, 'CHILDMINDING')).toMatchObject({
      childmindingMode: 'OUTSOURCED',
      offered: false,
    });
    await t.call('PUT', '/api/config/feature-toggle', {
      body: { name: 'eca', enabled: true },
      headers: sysadmin,
    });
  });
});
