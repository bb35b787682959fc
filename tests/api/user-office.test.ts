import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyEntries, userRoles, users } from '../../server/db/schema';
import type { ErrorBody } from '../../shared/model/errors';
import { MAX_IMAGE_BYTES } from '../../shared/model/limits';
import type { ListAnswer } from '../../shared/model/list';
import type { UserRecord, UserRow, UserSaved } from '../../shared/model/user';
import { expectRefused } from './support/expect-refused';
import { createTestApp, type TestApp } from './support/test-app';

const ADMIN = 'admin@kitebook.test';
const SYS = 'sysadmin@kitebook.test';
const OTHERS = [
  'instructor@kitebook.test',
  'parent@kitebook.test',
  'member@kitebook.test',
  'guardian@kitebook.test',
  'provider@kitebook.test',
];
let t: TestApp;
let made = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const person = (familyName: string, extra: object = {}) => ({
  givenName: 'Olga',
  familyName,
  gender: 'FEMALE',
  ...extra,
});
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const uniqueLogin = (name: string) => `${name}.${Date.now().toString(36)}${made++}@example.com`;

/** `PUT /api/user` as the dialog sends it: multipart, the user as JSON in `person`. */
async function put(body: unknown, as = ADMIN, imageFile?: Blob) {
  const form = new FormData();
  form.set('person', JSON.stringify(body));
  if (imageFile) form.set('imageFile', imageFile, 'picture');
  return t.app.request('/api/user', { method: 'PUT', body: form, headers: await t.authAs(as) });
}

async function create(
  name: string,
  roles: string[] = ['INSTRUCTOR'],
  as = ADMIN,
): Promise<UserSaved & { login: string }> {
  const response = await put({ login: uniqueLogin(name), roles, person: person(name) }, as);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as UserSaved;
}

async function read(id: number) {
  const response = await t.call('GET', `/api/user/${id}`, { headers: await t.authAs(ADMIN) });
  expect(response.status).toBe(200);
  return (await response.json()) as UserRecord;
}

async function lock(id: number, locked: boolean, as = ADMIN) {
  return t.call('PUT', `/api/user/${id}/lock`, { body: { locked }, headers: await t.authAs(as) });
}

async function setRoles(id: number, roles: string[], as: string | Record<string, string>) {
  const record = await read(id);
  const headers = typeof as === 'string' ? await t.authAs(as) : as;
  return t.call('PUT', '/api/user', {
    headers,
    form: {
      person: JSON.stringify({
        id,
        version: record.version,
        login: record.login,
        roles,
        person: record.person,
      }),
    },
  });
}

const messageOf = async (response: Response) => ((await response.json()) as ErrorBody).message;

/** The unlocked users holding SYS_ADMIN. */
async function activeSysAdmins() {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(eq(userRoles.role, 'SYS_ADMIN'), eq(users.locked, false)));
  return row!.n;
}

