import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedApiKey } from '../../shared/model/api-key';
import type { HistoryEntry } from '../../shared/model/history';
import type { ListAnswer } from '../../shared/model/list';
import type { UserRecord, UserSaved } from '../../shared/model/user';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * What an external provider serves (issue 21.4, "limited to what that provider serves"): set in
 * the user dialog's save (`PUT /api/user`, `servedAreas`) by a SYS_ADMIN, read back with the
 * user, recorded in the history, and deciding at once what the provider's API keys read.
 */
const SYS = 'sysadmin@kitebook.test';
const ADMIN = 'admin@kitebook.test';
let t: TestApp;
let providerId: number;
let login: string;
let key: string;

beforeAll(async () => {
  t = await createTestApp();
  login = `coaches.${Date.now().toString(36)}@example.com`;
  const created = await put(
    {
      login,
      roles: ['EXT_PROVIDER'],
      servedAreas: ['ECA'],
      person: { givenName: 'Bea', familyName: 'Coaches', gender: 'FEMALE' },
    },
    SYS,
  );
  expect(created.status, await created.clone().text()).toBe(200);
  providerId = ((await created.json()) as UserSaved).id;
  const made = await t.call('PUT', '/api/api-key', {
    body: { name: 'Depot' },
    headers: await t.authAs(login),
  });
  expect(made.status).toBe(200);
  key = ((await made.json()) as CreatedApiKey).key;
});
afterAll(() => t.close());

/** `PUT /api/user` as the dialog sends it: multipart, the user as JSON in `person`. */
async function put(body: unknown, as: string) {
  const form = new FormData();
  form.set('person', JSON.stringify(body));
  return t.app.request('/api/user', { method: 'PUT', body: form, headers: await t.authAs(as) });
}

async function read(): Promise<UserRecord> {
  const response = await t.call('GET', `/api/user/${providerId}`, {
    headers: await t.authAs(SYS),
  });
  return (await response.json()) as UserRecord;
}

/** Saves the provider as read, with `servedAreas` (or without the field when undefined). */
async function serve(servedAreas: unknown, as = SYS) {
  const { person, version, roles } = await read();
  return put({ id: providerId, version, login, roles, person, servedAreas }, as);
}

/** The day's bus-line list (area SCHOOL_BUS) as the provider's machine reads it. */
const busLines = () =>
  t.call('GET', `/api/lists/bus-line-list/?date=${t.clock.now.toISOString().slice(0, 10)}`, {
    headers: { Authorization: `Bearer ${key}` },
  });

describe('what a provider serves', () => {
  it('is read back with the user, and a key reads only the lists of those areas', async () => {
    expect((await read()).servedAreas).toEqual(['ECA']);
    // Serving ECA only, the bus lists are another area's.
    expect((await busLines()).status).toBe(403);

    expect((await serve(['SCHOOL_BUS', 'ECA', 'SCHOOL_BUS'])).status).toBe(200);
    expect((await read()).servedAreas).toEqual(['ECA', 'SCHOOL_BUS']);
    expect((await busLines()).status).toBe(200);

    // Taken away again: the same key stops at its next call.
    expect((await serve([])).status).toBe(200);
    expect((await read()).servedAreas).toEqual([]);
    expect((await busLines()).status).toBe(403);
  });

  it('is recorded in the user history with who and when', async () => {
    expect((await serve(['SCHOOL_BUS'])).status).toBe(200);
    const response = await t.call('GET', `/api/history/user/${providerId}?pageSize=5`, {
      headers: await t.authAs(ADMIN),
    });
    expect(response.status).toBe(200);
    const [latest] = ((await response.json()) as ListAnswer<HistoryEntry>).items;
    expect(latest?.userName).toMatch(/\S/);
    expect(latest?.changes).toEqual([
      expect.objectContaining({ field: 'servedAreas', before: null, after: 'SCHOOL_BUS' }),
    ]);
  });

  it('is changed by a SYS_ADMIN only; an ADMIN saves the user and keeps it', async () => {
    expect((await serve(['SCHOOL_BUS'])).status).toBe(200);
    const refused = await serve(['SCHOOL_BUS', 'HOLIDAY_CAMP'], ADMIN);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'users.message.servedAreasSysAdminOnly',
    );
    // The same areas sent back, or none sent at all, is an ordinary save for an ADMIN.
    expect((await serve(['SCHOOL_BUS'], ADMIN)).status).toBe(200);
    expect((await serve(undefined, ADMIN)).status).toBe(200);
    expect((await read()).servedAreas).toEqual(['SCHOOL_BUS']);
  });

  it('refuses an unknown area with 400 and stores nothing', async () => {
    const before = await read();
    for (const servedAreas of [['NOWHERE'], 'SCHOOL_BUS', [1]]) {
      const response = await serve(servedAreas);
      expect(response.status, JSON.stringify(servedAreas)).toBe(400);
    }
    const after = await read();
    expect(after.servedAreas).toEqual(before.servedAreas);
    expect(after.version).toBe(before.version);
  });
});
