import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images, instructors, persons } from '../../server/db/schema';
import type { ErrorBody } from '../../shared/model/errors';
import type { InstructorRecord, InstructorSaved } from '../../shared/model/instructor';
import { MAX_IMAGE_BYTES } from '../../shared/model/limits';
import { createTestApp, type TestApp } from './support/test-app';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** `PUT /api/instructor` as the dialog sends it: the record as JSON in `person`, a picture. */
async function put(record: unknown, login = 'admin@kitebook.test', image?: Uint8Array) {
  const form = new FormData();
  form.set('person', JSON.stringify(record));
  if (image) form.set('imageFile', new Blob([image as Uint8Array<ArrayBuffer>]), 'picture');
  return t.app.request('/api/instructor', {
    method: 'PUT',
    body: form,
    headers: await t.authAs(login),
  });
}

const person = (familyName: string, extra: object = {}) => ({
  givenName: 'Nina',
  familyName,
  gender: 'FEMALE',
  ...extra,
});

async function create(familyName: string, extra: object = {}, image?: Uint8Array) {
  const response = await put(
    { person: person(familyName, extra), businessAreaSet: ['ECA'] },
    undefined,
    image,
  );
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as InstructorSaved;
}

async function read(id: number, login = 'admin@kitebook.test') {
  const response = await t.call('GET', `/api/instructor/${id}`, {
    headers: await t.authAs(login),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as InstructorRecord;
}

const personsNamed = (familyName: string) =>
  t.database.db.select().from(persons).where(eq(persons.familyName, familyName));

describe('PUT /api/instructor: create and update', () => {
  it('creates an instructor with person and business areas and answers id and names', async () => {
    const saved = await create('Adler', {
      title: 'Dr.',
      email: 'nina.adler@example.com',
      birthday: '1985-03-04',
      languageSet: ['DE', 'EN'],
      notes: 'Plays the cello',
      contactSet: [{ contactType: 'MOBILE', value: '+49170123' }],
    });
    expect(saved).toEqual({ id: expect.any(Number), givenName: 'Nina', familyName: 'Adler' });
    const record = await read(saved.id);
    expect(record.businessAreaSet).toEqual(['ECA']);
    expect(record.events).toEqual([]);
    expect(record.person).toMatchObject({
      title: 'Dr.',
      email: 'nina.adler@example.com',
      birthday: '1985-03-04',
      notes: 'Plays the cello',
    });
    expect(record.person.languageSet.sort()).toEqual(['DE', 'EN']);
    expect(record.person.contactSet).toMatchObject([{ contactType: 'MOBILE', value: '+49170123' }]);
  });

  it('drops empty contacts and incomplete addresses instead of refusing them', async () => {
    const saved = await create('Bauer', {
      contactSet: [
        { contactType: 'PHONE', value: '' },
        { contactType: 'EMAIL', value: 'nina@example.com' },
      ],
      addressSet: [
        { street: 'Hauptstr. 1', zip: '', city: 'Berlin', country: 'DE' },
        { street: 'Ring 2', zip: '10115', city: 'Berlin', country: 'DE' },
      ],
    });
    const { person: stored } = await read(saved.id);
    expect(stored.contactSet.map((c) => c.contactType)).toEqual(['EMAIL']);
    expect(stored.addressSet.map((a) => a.street)).toEqual(['Ring 2']);
  });

  it('updates person and business areas; a stale version answers 409 and changes nothing', async () => {
    const saved = await create('Clausen');
    const record = await read(saved.id);
    const update = (version: number, personVersion: number, familyName: string) =>
      put({
        id: saved.id,
        version,
        person: { ...person(familyName), id: record.person.id, version: personVersion },
        businessAreaSet: ['SCHOOL_BUS', 'ECA'],
      });
    const ok = await update(record.version, record.person.version, 'Clausen-Berg');
    expect(ok.status, await ok.clone().text()).toBe(200);
    expect(await ok.json()).toMatchObject({ familyName: 'Clausen-Berg' });
    const after = await read(saved.id);
    expect(after.businessAreaSet.sort()).toEqual(['ECA', 'SCHOOL_BUS']);
    expect(after.version).toBe(record.version + 1);

    // The old instructor version with a current person version: the person is not written.
    const staleInstructor = await update(record.version, after.person.version, 'Stale');
    expect(staleInstructor.status).toBe(409);
    expect(((await staleInstructor.json()) as ErrorBody).message).toBe('error.staleVersion');
    const stalePerson = await update(after.version, record.person.version, 'Stale');
    expect(stalePerson.status).toBe(409);
    expect((await read(saved.id)).person.familyName).toBe('Clausen-Berg');
    expect(await personsNamed('Stale')).toEqual([]);
  });

  it('answers 404 for an unknown instructor id', async () => {
    const response = await put({ id: 999_999, version: 0, person: person('Nobody') });
    expect(response.status).toBe(404);
  });
});

describe('PUT /api/instructor: the rules of spec 002 §5 on the server', () => {
  const refusal = async (record: unknown, path: string, message: string) => {
    const response = await put(record);
    expect(response.status, await response.clone().text()).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.issues).toContainEqual(expect.objectContaining({ path, message }));
  };

  it('requires given name, family name and gender', async () => {
    await refusal(
      { person: { givenName: '', familyName: 'X', gender: 'MALE' } },
      'person.givenName',
      '!.rules.given-name',
    );
    await refusal(
      { person: { givenName: 'X', familyName: ' ', gender: 'MALE' } },
      'person.familyName',
      '!.rules.family-name',
    );
    await refusal(
      { person: { givenName: 'X', familyName: 'Y', gender: '' } },
      'person.gender',
      '!.rules.gender',
    );
  });

  it('keeps names and title under 256 characters', async () => {
    await refusal(
      { person: person('x'.repeat(256)) },
      'person.familyName',
      '!.rules.max-characters',
    );
    await refusal(
      { person: person('Ok', { title: 't'.repeat(256) }) },
      'person.title',
      '!.rules.max-characters',
    );
  });

  it('refuses a wrong e-mail with the instructor message', async () => {
    await refusal(
      { person: person('Mail', { email: 'no-at-sign' }) },
      'person.email',
      'instructors.rules.email',
    );
  });

  it('refuses a birthday after today and one that is no date', async () => {
    await refusal(
      { person: person('Born', { birthday: '2999-01-01' }) },
      'person.birthday',
      '!.rules.birthdayValid',
    );
    await refusal(
      { person: person('Born', { birthday: '2001-02-30' }) },
      'person.birthday',
      '!.rules.birthdayValid',
    );
  });

  it('refuses unknown business areas and a phone contact that is no number', async () => {
    const response = await put({ person: person('Area'), businessAreaSet: ['MOON'] });
    expect(response.status).toBe(400);
    await refusal(
      { person: person('Phone', { contactSet: [{ contactType: 'MOBILE', value: 'call me' }] }) },
      'person.contactSet.0.value',
      '!.rules.phone',
    );
  });
});

describe('PUT /api/instructor: the picture', () => {
  it('stores a picture checked by its bytes', async () => {
    const saved = await create('Picture', {}, PNG);
    const { person: stored } = await read(saved.id);
    const [image] = await t.database.db.select().from(images).where(eq(images.id, stored.imageId!));
    expect(image?.mimeType).toBe('image/png');
  });

  it('refuses bytes that are no picture, whatever the name says, and pictures of 2,000,000 bytes', async () => {
    const svg = await put({ person: person('Svg') }, undefined, SVG);
    expect(svg.status).toBe(400);
    expect(((await svg.json()) as ErrorBody).issues).toContainEqual(
      expect.objectContaining({ path: 'imageFile', message: 'instructors.rules.imageType' }),
    );
    const big = new Uint8Array(MAX_IMAGE_BYTES);
    big.set(PNG);
    const large = await put({ person: person('Large') }, undefined, big);
    expect(large.status).toBe(400);
    expect(((await large.json()) as ErrorBody).message).toBe('instructors.rules.imageTooLarge');
    expect(await personsNamed('Svg')).toEqual([]);
    expect(await personsNamed('Large')).toEqual([]);
  });
});

describe('PUT /api/instructor: one transaction', () => {
  /** Makes every insert into `table` fail, as a full disk or a broken picture would. */
  async function failInserts(table: string) {
    await t.database.db.execute(
      sql.raw(`create or replace function fail_insert() returns trigger language plpgsql as
        $$ begin raise exception 'refused by the test'; end $$`),
    );
    await t.database.db.execute(
      sql.raw(`create trigger fail_${table} before insert on ${table}
        for each row execute function fail_insert()`),
    );
    return () => t.database.db.execute(sql.raw(`drop trigger fail_${table} on ${table}`));
  }

  it('leaves no person when the picture cannot be stored on an update', async () => {
    const saved = await create('Before');
    const record = await read(saved.id);
    const restore = await failInserts('images');
    try {
      const response = await put(
        {
          id: saved.id,
          version: record.version,
          person: { ...person('After'), id: record.person.id, version: record.person.version },
        },
        undefined,
        PNG,
      );
      expect(response.status).toBe(500);
    } finally {
      await restore();
    }
    const after = await read(saved.id);
    expect(after.person.familyName).toBe('Before');
    expect(after.person.version).toBe(record.person.version);
  });

  it('leaves no person when the instructor cannot be stored on a create', async () => {
    const restore = await failInserts('instructor_business_areas');
    try {
      const response = await put(
        { person: person('Halfway'), businessAreaSet: ['ECA'] },
        undefined,
        PNG,
      );
      expect(response.status).toBe(500);
    } finally {
      await restore();
    }
    expect(await personsNamed('Halfway')).toEqual([]);
    const orphans = await t.database.db
      .select({ id: instructors.id })
      .from(instructors)
      .innerJoin(persons, eq(persons.id, instructors.personId))
      .where(eq(persons.familyName, 'Halfway'));
    expect(orphans).toEqual([]);
  });
});
