import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, locations } from '../../server/db/schema';
import type { ErrorBody } from '../../shared/model/errors';
import type { Location, LocationDetail, LocationRow } from '../../shared/model/location';
import { changedTables, databaseFingerprint } from './support/db-fingerprint';
import { expectRefused } from './support/expect-refused';
import { addDays, bookingYearId, insertService } from './support/service-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: Record<string, string>;
let yearId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.authAs('admin@kitebook.test');
  yearId = await bookingYearId(t.database.db, t.clock.now);
});
afterAll(() => t.close());

const NEW = { name: 'Test hall', room: 'Room 1', capacity: 20 };

async function create(body: object = NEW): Promise<Location> {
  const response = await t.call('PUT', '/api/location/', { body, headers: admin });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Location;
}

const refused = (body: unknown, issue: { path: string; message: string }) =>
  expectRefused(
    t,
    { method: 'PUT', path: '/api/location', body, as: 'admin@kitebook.test' },
    issue,
  );

describe('locations: list, read, create, update, delete', () => {
  it('lists the demo locations by name and room, with their running services counted', async () => {
    const response = await t.call('GET', '/api/location/all', { headers: admin });
    expect(response.status).toBe(200);
    const list = (await response.json()) as LocationRow[];
    expect(list.length).toBeGreaterThanOrEqual(20);
    const keys = list.map((row) => `${row.name}\u0000${row.room}`);
    expect(keys).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(list.some((row) => row.serviceCount > 0)).toBe(true);
  });

  it('creates a location with trimmed texts at version 0, and reads it back', async () => {
    const created = await create({ name: '  Trim hall ', room: ' R2 ', capacity: 0 });
    expect(created).toMatchObject({ name: 'Trim hall', room: 'R2', capacity: 0, version: 0 });
    const read = await t.call('GET', `/api/location/${created.id}`, { headers: admin });
    expect((await read.json()) as LocationDetail).toEqual({ ...created, services: [] });
  });

  it('updates with the loaded version, bumps it, and answers 409 to the stale one', async () => {
    const created = await create();
    const first = await t.call('PUT', '/api/location', {
      body: { ...created, name: 'Renamed hall' },
      headers: admin,
    });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ name: 'Renamed hall', version: 1 });

    const before = await databaseFingerprint(t.database.db);
    const stale = await t.call('PUT', '/api/location', {
      body: { ...created, name: 'Lost update' },
      headers: admin,
    });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as ErrorBody).message).toBe('error.staleVersion');
    expect(changedTables(before, await databaseFingerprint(t.database.db))).toEqual([]);
  });

  it('answers 404 for an unknown location', async () => {
    const missing = { ...NEW, id: 2_000_000_000, version: 0 };
    expect((await t.call('PUT', '/api/location', { body: missing, headers: admin })).status).toBe(
      404,
    );
    expect((await t.call('GET', '/api/location/2000000000', { headers: admin })).status).toBe(404);
    expect((await t.call('DELETE', '/api/location/2000000000', { headers: admin })).status).toBe(
      404,
    );
  });

  it('deletes an unused location, and refuses one a service uses with 409', async () => {
    const unused = await create();
    const gone = await t.call('DELETE', `/api/location/${unused.id}`, { headers: admin });
    expect(gone.status).toBe(204);
    const rows = await t.database.db.select().from(locations).where(eq(locations.id, unused.id));
    expect(rows).toEqual([]);

    const used = await create();
    await insertService(t.database.db, { schoolYearId: yearId, locationId: used.id });
    const before = await databaseFingerprint(t.database.db);
    const refusedDelete = await t.call('DELETE', `/api/location/${used.id}`, { headers: admin });
    expect(refusedDelete.status).toBe(409);
    expect(((await refusedDelete.json()) as ErrorBody).message).toBe('locations.message.inUse');
    expect(changedTables(before, await databaseFingerprint(t.database.db))).toEqual([]);
  });
});

describe('locations: the rules of spec 001 §5, on the server as in the dialog', () => {
  it('requires the name', () =>
    refused({ ...NEW, name: '  ' }, { path: 'name', message: 'locations.rules.name' }));
  it('requires the room', () =>
    refused({ ...NEW, room: '' }, { path: 'room', message: 'locations.rules.room' }));
  it('keeps the name under 256 characters', () =>
    refused(
      { ...NEW, name: 'x'.repeat(256) },
      { path: 'name', message: '!.rules.max-characters' },
    ));
  it('keeps the room under 256 characters', () =>
    refused(
      { ...NEW, room: 'x'.repeat(256) },
      { path: 'room', message: '!.rules.max-characters' },
    ));
  it('requires the capacity', () =>
    refused({ name: 'A', room: 'B' }, { path: 'capacity', message: 'locations.rules.capacity' }));
  it('refuses a negative capacity', () =>
    refused({ ...NEW, capacity: -1 }, { path: 'capacity', message: 'locations.rules.capacity' }));
  it('refuses a capacity that is no whole number', () =>
    refused({ ...NEW, capacity: 2.5 }, { path: 'capacity', message: 'locations.rules.capacity' }));
  it('refuses a capacity given as text', () =>
    refused({ ...NEW, capacity: '12' }, { path: 'capacity', message: 'locations.rules.capacity' }));
});

