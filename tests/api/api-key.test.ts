import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, persons, userRoles, users } from '../../server/db/schema';
import type { ApiKeyRow, CreatedApiKey } from '../../shared/model/api-key';
import type { BusLineList, DailyTransportList } from '../../shared/model/transport-list';
import { apiRoutes, concretePath } from './support/api-routes';
import { createTestApp, type TestApp } from './support/test-app';

/** API keys (issue 21.4): the routes × roles, and what a key may read and when it stops. */
let t: TestApp;
const as: Record<string, Record<string, string>> = {};
/** A second provider, serving nothing: its keys read no route. */
const OTHER_PROVIDER = 'keys-other-provider@test.local';
/** A school day of the demo with children on the bus. */
let busDay: string;

const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });
const body = async (response: Response) => (await response.json()) as { message?: string };

async function createKey(name: string, login = 'provider@kitebook.test'): Promise<CreatedApiKey> {
  const response = await t.call('PUT', '/api/api-key', { body: { name }, headers: as[login] });
  expect(response.status).toBe(200);
  return (await response.json()) as CreatedApiKey;
}

const listAs = async (login: string) => {
  const response = await t.call('GET', '/api/api-key/all-provider', { headers: as[login] });
  expect(response.status).toBe(200);
  return (await response.json()) as ApiKeyRow[];
};

const storedKey = async (id: number) =>
  (await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, id)))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const [person] = await db
    .insert(persons)
    .values({ givenName: 'Other', familyName: 'Coaches', gender: 'DIVERS', email: OTHER_PROVIDER })
    .returning({ id: persons.id });
  const [user] = await db
    .insert(users)
    .values({ login: OTHER_PROVIDER, personId: person!.id })
    .returning({ id: users.id });
  await db.insert(userRoles).values({ userId: user!.id, role: 'EXT_PROVIDER' });
  for (const login of [
    'admin@kitebook.test',
    'sysadmin@kitebook.test',
    'provider@kitebook.test',
    'parent@kitebook.test',
    'instructor@kitebook.test',
    OTHER_PROVIDER,
  ])
    as[login] = await t.authAs(login);
  // The first of the next school days whose buses carry children.
  for (let offset = 0; offset < 21 && !busDay; offset++) {
    const date = new Date(t.clock.now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const response = await t.call('GET', `/api/lists/bus-line-list/?date=${date}`, {
      headers: as['admin@kitebook.test'],
    });
    const list = (await response.json()) as BusLineList;
    if (list.lines.some((line) => line.stops.some((stop) => stop.children.length > 0)))
      busDay = date;
  }
  expect(busDay).toBeDefined();
});
afterAll(() => t.close());