describe('the user routes by role', () => {
  it('refuses anonymous callers with 401 and every role but ADMIN and SYS_ADMIN with 403', async () => {
    const routes = [
      ['GET', '/api/user/'],
      ['GET', '/api/user/1'],
      ['PUT', '/api/user'],
      ['PUT', '/api/user/1/lock'],
    ] as const;
    for (const [method, path] of routes) {
      const body = method === 'PUT' ? {} : undefined;
      expect((await t.call(method, path, { body })).status, path).toBe(401);
      for (const login of OTHERS) {
        const response = await t.call(method, path, { body, headers: await t.authAs(login) });
        expect(response.status, `${login} ${method} ${path}`).toBe(403);
      }
    }
  });

  it('lets ADMIN and SYS_ADMIN list, search and read users', async () => {
    const saved = await create('Listed');
    for (const login of [ADMIN, SYS]) {
      const headers = await t.authAs(login);
      const list = await t.call('GET', `/api/user/?search=${saved.login}`, { headers });
      expect(list.status).toBe(200);
      const page = (await list.json()) as ListAnswer<UserRow>;
      expect(page.total).toBe(1);
      expect(page.items[0]).toEqual({
        id: saved.id,
        login: saved.login,
        givenName: 'Olga',
        familyName: 'Listed',
        locked: false,
        roles: ['INSTRUCTOR'],
      });
      expect((await t.call('GET', `/api/user/${saved.id}`, { headers })).status).toBe(200);
    }
    const byRole = await t.call('GET', '/api/user/?role=SYS_ADMIN&locked=no', {
      headers: await t.authAs(ADMIN),
    });
    const sysAdmins = (await byRole.json()) as ListAnswer<UserRow>;
    expect(sysAdmins.items.map((row) => row.login)).toContain(SYS);
    expect(sysAdmins.items.every((row) => row.roles.includes('SYS_ADMIN'))).toBe(true);
  });

  it('answers 404 for an unknown user', async () => {
    const headers = await t.authAs(ADMIN);
    expect((await t.call('GET', '/api/user/999999', { headers })).status).toBe(404);
    expect((await lock(999999, true)).status).toBe(404);
  });
});

