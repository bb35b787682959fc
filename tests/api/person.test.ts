import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonRecord, PersonWithRoles } from '../../shared/model/customer';
import type { ErrorBody } from '../../shared/model/errors';
import { MAX_IMAGE_BYTES } from '../../shared/model/limits';
import { historyEntries, images, persons, users } from '../../server/db/schema';
import { createTestApp, type TestApp } from './support/test-app';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function json<T>(response: Response, status = 200): Promise<T> {
  expect(response.status).toBe(status);
  return (await response.json()) as T;
}

async function personIdOf(login: string) {
  const [user] = await t.database.db
    .select({ personId: users.personId })
    .from(users)
    .where(eq(users.login, login));
  return user!.personId;
}

/** `PUT /api/person/` as the portal sends it: the person as JSON, the picture as a file. */
async function putPerson(
  login: string | null,
  person: unknown,
  image?: { bytes: Uint8Array<ArrayBuffer>; type: string },
) {
  const form = new FormData();
  form.set('person', JSON.stringify(person));
  if (image) form.set('imageFile', new Blob([image.bytes], { type: image.type }), 'picture');
  const headers = login ? await t.authAs(login) : {};
  return t.app.request('/api/person/', { method: 'PUT', body: form, headers });
}

const readPersonAs = async (login: string, id: number) =>
  t.call('GET', `/api/person/${id}`, { headers: await t.authAs(login) });

describe('GET /api/person/{id}', () => {
  it('answers the person with addresses, contacts, languages and version', async () => {
    const id = await personIdOf('parent@kitebook.test');
    const person = await json<PersonRecord>(await readPersonAs('instructor@kitebook.test', id));
    expect(person).toMatchObject({ id, givenName: 'Julia', familyName: 'Becker' });
    expect(person.addressSet[0]).toMatchObject({ zip: '60323', country: 'DE' });
    expect(person.contactSet[0]).toMatchObject({ contactType: 'MOBILE' });
    expect(person.languageSet.sort()).toEqual(['DE', 'EN']);
    expect(typeof person.version).toBe('number');
  });

  it('lets a user read their own person but nobody else’s', async () => {
    const own = await personIdOf('guardian@kitebook.test');
    expect((await readPersonAs('guardian@kitebook.test', own)).status).toBe(200);
    const other = await personIdOf('parent@kitebook.test');
    expect((await readPersonAs('guardian@kitebook.test', other)).status).toBe(403);
    expect((await t.call('GET', `/api/person/${own}`)).status).toBe(401);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await readPersonAs('admin@kitebook.test', 99_999_999)).status).toBe(404);
  });
});

describe('finding persons by e-mail', () => {
  it('finds a taken e-mail case-insensitively', async () => {
    const id = await personIdOf('parent@kitebook.test');
    const found = await json<{ id: number | null }>(
      await t.call('GET', '/api/person/exists?email=Parent@KITEBOOK.test', {
        headers: await t.authAs('newparent@kitebook.test'),
      }),
    );
    expect(found).toEqual({ id });
    const free = await json<{ id: number | null }>(
      await t.call('GET', '/api/person/exists?email=free@example.com', {
        headers: await t.authAs('guardian@kitebook.test'),
      }),
    );
    expect(free).toEqual({ id: null });
    expect((await t.call('GET', '/api/person/exists?email=x@example.com')).status).toBe(401);
  });

  it('answers the person with roles for administrators, 404 when there is none', async () => {
    const headers = await t.authAs('sysadmin@kitebook.test');
    const person = await json<PersonWithRoles>(
      await t.call('GET', '/api/person?email=ADMIN@kitebook.test&includeRoles=true', { headers }),
    );
    expect(person.roles).toContain('ADMIN');
    const plain = await json<PersonWithRoles>(
      await t.call('GET', '/api/person?email=admin@kitebook.test', { headers }),
    );
    expect(plain.roles).toBeUndefined();
    const missing = await t.call('GET', '/api/person?email=none@example.com', { headers });
    expect(missing.status).toBe(404);
    const asCustomer = await t.call('GET', '/api/person?email=admin@kitebook.test', {
      headers: await t.authAs('parent@kitebook.test'),
    });
    expect(asCustomer.status).toBe(403);
  });

  it('tells whether a login exists (user administration only)', async () => {
    const headers = await t.authAs('admin@kitebook.test');
    const taken = await t.call('GET', '/api/user/exists?login=Member@Kitebook.test', { headers });
    expect(await json(taken)).toEqual({ exists: true });
    const free = await t.call('GET', '/api/user/exists?login=free@example.com', { headers });
    expect(await json(free)).toEqual({ exists: false });
    const asCustomer = await t.call('GET', '/api/user/exists?login=x@example.com', {
      headers: await t.authAs('parent@kitebook.test'),
    });
    expect(asCustomer.status).toBe(403);
  });
});