describe('the key routes × roles', () => {
  it('lists a provider their own keys, a SYS_ADMIN every provider’s, nobody else', async () => {
    const other = await createKey('Other’s key', OTHER_PROVIDER);
    const own = await listAs('provider@kitebook.test');
    expect(own.length).toBeGreaterThanOrEqual(3);
    expect(own.every((key) => key.provider.login === 'provider@kitebook.test')).toBe(true);
    expect(JSON.stringify(own)).not.toMatch(/hash|key_hash|"key":/);
    const all = await listAs('sysadmin@kitebook.test');
    expect(all.map((key) => key.id)).toEqual(expect.arrayContaining([other.id, own[0]!.id]));
    for (const login of [
      'admin@kitebook.test',
      'parent@kitebook.test',
      'instructor@kitebook.test',
    ]) {
      const response = await t.call('GET', '/api/api-key/all-provider', { headers: as[login] });
      expect(response.status, login).toBe(403);
    }
    expect((await t.call('GET', '/api/api-key/all-provider')).status).toBe(401);
  });

  it('lets only a provider create a key, shown once and stored as a hash', async () => {
    const created = await createKey('Bus timetable sync');
    expect(created.key).toMatch(/^kb_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/);
    expect(created.key.startsWith(`${created.prefix}_`)).toBe(true);
    expect(created).toMatchObject({
      name: 'Bus timetable sync',
      lastUsedAt: null,
      revokedAt: null,
    });
    const row = await storedKey(created.id);
    expect(row.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(created.key.slice(12));
    const listed = (await listAs('provider@kitebook.test')).find((key) => key.id === created.id);
    expect(listed).not.toHaveProperty('key');
    for (const login of ['sysadmin@kitebook.test', 'admin@kitebook.test', 'parent@kitebook.test']) {
      const response = await t.call('PUT', '/api/api-key', {
        body: { name: 'Not mine' },
        headers: as[login],
      });
      expect(response.status, login).toBe(403);
    }
    expect((await t.call('PUT', '/api/api-key', { body: { name: 'x' } })).status).toBe(401);
  });

  it('refuses a key without a name or with a name too long, storing nothing', async () => {
    const before = (await listAs('provider@kitebook.test')).length;
    for (const name of ['', '   ', 'x'.repeat(300), 42]) {
      const response = await t.call('PUT', '/api/api-key', {
        body: { name },
        headers: as['provider@kitebook.test'],
      });
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { issues: { path: string }[] };
      expect(answer.issues.map((issue) => issue.path)).toEqual(['name']);
    }
    expect((await listAs('provider@kitebook.test')).length).toBe(before);
  });

  it('revokes: a provider their own, a SYS_ADMIN any, with who and when', async () => {
    const own = await createKey('To revoke');
    const others = await createKey('Another’s', OTHER_PROVIDER);
    const path = (id: number) => `/api/api-key/${id}/revoke`;
    const revoke = (id: number, login: string) =>
      t.call('DELETE', path(id), { headers: as[login] });
    expect((await revoke(others.id, 'provider@kitebook.test')).status).toBe(403);
    expect((await revoke(999_999, 'provider@kitebook.test')).status).toBe(403);
    for (const login of ['admin@kitebook.test', 'parent@kitebook.test'])
      expect((await revoke(own.id, login)).status, login).toBe(403);
    expect((await t.call('DELETE', path(own.id))).status).toBe(401);
    expect((await storedKey(own.id)).revokedAt).toBeNull();

    expect((await revoke(own.id, 'provider@kitebook.test')).status).toBe(204);
    const [provider] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.login, 'provider@kitebook.test'));
    expect(await storedKey(own.id)).toMatchObject({
      revokedAt: t.clock.now,
      revokedByUserId: provider!.id,
    });
    expect((await revoke(own.id, 'provider@kitebook.test')).status).toBe(204);

    expect((await revoke(others.id, 'sysadmin@kitebook.test')).status).toBe(204);
    expect((await storedKey(others.id)).revokedAt).not.toBeNull();
    expect((await revoke(999_999, 'sysadmin@kitebook.test')).status).toBe(404);
  });
});