describe('PUT /api/user: create and update', () => {
  it('creates a user and person; the login is stored in lower case', async () => {
    const login = uniqueLogin('Mixed').replace('mixed', 'MiXeD');
    const response = await put({
      login,
      roles: ['INSTRUCTOR', 'CUSTOMER'],
      person: person('Neumann', { email: 'olga.neumann@example.com', birthday: '1980-02-03' }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const saved = (await response.json()) as UserSaved;
    expect(saved.login).toBe(login.toLowerCase());
    const record = await read(saved.id);
    expect(record).toMatchObject({ login: login.toLowerCase(), locked: false });
    expect(record.roles).toEqual(['INSTRUCTOR', 'CUSTOMER']);
    expect(record.person).toMatchObject({ familyName: 'Neumann', birthday: '1980-02-03' });
  });

  it('creates a user for an existing person, once', async () => {
    const customer = await t.call('PUT', '/api/customer', {
      headers: await t.authAs(ADMIN),
      // Multipart, as the customer dialog sends it: the customer as JSON in `person`.
      form: {
        person: JSON.stringify({
          person: person('Vorhanden', {
            contactSet: [{ contactType: 'MOBILE', value: '+4917012' }],
          }),
        }),
      },
    });
    expect(customer.status).toBe(200);
    const customerId = ((await customer.json()) as { id: number }).id;
    const found = (await (
      await t.call('GET', `/api/customer/${customerId}`, { headers: await t.authAs(ADMIN) })
    ).json()) as { person: UserRecord['person'] };
    const body = {
      login: uniqueLogin('existing'),
      roles: ['CUSTOMER'],
      person: { ...found.person, givenName: 'Olga-Maria' },
    };
    const response = await put(body);
    expect(response.status, await response.clone().text()).toBe(200);
    const record = await read(((await response.json()) as UserSaved).id);
    expect(record.person.id).toBe(found.person.id);
    expect(record.person.givenName).toBe('Olga-Maria');
    const again = await put({
      ...body,
      login: uniqueLogin('again'),
      person: { ...record.person },
    });
    expect(again.status).toBe(409);
    expect(await messageOf(again)).toBe('users.message.personHasUser');
  });

  it('updates login, roles and person; a stale version answers 409', async () => {
    const saved = await create('Update');
    const before = await read(saved.id);
    const newLogin = uniqueLogin('renamed');
    const body = {
      id: saved.id,
      version: before.version,
      login: newLogin,
      roles: ['CUSTOMER', 'MEMBER'],
      person: { ...before.person, familyName: 'Updated' },
    };
    const response = await put(body);
    expect(response.status, await response.clone().text()).toBe(200);
    const after = await read(saved.id);
    expect(after).toMatchObject({ login: newLogin, roles: ['CUSTOMER', 'MEMBER'] });
    expect(after.person.familyName).toBe('Updated');
    expect(after.version).toBe(before.version + 1);

    const stale = await put({ ...body, person: after.person });
    expect(stale.status).toBe(409);
    expect(await messageOf(stale)).toBe('error.staleVersion');
    const stalePerson = await put({ ...body, version: after.version });
    expect(stalePerson.status).toBe(409);
    expect((await read(saved.id)).version).toBe(after.version);
  });
});

describe('PUT /api/user: bad input answers 400 and stores nothing', () => {
  const body = (extra: object) => ({
    login: 'valid.login@example.com',
    roles: ['INSTRUCTOR'],
    person: person('Falsch'),
    ...extra,
  });
  const refuse = (extra: object, issue: { path: string; message: string }) =>
    expectRefused(
      t,
      {
        method: 'PUT',
        path: '/api/user',
        form: { person: JSON.stringify(body(extra)) },
        as: ADMIN,
      },
      issue,
    );

  it('refuses a login that is no e-mail', () =>
    refuse({ login: 'not-an-email' }, { path: 'login', message: 'users.message.loginValidation' }));
  it('refuses an empty login', () =>
    refuse({ login: '' }, { path: 'login', message: 'users.message.loginValidation' }));
  it('refuses a login another user has, in any case', () =>
    refuse(
      { login: 'Parent@Kitebook.test' },
      { path: 'login', message: 'users.message.loginValidation' },
    ));
  it('refuses no roles', () =>
    refuse({ roles: [] }, { path: 'roles', message: 'users.message.roles' }));
  it('refuses an unknown role', () =>
    refuse({ roles: ['KING'] }, { path: 'roles.0', message: 'users.message.roles' }));
  it('refuses a person without a family name', () =>
    refuse({ person: person('') }, { path: 'person.familyName', message: '!.rules.family-name' }));
  it('refuses a picture that is no picture, and one over the size limit', async () => {
    const before = await t.database.db.select({ n: count() }).from(users);
    for (const [file, message] of [
      [new Blob(['<svg/>'], { type: 'image/png' }), 'person.imageType'],
      [
        new Blob([PNG, new Uint8Array(MAX_IMAGE_BYTES)], { type: 'image/png' }),
        'person.imageTooLarge',
      ],
    ] as const) {
      const response = await put(body({ login: uniqueLogin('bild') }), ADMIN, file);
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).issues).toEqual([
        { path: 'imageFile', message },
      ]);
    }
    expect(await t.database.db.select({ n: count() }).from(users)).toEqual(before);
  });
});

describe("PUT /api/user: the person's picture and e-mail", () => {
  it('stores a picture with a new user and replaces it on an update; the history says "a picture"', async () => {
    const login = uniqueLogin('Bild');
    const response = await put(
      { login, roles: ['INSTRUCTOR'], person: person('Bild') },
      ADMIN,
      new Blob([PNG], { type: 'image/png' }),
    );
    expect(response.status, await response.clone().text()).toBe(200);
    const saved = (await response.json()) as UserSaved;
    const first = await read(saved.id);
    expect(first.person.imageId).not.toBeNull();
    const replaced = await put(
      {
        id: saved.id,
        version: first.version,
        login,
        roles: ['INSTRUCTOR'],
        person: first.person,
      },
      ADMIN,
      new Blob([PNG], { type: 'image/png' }),
    );
    expect(replaced.status, await replaced.clone().text()).toBe(200);
    const second = await read(saved.id);
    expect(second.person.imageId).not.toBeNull();
    expect(second.person.imageId).not.toBe(first.person.imageId);
    const rows = await t.database.db
      .select()
      .from(historyEntries)
      .where(and(eq(historyEntries.entity, 'user'), eq(historyEntries.entityId, saved.id)));
    expect(rows.flatMap((row) => row.changes)).toContainEqual(
      expect.objectContaining({ field: 'person.picture', kind: 'picture' }),
    );
  });

  it('keeps an e-mail another person has: the dialog asked first (spec 001 §8)', async () => {
    const response = await put({
      login: uniqueLogin('Doppelt'),
      roles: ['INSTRUCTOR'],
      person: person('Doppelt', { email: 'parent@kitebook.test' }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const saved = (await response.json()) as UserSaved;
    expect((await read(saved.id)).person.email).toBe('parent@kitebook.test');
  });
});

describe('ADMIN and SYS_ADMIN roles', () => {
  it('lets only a SYS_ADMIN grant or take ADMIN and SYS_ADMIN', async () => {
    for (const role of ['ADMIN', 'SYS_ADMIN']) {
      const response = await put({
        login: uniqueLogin('grant'),
        roles: [role],
        person: person('Grant'),
      });
      expect(response.status).toBe(403);
      expect(await messageOf(response)).toBe('users.message.sysAdminOnly');
    }
    const admin = await create('Granted', ['ADMIN'], SYS);
    const taken = await setRoles(admin.id, ['INSTRUCTOR'], ADMIN);
    expect(taken.status).toBe(403);
    expect((await read(admin.id)).roles).toEqual(['ADMIN']);
    expect((await setRoles(admin.id, ['ADMIN', 'INSTRUCTOR'], ADMIN)).status).toBe(200);
    expect((await setRoles(admin.id, ['INSTRUCTOR'], SYS)).status).toBe(200);
  });

  it('lets only a SYS_ADMIN change or lock a SYS_ADMIN', async () => {
    const sys = await create('OtherSys', ['SYS_ADMIN'], SYS);
    const locked = await lock(sys.id, true, ADMIN);
    expect(locked.status).toBe(403);
    expect(await messageOf(locked)).toBe('users.message.sysAdminOnly');
    expect((await setRoles(sys.id, ['SYS_ADMIN', 'INSTRUCTOR'], ADMIN)).status).toBe(403);
    expect((await read(sys.id)).locked).toBe(false);
    // Tidy: keep the count of active SYS_ADMINs the later tests start from.
    expect((await lock(sys.id, true, SYS)).status).toBe(200);
  });
});

describe('lock and unlock', () => {
  it("ends the locked user's sessions at once: the next request answers 401", async () => {
    const saved = await create('Locked');
    const headers = await t.authAs(saved.login);
    expect((await t.call('GET', '/api/user/role', { headers })).status).toBe(200);
    const response = await lock(saved.id, true);
    expect(response.status).toBe(200);
    expect(((await response.json()) as UserSaved).locked).toBe(true);
    expect((await t.call('GET', '/api/user/role', { headers })).status).toBe(401);
    expect((await lock(saved.id, false)).status).toBe(200);
    expect((await read(saved.id)).locked).toBe(false);
    // Unlocking does not revive the old token; a new sign-in works.
    expect((await t.call('GET', '/api/user/role', { headers })).status).toBe(401);
    const fresh = await t.authAs(saved.login);
    expect((await t.call('GET', '/api/user/role', { headers: fresh })).status).toBe(200);
  });
});

describe('the last SYS_ADMIN', () => {
  it('cannot be locked or demoted, by themselves or anyone', async () => {
    expect(await activeSysAdmins()).toBe(1);
    const [me] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.login, SYS));
    const locked = await lock(me!.id, true, SYS);
    expect(locked.status).toBe(409);
    expect(await messageOf(locked)).toBe('users.message.lastSysAdmin');
    const demoted = await setRoles(me!.id, ['ADMIN'], SYS);
    expect(demoted.status).toBe(409);
    expect(await messageOf(demoted)).toBe('users.message.lastSysAdmin');
    expect(await activeSysAdmins()).toBe(1);
    // A second SYS_ADMIN makes both possible again.
    const second = await create('Second', ['SYS_ADMIN'], SYS);
    expect((await setRoles(me!.id, ['SYS_ADMIN', 'ADMIN'], SYS)).status).toBe(200);
    expect((await lock(second.id, true, SYS)).status).toBe(200);
    expect(await activeSysAdmins()).toBe(1);
  });

  it('survives two SYS_ADMINs locking each other at the same time: one wins', async () => {
    const a = await create('ParallelA', ['SYS_ADMIN'], SYS);
    const b = await create('ParallelB', ['SYS_ADMIN'], SYS);
    const [seed] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.login, SYS));
    const headersA = await t.authAs(a.login);
    const headersB = await t.authAs(b.login);
    const lockAs = (id: number, headers: Record<string, string>) =>
      t.call('PUT', `/api/user/${id}/lock`, { body: { locked: true }, headers });
    expect((await lockAs(seed!.id, headersA)).status).toBe(200);
    expect(await activeSysAdmins()).toBe(2);

    const answers = await Promise.all([lockAs(b.id, headersA), lockAs(a.id, headersB)]);
    const statuses = answers.map((answer) => answer.status).sort();
    // The loser is refused by the guard (409) or, when the winner committed before its
    // session was read, is already signed out (401). Never both locked.
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect([401, 409]).toContain(statuses.find((status) => status !== 200));
    expect(await activeSysAdmins()).toBe(1);

    const survivor = answers[0]!.status === 200 ? headersA : headersB;
    const survivorId = answers[0]!.status === 200 ? a.id : b.id;
    expect((await lockAs(survivorId, survivor)).status).toBe(409);

    // The same with two demotions at once.
    const unlocked = await t.call('PUT', `/api/user/${seed!.id}/lock`, {
      body: { locked: false },
      headers: survivor,
    });
    expect(unlocked.status).toBe(200);
    const seedHeaders = await t.authAs(SYS);
    const demotions = await Promise.all([
      setRoles(survivorId, ['ADMIN'], seedHeaders),
      setRoles(seed!.id, ['ADMIN'], survivor),
    ]);
    expect(demotions.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(await activeSysAdmins()).toBe(1);
  });
});

describe('the history of a user', () => {
  const entries = (id: number) =>
    t.database.db
      .select()
      .from(historyEntries)
      .where(and(eq(historyEntries.entity, 'user'), eq(historyEntries.entityId, id)))
      .orderBy(historyEntries.id);

  it('writes a row for each save and lock, none for a refused one', async () => {
    const saved = await create('Historie');
    expect(await entries(saved.id)).toHaveLength(1);
    const record = await read(saved.id);
    const changed = await put({
      id: saved.id,
      version: record.version,
      login: record.login,
      roles: ['INSTRUCTOR', 'MEMBER'],
      person: record.person,
    });
    expect(changed.status).toBe(200);
    expect((await lock(saved.id, true)).status).toBe(200);
    const rows = await entries(saved.id);
    expect(rows).toHaveLength(3);
    expect(rows[1]!.changes).toContainEqual(
      expect.objectContaining({
        field: 'roles',
        before: 'INSTRUCTOR',
        after: 'INSTRUCTOR, MEMBER',
      }),
    );
    expect(rows[2]!.changes).toContainEqual(
      expect.objectContaining({ field: 'locked', before: false, after: true }),
    );
    expect(JSON.stringify(rows)).not.toMatch(/password/i);

    const refused = await put({
      id: saved.id,
      version: record.version,
      login: record.login,
      roles: [],
      person: record.person,
    });
    expect(refused.status).toBe(400);
    const stale = await put({
      id: saved.id,
      version: record.version,
      login: record.login,
      roles: ['CUSTOMER'],
      person: record.person,
    });
    expect(stale.status).toBe(409);
    expect(await entries(saved.id)).toHaveLength(3);
  });
});