describe('PUT /api/person/', () => {
  it('saves the own person with a picture, replacing the sets and bumping the version', async () => {
    const id = await personIdOf('member@kitebook.test');
    const current = await json<PersonRecord>(await readPersonAs('member@kitebook.test', id));
    const saved = await json<PersonRecord>(
      await putPerson(
        'member@kitebook.test',
        {
          ...current,
          title: 'Dr.',
          addressSet: [{ street: 'Oeder Weg 50', zip: '60318', city: 'Frankfurt', country: 'DE' }],
          contactSet: [{ contactType: 'PHONE', value: '+49691234567' }],
          languageSet: ['FR'],
        },
        { bytes: PNG, type: 'image/png' },
      ),
    );
    expect(saved).toMatchObject({ id, title: 'Dr.', version: current.version + 1 });
    expect(saved.addressSet.map((address) => address.street)).toEqual(['Oeder Weg 50']);
    expect(saved.contactSet.map((contact) => contact.value)).toEqual(['+49691234567']);
    expect(saved.languageSet).toEqual(['FR']);
    expect(saved.imageId).not.toBeNull();
    const [image] = await t.database.db
      .select({ mimeType: images.mimeType })
      .from(images)
      .where(eq(images.id, saved.imageId!));
    expect(image?.mimeType).toBe('image/png');
  });

  it('answers 409 to a stale version and changes nothing', async () => {
    const id = await personIdOf('parent@kitebook.test');
    const current = await json<PersonRecord>(await readPersonAs('parent@kitebook.test', id));
    const response = await putPerson('parent@kitebook.test', {
      ...current,
      givenName: 'Changed',
      addressSet: [],
      version: current.version + 1,
    });
    expect(await json<ErrorBody>(response, 409)).toEqual({ message: 'error.staleVersion' });
    expect(await json<PersonRecord>(await readPersonAs('parent@kitebook.test', id))).toEqual(
      current,
    );
  });

  it('answers 400 to a picture over 2 MB and saves nothing', async () => {
    const id = await personIdOf('parent@kitebook.test');
    const current = await json<PersonRecord>(await readPersonAs('parent@kitebook.test', id));
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    big.set(PNG);
    const response = await putPerson(
      'parent@kitebook.test',
      { ...current, givenName: 'Changed' },
      { bytes: big, type: 'image/png' },
    );
    expect((await json<ErrorBody>(response, 400)).message).toBe('person.imageTooLarge');
    expect(await json<PersonRecord>(await readPersonAs('parent@kitebook.test', id))).toEqual(
      current,
    );
  });

  it('answers 400 to a file that is no PNG, JPEG, WebP or GIF, whatever type it claims', async () => {
    const id = await personIdOf('parent@kitebook.test');
    const current = await json<PersonRecord>(await readPersonAs('parent@kitebook.test', id));
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    const response = await putPerson('parent@kitebook.test', current, {
      bytes: svg,
      type: 'image/png',
    });
    const body = await json<ErrorBody>(response, 400);
    expect(body).toMatchObject({ message: 'person.imageType' });
    expect(body.issues).toEqual([{ path: 'imageFile', message: 'person.imageType' }]);
    const [row] = await t.database.db
      .select({ version: persons.version })
      .from(persons)
      .where(eq(persons.id, id));
    expect(row?.version).toBe(current.version);
  });

  it('answers 400 with issues for an invalid person', async () => {
    const id = await personIdOf('parent@kitebook.test');
    const response = await putPerson('parent@kitebook.test', {
      id,
      givenName: '',
      familyName: 'Becker',
      gender: 'NONE',
      email: 'not-an-email',
      birthday: '2999-01-01',
      version: 0,
    });
    const body = await json<ErrorBody>(response, 400);
    expect(body.issues?.map((issue) => issue.message).sort()).toEqual(
      [
        '!.rules.birthdayValid',
        '!.rules.gender',
        '!.rules.given-name',
        'shared.rules.email-content',
      ].sort(),
    );
  });

  it('requires a private phone number, as the person form does', async () => {
    const id = await personIdOf('parent@kitebook.test');
    const current = await json<PersonRecord>(await readPersonAs('parent@kitebook.test', id));
    const response = await putPerson('parent@kitebook.test', { ...current, contactSet: [] });
    const body = await json<ErrorBody>(response, 400);
    expect(body.issues).toEqual([{ path: 'contactSet', message: '!.rules.phone' }]);
  });

  it("refuses someone else's person to a non-admin, and anonymous callers", async () => {
    const id = await personIdOf('parent@kitebook.test');
    const current = await json<PersonRecord>(await readPersonAs('admin@kitebook.test', id));
    expect((await putPerson('guardian@kitebook.test', current)).status).toBe(403);
    expect((await putPerson(null, current)).status).toBe(401);
    const byAdmin = await json<PersonRecord>(
      await putPerson('admin@kitebook.test', { ...current, notes: 'Checked' }),
    );
    expect(byAdmin.notes).toBe('Checked');
  });
});

