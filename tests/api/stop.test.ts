import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stops } from '../../server/db/schema';
import type { ErrorBody } from '../../shared/model/errors';
import type { BusStopRow, Stop, StopRow } from '../../shared/model/stop';
import { insertBusLine } from './support/bus-fixtures';
import { changedTables, databaseFingerprint } from './support/db-fingerprint';
import { expectRefused } from './support/expect-refused';
import { bookingYearId } from './support/service-fixtures';
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

let serial = 0;
const fresh = () => ({ name: `Test stop ${++serial}`, street: 'Teststraße 1', imageUrl: '' });

async function create(body: object = fresh()): Promise<Stop> {
  // The spec's path has the trailing slash; the app routes it to /api/stop.
  const response = await t.call('POST', '/api/stop/', { body, headers: admin });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Stop;
}

const refused = (body: unknown, issue: { path: string; message: string }) =>
  expectRefused(t, { method: 'POST', path: '/api/stop', body, as: 'admin@kitebook.test' }, issue);

describe('stops: list, create, update, delete', () => {
  it('lists the demo stops by name, each with the bus lines that use it', async () => {
    const response = await t.call('GET', '/api/stop/all', { headers: admin });
    expect(response.status).toBe(200);
    const list = (await response.json()) as StopRow[];
    expect(list.find((stop) => stop.name === 'Dornbusch')).toMatchObject({
      street: 'Eschersheimer Landstraße',
      imageUrl: null,
      version: 0,
    });
    expect(list.find((stop) => stop.name === 'ESF')!.lineCount).toBeGreaterThan(0);
    const names = list.map((stop) => stop.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('lists the stops of every line with the prices the caller may see (GET /api/busstop/all)', async () => {
    const response = await t.call('GET', '/api/busstop/all', { headers: admin });
    expect(response.status).toBe(200);
    const rows = (await response.json()) as BusStopRow[];
    const dornbusch = rows.find(
      (row) => row.eventName === 'Bus Line 1 North (morning)' && row.name === 'Dornbusch',
    )!;
    expect(dornbusch).toMatchObject({ distance: 25, stop: { name: 'Dornbusch' } });
    expect(dornbusch.price).toEqual({ memberPrice: 45, totalPrice: 50 });
    const member = (await (
      await t.call('GET', '/api/busstop/all', { headers: await t.authAs('member@kitebook.test') })
    ).json()) as BusStopRow[];
    expect(member.find((row) => row.id === dornbusch.id)!.price).toMatchObject({ memberPrice: 45 });
  });

  it('creates a stop with trimmed texts, an empty picture address stored as none', async () => {
    const created = await create({ name: '  Trimmed stop ', street: ' Weg 2 ', imageUrl: '' });
    expect(created).toMatchObject({
      name: 'Trimmed stop',
      street: 'Weg 2',
      imageUrl: null,
      version: 0,
    });
    const read = await t.call('GET', `/api/stop/${created.id}`, { headers: admin });
    expect(await read.json()).toEqual(created);
  });

  it('updates with the loaded version and answers 409 to a stale one, storing nothing', async () => {
    const created = await create();
    const updated = await t.call('POST', '/api/stop', {
      body: { ...created, street: 'Neue Straße 3', imageUrl: 'https://example.org/stop.jpg' },
      headers: admin,
    });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ street: 'Neue Straße 3', version: 1 });

    const before = await databaseFingerprint(t.database.db);
    const stale = await t.call('POST', '/api/stop', {
      body: { ...created, street: 'Lost update' },
      headers: admin,
    });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as ErrorBody).message).toBe('error.staleVersion');
    expect(changedTables(before, await databaseFingerprint(t.database.db))).toEqual([]);
  });

  it('deletes an unused stop', async () => {
    const created = await create();
    const response = await t.call('DELETE', `/api/stop/${created.id}`, { headers: admin });
    expect(response.status).toBe(204);
    expect(await t.database.db.select().from(stops).where(eq(stops.id, created.id))).toEqual([]);
    expect((await t.call('DELETE', `/api/stop/${created.id}`, { headers: admin })).status).toBe(
      404,
    );
  });

  it('refuses to delete a stop a bus line uses with 409 and the message of spec 002 §8', async () => {
    const created = await create();
    await insertBusLine(t.database.db, {
      schoolYearId: yearId,
      inbound: true,
      time: '07:00',
      stops: [
        { name: created.name, distance: 0 },
        { name: 'ESF', distance: 20 },
      ],
    });
    const before = await databaseFingerprint(t.database.db);
    const response = await t.call('DELETE', `/api/stop/${created.id}`, { headers: admin });
    expect(response.status).toBe(409);
    expect(((await response.json()) as ErrorBody).message).toBe('stops.message.inUse');
    expect(changedTables(before, await databaseFingerprint(t.database.db))).toEqual([]);
  });
});