describe('locations: capacity and the services held there', () => {
  it('refuses a capacity below a running service maximum, naming the services, and stores nothing', async () => {
    const hall = await create({ ...NEW, capacity: 30 });
    const { db } = t.database;
    await insertService(db, {
      schoolYearId: yearId,
      locationId: hall.id,
      name: 'Judo',
      maximumNumber: 24,
    });
    await insertService(db, {
      schoolYearId: yearId,
      locationId: hall.id,
      name: 'Chess',
      maximumNumber: 18,
    });
    // Neither a cancelled nor an ended service holds the room any longer.
    const cancelled = await insertService(db, {
      schoolYearId: yearId,
      locationId: hall.id,
      name: 'Cancelled',
      maximumNumber: 29,
    });
    await db.update(events).set({ canceledAt: new Date() }).where(eq(events.id, cancelled.id));
    await insertService(db, {
      schoolYearId: yearId,
      locationId: hall.id,
      name: 'Last year',
      maximumNumber: 28,
      startDate: addDays(t.clock.now, -400),
      endDate: addDays(t.clock.now, -40),
    });

    const detail = (await (
      await t.call('GET', `/api/location/${hall.id}`, { headers: admin })
    ).json()) as LocationDetail;
    expect(detail.services.map((s) => [s.name, s.maximumNumber])).toEqual([
      ['Chess', 18],
      ['Judo', 24],
    ]);

    const before = await databaseFingerprint(db);
    const response = await t.call('PUT', '/api/location', {
      body: { ...hall, capacity: 17 },
      headers: admin,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).issues).toEqual([
      {
        path: 'capacity',
        message: 'locations.rules.capacity-below-services',
        values: { services: 'Judo (24), Chess (18)' },
      },
    ]);
    expect(changedTables(before, await databaseFingerprint(db))).toEqual([]);

    const atMaximum = await t.call('PUT', '/api/location', {
      body: { ...hall, capacity: 24 },
      headers: admin,
    });
    expect(atMaximum.status).toBe(200);
  });

  it('raises the capacity to the largest maximum when adjusted (spec 001 §7)', async () => {
    const hall = await create({ ...NEW, capacity: 5 });
    await insertService(t.database.db, {
      schoolYearId: yearId,
      locationId: hall.id,
      maximumNumber: 12,
    });
    const response = await t.call('PUT', `/api/location/adjust-location-max/${hall.id}`, {
      headers: admin,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ capacity: 12, version: 1 });
  });
});

describe('locations: who may write', () => {
  const writes = (id: number) => [
    { method: 'PUT', path: '/api/location', body: NEW },
    { method: 'DELETE', path: `/api/location/${id}` },
    { method: 'PUT', path: `/api/location/adjust-location-max/${id}` },
  ];

  for (const login of ['parent@kitebook.test', 'member@kitebook.test', 'guardian@kitebook.test']) {
    it(`answers 403 to ${login} on every write and changes nothing`, async () => {
      const hall = await create();
      const headers = await t.authAs(login);
      const before = await databaseFingerprint(t.database.db);
      for (const write of writes(hall.id)) {
        const response = await t.call(write.method, write.path, { body: write.body, headers });
        expect(response.status, `${write.method} ${write.path}`).toBe(403);
      }
      expect(changedTables(before, await databaseFingerprint(t.database.db))).toEqual([]);
      // Reading stays open to them (spec 001 §2.1: /location).
      expect((await t.call('GET', '/api/location/all', { headers })).status).toBe(200);
    });
  }
});

describe('GET /api/location/list: the list contract', () => {
  type Page = { items: LocationRow[]; total: number; page: number; pageSize: number };
  const page = async (query: string) => {
    const response = await t.call('GET', `/api/location/list?${query}`, { headers: admin });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as Page;
  };

  it('pages by name with the total, and orders by capacity descending', async () => {
    const first = await page('pageSize=5');
    expect(first.items).toHaveLength(5);
    expect(first.total).toBeGreaterThanOrEqual(20);
    const byCapacity = await page('orderBy=capacity&asc=false&pageSize=200');
    const capacities = byCapacity.items.map((row) => row.capacity);
    expect(capacities).toEqual([...capacities].sort((a, b) => b - a));
  });

  it('searches name and room, and filters by running services', async () => {
    const searched = await page('search=auditorium');
    expect(searched.items.map((row) => row.room)).toEqual(['Auditorium']);
    const unused = await create({ name: 'Never used', room: 'Z', capacity: 1 });
    const notUsed = await page('used=no&pageSize=200');
    expect(notUsed.items.some((row) => row.id === unused.id)).toBe(true);
    expect(notUsed.items.every((row) => row.serviceCount === 0)).toBe(true);
    const used = await page('used=yes&pageSize=200');
    expect(used.items.length).toBeGreaterThan(0);
    expect(used.items.every((row) => row.serviceCount > 0)).toBe(true);
  });

  it('counts the running services of each row as the whole list does', async () => {
    const all = (await (
      await t.call('GET', '/api/location/all', { headers: admin })
    ).json()) as LocationRow[];
    const listed = await page('pageSize=200');
    expect(listed.total).toBe(all.length);
    const counts = (rows: LocationRow[]) =>
      Object.fromEntries(rows.map((row) => [row.id, row.serviceCount]));
    expect(counts(listed.items)).toEqual(counts(all));
  });

  it('answers 400 to a column it does not sort by', async () => {
    const response = await t.call('GET', '/api/location/list?orderBy=version', { headers: admin });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).issues?.[0]?.path).toBe('orderBy');
  });
});
