import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyEntries } from '../../server/db/schema';
import type { CustomerRecord, CustomerSaved } from '../../shared/model/customer-office';
import type { HistoryEntity, HistoryEntry } from '../../shared/model/history';
import type { ListAnswer } from '../../shared/model/list';
import { createTestApp, type TestApp } from './support/test-app';

const ADMIN = 'admin@kitebook.test';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const person = (familyName: string, extra: object = {}) => ({
  givenName: 'Hanna',
  familyName,
  gender: 'FEMALE',
  contactSet: [{ contactType: 'MOBILE', value: '+49170111' }],
  ...extra,
});

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** `PUT /api/customer` (or `/api/instructor`) as the dialog sends it: multipart, JSON in `person`. */
async function put(body: unknown, files: Record<string, Uint8Array> = {}, path = '/api/customer') {
  const form = new FormData();
  form.set('person', JSON.stringify(body));
  for (const [name, bytes] of Object.entries(files))
    form.set(name, new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
  return t.app.request(path, {
    method: 'PUT',
    body: form,
    headers: await t.authAs(ADMIN),
  });
}

async function create(familyName: string, extra: object = {}) {
  const response = await put({ person: person(familyName), ...extra });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as CustomerSaved;
}

async function read(id: number) {
  const response = await t.call('GET', `/api/customer/${id}`, { headers: await t.authAs(ADMIN) });
  return (await response.json()) as CustomerRecord;
}

/** The rows in the table itself, not through the route under test. */
const rowsOf = (entity: HistoryEntity, id: number) =>
  t.database.db
    .select()
    .from(historyEntries)
    .where(and(eq(historyEntries.entity, entity), eq(historyEntries.entityId, id)));

async function history(id: number, query = '', login = ADMIN) {
  return t.call('GET', `/api/history/customer/${id}${query}`, { headers: await t.authAs(login) });
}

describe('customer saves write their history in the same transaction', () => {
  it('records a create with who and when, the IBAN masked', async () => {
    const saved = await create('Historia', {
      bankName: 'Sparkasse',
      iban: 'DE89 3704 0044 0532 0130 00',
    });
    const rows = await rowsOf('customer', saved.id);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({ created: true, userName: expect.stringMatching(/\S/) });
    expect(row!.userId).toEqual(expect.any(Number));
    expect(row!.changedAt.getTime()).toBe(t.clock.now.getTime());
    const byField = new Map(row!.changes.map((change) => [change.field, change]));
    expect(byField.get('person.familyName')).toEqual({
      field: 'person.familyName',
      kind: 'text',
      before: null,
      after: 'Historia',
    });
    expect(byField.get('iban')).toEqual({
      field: 'iban',
      kind: 'masked',
      before: null,
      after: '•••• 3000',
    });
    expect(JSON.stringify(row!.changes)).not.toContain('DE89370400440532013000');
    expect(byField.get('hasMembership')).toMatchObject({ before: null, after: false });
    expect(byField.has('spouse.givenName')).toBe(false); // no spouse: no keys
  });

  it('records only the changed fields of an update, before and after', async () => {
    const saved = await create('Vorher', { person: person('Vorher', { birthday: '1980-02-03' }) });
    const record = await read(saved.id);
    const response = await put({
      id: saved.id,
      version: record.version,
      person: { ...person('Nachher', { birthday: '1980-02-04' }), version: record.person.version },
      hasMembership: true,
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const rows = await rowsOf('customer', saved.id);
    expect(rows).toHaveLength(2);
    const update = rows.find((row) => !row.created)!;
    expect(update.changes).toEqual([
      { field: 'person.familyName', kind: 'text', before: 'Vorher', after: 'Nachher' },
      { field: 'person.birthday', kind: 'date', before: '1980-02-03', after: '1980-02-04' },
      { field: 'hasMembership', kind: 'boolean', before: false, after: true },
    ]);
  });

  it('writes no row for a refused save: 400, 409 and 404', async () => {
    const saved = await create('Refused');
    const record = await read(saved.id);
    const before = await t.database.db.select().from(historyEntries);

    const invalid = await put({ person: person('', { givenName: '' }) });
    expect(invalid.status).toBe(400);
    const taken = await create('Taken', {
      person: person('Taken', { email: 'taken@history.test' }),
    });
    const duplicate = await put({ person: person('Dup', { email: 'taken@history.test' }) });
    expect(duplicate.status).toBe(400);
    // Stale: the persons are written before the customer's version is checked, then undone.
    const stale = await put({
      id: saved.id,
      version: record.version + 3,
      person: { ...person('Stale'), version: record.person.version },
    });
    expect(stale.status).toBe(409);
    const unknown = await put({ id: 999_999, version: 0, person: person('Nobody') });
    expect(unknown.status).toBe(404);

    const after = await t.database.db.select().from(historyEntries);
    // Only the one successful create in between wrote a row.
    expect(after.length - before.length).toBe(1);
    expect(after.filter((row) => !before.some((old) => old.id === row.id))).toMatchObject([
      { entity: 'customer', entityId: taken.id },
    ]);
    expect(await rowsOf('customer', saved.id)).toHaveLength(1);
  });

  it('writes no row for a save that changed nothing', async () => {
    const saved = await create('Unchanged');
    const record = await read(saved.id);
    const response = await put({
      id: saved.id,
      version: record.version,
      person: { ...person('Unchanged'), version: record.person.version },
    });
    expect(response.status).toBe(200);
    expect(await rowsOf('customer', saved.id)).toHaveLength(1);
  });
});

describe('pictures and the instructor save', () => {
  it('records a new picture as a picture, not its id', async () => {
    const saved = await create('Bildhaft');
    const record = await read(saved.id);
    const response = await put(
      {
        id: saved.id,
        version: record.version,
        person: { ...person('Bildhaft'), version: record.person.version },
      },
      { personImageFile: PNG },
    );
    expect(response.status, await response.clone().text()).toBe(200);
    const update = (await rowsOf('customer', saved.id)).find((row) => !row.created)!;
    expect(update.changes).toEqual([
      { field: 'person.picture', kind: 'picture', before: null, after: expect.any(Number) },
    ]);
  });

  it("records an instructor's person in the person's history; none for a stale save", async () => {
    const instructor = { person: person('Lehrerin'), businessAreaSet: ['ECA'] };
    const created = await put(instructor, {}, '/api/instructor');
    expect(created.status, await created.clone().text()).toBe(200);
    const { id } = (await created.json()) as { id: number };
    const headers = await t.authAs(ADMIN);
    const record = (await (await t.call('GET', `/api/instructor/${id}`, { headers })).json()) as {
      version: number;
      person: { id: number; version: number };
    };
    const personId = record.person.id;
    expect(await rowsOf('person', personId)).toMatchObject([{ created: true }]);

    const changed = await put(
      {
        ...instructor,
        id,
        version: record.version,
        person: { ...person('Lehrerin', { title: 'Dr.' }), version: record.person.version },
      },
      {},
      '/api/instructor',
    );
    expect(changed.status, await changed.clone().text()).toBe(200);
    const stale = await put(
      { ...instructor, id, version: record.version, person: { ...person('Stale'), version: 0 } },
      {},
      '/api/instructor',
    );
    expect(stale.status).toBe(409);
    const rows = await rowsOf('person', personId);
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => !row.created)!.changes).toEqual([
      { field: 'title', kind: 'text', before: null, after: 'Dr.' },
    ]);
  });
});

describe('GET /api/history/{entity}/{id}', () => {
  it('answers the saves newest first, paged, with the total', async () => {
    const saved = await create('Pager');
    for (const name of ['Pager-1', 'Pager-2', 'Pager-3']) {
      t.clock.now = new Date(t.clock.now.getTime() + 60_000);
      const record = await read(saved.id);
      const response = await put({
        id: saved.id,
        version: record.version,
        person: { ...person(name), version: record.person.version },
      });
      expect(response.status).toBe(200);
    }
    const first = await history(saved.id, '?pageSize=3');
    expect(first.status).toBe(200);
    const page1 = (await first.json()) as ListAnswer<HistoryEntry>;
    expect(page1).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(page1.items.map((entry) => entry.changes[0]?.after)).toEqual([
      'Pager-3',
      'Pager-2',
      'Pager-1',
    ]);
    const page2 = (await (
      await history(saved.id, '?pageSize=3&page=2')
    ).json()) as ListAnswer<HistoryEntry>;
    expect(page2.items).toHaveLength(1);
    expect(page2.items[0]).toMatchObject({ created: true, userName: expect.any(String) });
    expect(Date.parse(page2.items[0]!.changedAt)).toBeLessThan(
      Date.parse(page1.items[2]!.changedAt),
    );
  });

  it('is ADMIN only', async () => {
    const saved = await create('Secret');
    for (const login of [
      'sysadmin@kitebook.test',
      'instructor@kitebook.test',
      'parent@kitebook.test',
    ]) {
      expect((await history(saved.id, '', login)).status).toBe(403);
    }
    expect((await t.call('GET', `/api/history/customer/${saved.id}`)).status).toBe(401);
  });

  it('answers 400 for an unknown kind of record or a bad page, an empty page for no record', async () => {
    const headers = await t.authAs(ADMIN);
    expect((await t.call('GET', '/api/history/invoice/1', { headers })).status).toBe(400);
    expect((await t.call('GET', '/api/history/customer/1?page=0', { headers })).status).toBe(400);
    expect((await t.call('GET', '/api/history/customer/1?pageSize=101', { headers })).status).toBe(
      400,
    );
    const none = await t.call('GET', '/api/history/person/999999', { headers });
    expect(await none.json()).toMatchObject({ items: [], total: 0 });
  });
});