describe('stops: the rules, on the server as in the dialog', () => {
  it('requires the name', () =>
    refused({ ...fresh(), name: ' ' }, { path: 'name', message: 'stops.rules.name' }));
  it('requires the street (spec 002 §5)', () =>
    refused({ ...fresh(), street: '' }, { path: 'street', message: 'stops.rules.street' }));
  it('keeps the name under 256 characters', () =>
    refused(
      { ...fresh(), name: 'x'.repeat(256) },
      { path: 'name', message: '!.rules.max-characters' },
    ));
  it('keeps the street under 256 characters', () =>
    refused(
      { ...fresh(), street: 'x'.repeat(256) },
      { path: 'street', message: '!.rules.max-characters' },
    ));
  it('takes only a web address as the picture', () =>
    refused(
      { ...fresh(), imageUrl: 'javascript:alert(1)' },
      { path: 'imageUrl', message: 'shared.rules.web-address' },
    ));
  it('refuses a name another stop has', () =>
    refused(
      { ...fresh(), name: 'Dornbusch' },
      { path: 'name', message: 'stops.rules.name-taken' },
    ));
  it('refuses renaming a stop to the name of another', async () => {
    const created = await create();
    await refused(
      { ...created, name: 'Dornbusch' },
      { path: 'name', message: 'stops.rules.name-taken' },
    );
  });
});

describe('stops: who may write', () => {
  for (const login of ['parent@kitebook.test', 'member@kitebook.test', 'guardian@kitebook.test']) {
    it(`answers 403 to ${login} on every write and changes nothing`, async () => {
      const created = await create();
      const headers = await t.authAs(login);
      const before = await databaseFingerprint(t.database.db);
      const save = await t.call('POST', '/api/stop', { body: fresh(), headers });
      expect(save.status).toBe(403);
      const remove = await t.call('DELETE', `/api/stop/${created.id}`, { headers });
      expect(remove.status).toBe(403);
      expect(changedTables(before, await databaseFingerprint(t.database.db))).toEqual([]);
      expect((await t.call('GET', '/api/stop/all', { headers })).status).toBe(200);
    });
  }
});

describe('GET /api/stop/list: the list contract', () => {
  type Page = { items: StopRow[]; total: number };
  const page = async (query: string) => {
    const response = await t.call('GET', `/api/stop/list?${query}`, { headers: admin });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as Page;
  };

  it('searches name and street, filters by use on a line, and orders by the lines', async () => {
    expect((await page('search=eschersheimer')).items.map((row) => row.name)).toEqual([
      'Dornbusch',
    ]);
    const created = await create();
    const unused = await page('used=no&pageSize=200');
    expect(unused.items.some((row) => row.id === created.id)).toBe(true);
    expect(unused.items.every((row) => row.lineCount === 0)).toBe(true);
    const byLines = await page('orderBy=lines&asc=false&pageSize=200');
    const counts = byLines.items.map((row) => row.lineCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(byLines.total).toBe(byLines.items.length);
    const all = (await (
      await t.call('GET', '/api/stop/all', { headers: admin })
    ).json()) as StopRow[];
    const linesById = (rows: StopRow[]) =>
      Object.fromEntries(rows.map((row) => [row.id, row.lineCount]));
    expect(linesById(byLines.items)).toEqual(linesById(all));
  });
});