describe('PUT /api/person/: history', () => {
  const historyOf = (id: number) =>
    t.database.db
      .select({ changes: historyEntries.changes })
      .from(historyEntries)
      .where(and(eq(historyEntries.entity, 'person'), eq(historyEntries.entityId, id)));

  it('records a save in the same transaction, and nothing for a refused one', async () => {
    const created = await json<PersonRecord>(
      await putPerson('admin@kitebook.test', {
        givenName: 'Hanna',
        familyName: 'Verlauf',
        gender: 'FEMALE',
        contactSet: [{ contactType: 'MOBILE', value: '+4917011111' }],
      }),
    );
    expect(await historyOf(created.id)).toHaveLength(1);
    const stale = await putPerson('admin@kitebook.test', {
      ...created,
      givenName: 'Hannah',
      version: created.version + 1,
    });
    expect(stale.status).toBe(409);
    const nameless = await putPerson('admin@kitebook.test', { ...created, givenName: '' });
    expect(nameless.status).toBe(400);
    expect(await historyOf(created.id)).toHaveLength(1);
    const renamed = await putPerson('admin@kitebook.test', { ...created, givenName: 'Hannah' });
    expect(renamed.status).toBe(200);
    const rows = await historyOf(created.id);
    expect(rows).toHaveLength(2);
    expect(JSON.stringify(rows[1]?.changes ?? rows[0]?.changes)).toContain('Hannah');
  });
});

describe('PUT /api/person/check-mail/', () => {
  const check = async (login: string | null, query: string) =>
    t.call('PUT', `/api/person/check-mail/?${query}`, {
      headers: login ? await t.authAs(login) : {},
    });

  it('names another person with the e-mail to staff, case-insensitively', async () => {
    const own = await personIdOf('parent@kitebook.test');
    const [parent] = await t.database.db
      .select({ email: persons.email })
      .from(persons)
      .where(eq(persons.id, own));
    const mail = encodeURIComponent(parent!.email!.toUpperCase());
    expect(await json(await check('admin@kitebook.test', `mail=${mail}`))).toEqual({
      existAlready: true,
      givenName: 'Julia',
      familyName: 'Becker',
    });
    // Their own address is not another person's.
    expect(await json(await check('admin@kitebook.test', `mail=${mail}&id=${own}`))).toEqual({
      existAlready: false,
      givenName: null,
      familyName: null,
    });
    expect(
      await json(await check('admin@kitebook.test', 'mail=nobody.here%40example.com')),
    ).toMatchObject({ existAlready: false });
  });

  it('tells a family only that the address is taken, and refuses visitors', async () => {
    const own = await personIdOf('parent@kitebook.test');
    const [parent] = await t.database.db
      .select({ email: persons.email })
      .from(persons)
      .where(eq(persons.id, own));
    const mail = encodeURIComponent(parent!.email!);
    expect(await json(await check('guardian@kitebook.test', `mail=${mail}`))).toEqual({
      existAlready: true,
      givenName: null,
      familyName: null,
    });
    expect((await check(null, `mail=${mail}`)).status).toBe(401);
    expect((await check('provider@kitebook.test', `mail=${mail}`)).status).toBe(403);
  });

  it('answers 400 without a mail or with a bad id, never 500', async () => {
    for (const query of ['', 'mail=', 'mail=a%40b.de&id=x', 'mail=a%40b.de&id=0']) {
      const response = await check('admin@kitebook.test', query);
      expect(response.status, query).toBe(400);
    }
  });
});