describe('a key at work', () => {
  it('reads the bus lists of its provider’s area, the daily list cut to the bus', async () => {
    const { key } = await createKey('Reader');
    const lines = await t.call('GET', `/api/lists/bus-line-list/?date=${busDay}`, {
      headers: bearer(key),
    });
    expect(lines.status).toBe(200);
    const asAdmin = await t.call('GET', `/api/lists/bus-line-list/?date=${busDay}`, {
      headers: as['admin@kitebook.test'],
    });
    expect(await lines.json()).toEqual(await asAdmin.json());

    const pdf = await t.call('GET', `/api/lists/bus-line-list/pdf?date=${busDay}`, {
      headers: bearer(key),
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');

    const daily = (await (
      await t.call('GET', `/api/lists/daily-transport-list/?date=${busDay}`, {
        headers: bearer(key),
      })
    ).json()) as DailyTransportList;
    const full = (await (
      await t.call('GET', `/api/lists/daily-transport-list/?date=${busDay}`, {
        headers: as['admin@kitebook.test'],
      })
    ).json()) as DailyTransportList;
    const days = daily.children.flatMap((child) => child.days);
    expect(days.length).toBeGreaterThan(0);
    expect(days.every((day) => day.way === 'BUS' && day.bus !== null)).toBe(true);
    expect(days.every((day) => day.pickUp.length === 0 && day.activities.length === 0)).toBe(true);
    const fullDays = full.children.flatMap((child) => child.days);
    expect(fullDays.filter((day) => day.way === 'BUS').length).toBe(days.length);
    expect(fullDays.some((day) => day.way !== 'BUS')).toBe(true);
  });

  it('is refused on every route that is not a provider’s read, and on other areas', async () => {
    const { key } = await createKey('Curious');
    const refusedAsKey = async (method: string, path: string, json?: unknown) => {
      const response = await t.call(method, path, { headers: bearer(key), body: json });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect((await body(response)).message, `${method} ${path}`).toBe('auth.apiKeyNotAllowed');
    };
    await refusedAsKey('GET', '/api/api-key/all-provider');
    await refusedAsKey('PUT', '/api/api-key', { name: 'A key by key' });
    await refusedAsKey('GET', '/api/lists/weekly-transport-list/?year=2031&week=11');
    await refusedAsKey('GET', '/api/booking/pupil-transitions-zip/2031/11');
    await refusedAsKey('GET', '/api/user/customer-profile');
    await refusedAsKey('POST', '/api/auth/change-password', { oldPassword: 'x', newPassword: 'y' });
    // An open route answers the key as a visitor.
    expect((await t.call('GET', '/api/config', { headers: bearer(key) })).status).toBe(200);

    // A provider serving nothing reads nothing.
    const { key: other } = await createKey('Other reader', OTHER_PROVIDER);
    const response = await t.call('GET', `/api/lists/bus-line-list/?date=${busDay}`, {
      headers: bearer(other),
    });
    expect(response.status).toBe(403);
    expect((await body(response)).message).toBe('error.forbidden');
  });

  it('is refused by every protected route but the provider reads, which only read', async () => {
    const { key } = await createKey('Walker');
    const protectedRoutes = apiRoutes(t.app).filter(
      (route) => route.endpoint && !route.roles!.includes('ANONYMOUS'),
    );
    const readable = protectedRoutes.filter((route) => route.endpoint!.apiKey);
    expect(readable.map((route) => `${route.method} ${route.path}`).sort()).toEqual([
      'GET /api/lists/bus-line-list',
      'GET /api/lists/bus-line-list/pdf',
      'GET /api/lists/daily-transport-list',
      'GET /api/lists/daily-transport-list/pdf',
    ]);
    for (const route of protectedRoutes.filter((candidate) => !candidate.endpoint!.apiKey)) {
      const path = concretePath(route.path);
      const response = await t.call(route.method, path, { headers: bearer(key), body: {} });
      const what = `${route.method} ${route.path}`;
      expect.soft(response.status, what).toBe(403);
      expect.soft((await body(response)).message, what).toBe('auth.apiKeyNotAllowed');
    }
  }, 60_000);

  it('stops at once when revoked, when its provider is locked, and for a forged key', async () => {
    const created = await createKey('Short-lived');
    const read = (key: string) =>
      t.call('GET', `/api/lists/bus-line-list/?date=${busDay}`, { headers: bearer(key) });
    expect((await read(created.key)).status).toBe(200);
    const response = await t.call('DELETE', `/api/api-key/${created.id}/revoke`, {
      headers: as['provider@kitebook.test'],
    });
    expect(response.status).toBe(204);
    expect((await read(created.key)).status).toBe(401);

    const forged = `${created.prefix}_${'A'.repeat(43)}`;
    expect((await read(forged)).status).toBe(401);

    const { key } = await createKey('Locked out', OTHER_PROVIDER);
    const { db } = t.database;
    await db.update(users).set({ locked: true }).where(eq(users.login, OTHER_PROVIDER));
    expect((await read(key)).status).toBe(401);
    await db.update(users).set({ locked: false }).where(eq(users.login, OTHER_PROVIDER));
  });

  it('notes its last use at most once a minute', async () => {
    const created = await createKey('Busy');
    const read = () =>
      t.call('GET', `/api/lists/bus-line-list/?date=${busDay}`, { headers: bearer(created.key) });
    const start = new Date(t.clock.now);
    expect((await read()).status).toBe(200);
    expect((await storedKey(created.id)).lastUsedAt).toEqual(start);
    for (const seconds of [1, 20, 59]) {
      t.clock.now = new Date(start.getTime() + seconds * 1000);
      expect((await read()).status).toBe(200);
      expect((await storedKey(created.id)).lastUsedAt).toEqual(start);
    }
    t.clock.now = new Date(start.getTime() + 61_000);
    await read();
    expect((await storedKey(created.id)).lastUsedAt).toEqual(t.clock.now);
    const listed = (await listAs('provider@kitebook.test')).find((key) => key.id === created.id);
    expect(listed?.lastUsedAt).toBe(t.clock.now.toISOString());
  });
});
