import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, images } from '../../server/db/schema';
import type { EventBaseData } from '../../shared/model/base-data';
import type { ErrorBody } from '../../shared/model/errors';
import type { EventRecord } from '../../shared/model/event-record';
import { MAX_IMAGE_BYTES } from '../../shared/model/limits';
import { changedTables, databaseFingerprint } from './support/db-fingerprint';
import { PNG_BYTES, putEvent, readBaseData, validEcaEvent } from './support/event-form';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: Record<string, string>;
let base: EventBaseData;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.authAs('admin@kitebook.test');
  base = await readBaseData(t, admin);
});
afterAll(() => t.close());

async function save(event: unknown, image?: Parameters<typeof putEvent>[3]) {
  const response = await putEvent(t, admin, event, image);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as EventRecord;
}

/** Expects 400 with the issue on `path`, and nothing stored. */
async function refused(event: unknown, path: string, message: string) {
  const before = await databaseFingerprint(t.database.db);
  const response = await putEvent(t, admin, event);
  const text = await response.text();
  expect(response.status, text).toBe(400);
  expect((JSON.parse(text) as ErrorBody).issues?.map((i) => `${i.path} ${i.message}`)).toContain(
    `${path} ${message}`,
  );
  expect(changedTables(before, await databaseFingerprint(t.database.db))).toEqual([]);
}

describe('PUT /api/event: create, update, stale', () => {
  it('creates a service with its rows at version 0, and reads the record back', async () => {
    const created = await save(validEcaEvent(base));
    expect(created).toMatchObject({
      version: 0,
      cloned: false,
      name: 'Test Kites',
      minimumNumber: 4,
      maximumNumber: 12,
      grades: ['P3', 'P4'],
      reminderTexts: [{ name: 'bringAlong', text: '<p>String and glue</p>' }],
      vat: 0,
      costItems: { administrator: null, instructor: null, material: null },
    });
    expect(created.recurrences.map((r) => `${r.dayOfWeek} ${r.time}-${r.endTime}`)).toEqual([
      'MONDAY 14:00-15:30',
      'WEDNESDAY 14:00-15:30',
    ]);
    // The defaults of spec 002 §4 for permissions left out.
    expect(created.readPermissions).toEqual(['ADMIN', 'ANONYMOUS', 'CUSTOMER', 'USER']);
    expect(created.registerPermissions).toEqual(['ADMIN', 'CUSTOMER']);
    const read = await t.call('GET', `/api/event/${created.id}/record`, { headers: admin });
    expect(await read.json()).toEqual(created);
  });

  it('updates with the loaded version, keeps slot ids, and answers 409 to the stale one', async () => {
    const created = await save(validEcaEvent(base));
    const updated = await save({
      ...created,
      instructorIds: [],
      name: 'Renamed kites',
      recurrences: [{ ...created.recurrences[0], endTime: '16:00' }],
    });
    expect(updated).toMatchObject({ name: 'Renamed kites', version: 1, instructors: [] });
    expect(updated.recurrences).toEqual([{ ...created.recurrences[0], endTime: '16:00' }]);

    const before = await databaseFingerprint(t.database.db);
    const stale = await putEvent(t, admin, { ...created, name: 'Lost update' });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as ErrorBody).message).toBe('error.staleVersion');
    expect(changedTables(before, await databaseFingerprint(t.database.db))).toEqual([]);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await putEvent(
      t,
      admin,
      validEcaEvent(base, { id: 2_000_000_000, version: 0 }),
    );
    expect(response.status).toBe(404);
    expect((await t.call('GET', '/api/event/2000000000/record', { headers: admin })).status).toBe(
      404,
    );
  });

  it('drops recurrence rows without day and time and reminder texts without name or text', async () => {
    const created = await save(
      validEcaEvent(base, {
        recurrences: [
          { dayOfWeek: 'TUESDAY', time: '', endTime: '' },
          { dayOfWeek: null, time: '10:00', endTime: '11:00' },
          { dayOfWeek: 'FRIDAY', time: '10:00', endTime: '11:00' },
        ],
        reminderTexts: [
          { name: '', text: '<p>x</p>' },
          { name: 'empty', text: '<p></p>' },
          { name: 'kept1', text: '<p>y</p>' },
        ],
      }),
    );
    expect(created.recurrences.map((r) => r.dayOfWeek)).toEqual(['FRIDAY']);
    expect(created.reminderTexts.map((r) => r.name)).toEqual(['kept1']);
  });

  it('stores rich texts sanitised: no script, handler, javascript: link or CSS', async () => {
    const created = await save(
      validEcaEvent(base, {
        description:
          '<h2 onclick="x()">Kites</h2><script>alert(1)</script><p style="width:expression(alert(1))">' +
          '<a href="javascript:alert(1)">bad</a> <a href="https://kites.example/">good</a></p>' +
          '<table><tbody><tr><td>1</td></tr></tbody></table>',
        reminderTexts: [{ name: 'note', text: '<p>Hi<img src=x onerror=alert(1)></p>' }],
      }),
    );
    expect(created.description).toBe(
      '<h2>Kites</h2><p><a target="_blank" rel="noopener noreferrer">bad</a> ' +
        '<a href="https://kites.example/" target="_blank" rel="noopener noreferrer">good</a></p>' +
        '<table><tbody><tr><td>1</td></tr></tbody></table>',
    );
    expect(created.reminderTexts[0]!.text).toBe('<p>Hi</p>');
    const [row] = await t.database.db
      .select({ description: events.description })
      .from(events)
      .where(eq(events.id, created.id!));
    expect(row!.description).toBe(created.description);
  });
});

describe('PUT /api/event: 400 for each rule of spec 002 §5, nothing stored', () => {
  const room = () => base.locations.find((l) => l.capacity >= 20 && l.capacity < 1000)!;
  const cases: [string, () => Record<string, unknown>, string, string][] = [
    ['name required', () => ({ name: ' ' }), 'name', 'event.rules.name'],
    ['name under 256', () => ({ name: 'x'.repeat(256) }), 'name', '!.rules.max-characters'],
    [
      'business area',
      () => ({ businessArea: 'SPORTS' }),
      'businessArea',
      'event.rules.businessArea',
    ],
    ['key required', () => ({ key: '' }), 'key', 'event.rules.key'],
    ['end date valid', () => ({ endDate: '2027-02-30' }), 'endDate', 'event.rules.endDate'],
    ['end date required', () => ({ endDate: null }), 'endDate', 'event.rules.endDate'],
    [
      'end not before start',
      () => ({ endDate: '2026-08-31' }),
      'endDate',
      'event.rules.endBeforeStart',
    ],
    [
      'end from 1950 without start',
      () => ({ startDate: null, endDate: '1949-12-31', registrationDeadline: null }),
      'endDate',
      'event.rules.endDate',
    ],
    [
      'deadline not after end',
      () => ({ registrationDeadline: '2027-07-01' }),
      'registrationDeadline',
      'event.rules.registrationDeadline',
    ],
    [
      'school year required',
      () => ({ schoolYearId: null }),
      'schoolYearId',
      'event.rules.schoolYear',
    ],
    [
      'school year exists',
      () => ({ schoolYearId: 2_000_000_000 }),
      'schoolYearId',
      'event.rules.unknownReference',
    ],
    ['maps URL', () => ({ mapsUrl: 'javascript:alert(1)' }), 'mapsUrl', 'shared.rules.web-address'],
    [
      'notification e-mail under 256',
      () => ({ notificationEmail: 'x'.repeat(256) }),
      'notificationEmail',
      '!.rules.max-characters',
    ],
    [
      'event types unless childminding',
      () => ({ eventTypeIds: [] }),
      'eventTypeIds',
      'event.rules.eventTypes',
    ],
    [
      'event type exists',
      () => ({ eventTypeIds: [2_000_000_000] }),
      'eventTypeIds.0',
      'event.rules.unknownReference',
    ],
    [
      'instructor exists',
      () => ({ instructorIds: [2_000_000_000] }),
      'instructorIds.0',
      'event.rules.unknownReference',
    ],
    ['location unless bus', () => ({ locationId: null }), 'locationId', 'event.rules.location'],
    ['minimum required', () => ({ minimumNumber: null }), 'minimumNumber', 'event.rules.minimum'],
    ['minimum not negative', () => ({ minimumNumber: -1 }), 'minimumNumber', 'event.rules.minimum'],
    ['minimum whole', () => ({ minimumNumber: 1.5 }), 'minimumNumber', 'event.rules.minimum'],
    [
      'minimum not above maximum',
      () => ({ minimumNumber: 13 }),
      'minimumNumber',
      'event.rules.minimumAboveMaximum',
    ],
    ['maximum not negative', () => ({ maximumNumber: -1 }), 'maximumNumber', 'event.rules.maximum'],
    [
      'maximum within capacity',
      () => ({ locationId: room().id, maximumNumber: room().capacity + 1, minimumNumber: 0 }),
      'maximumNumber',
      'max-exceeds-capacity',
    ],
    [
      'time HH:MM',
      () => ({ recurrences: [{ dayOfWeek: 'MONDAY', time: '24:00', endTime: '25:00' }] }),
      'recurrences.0.time',
      'event.rules.time',
    ],
    [
      'time format',
      () => ({ recurrences: [{ dayOfWeek: 'MONDAY', time: '9:5', endTime: '10:00' }] }),
      'recurrences.0.time',
      'event.rules.time',
    ],
    [
      'end time required',
      () => ({ recurrences: [{ dayOfWeek: 'MONDAY', time: '14:00', endTime: '' }] }),
      'recurrences.0.endTime',
      'event.rules.endTime',
    ],
    [
      'start before end',
      () => ({ recurrences: [{ dayOfWeek: 'MONDAY', time: '14:00', endTime: '14:00' }] }),
      'recurrences.0.endTime',
      'event.rules.timeOrder',
    ],
    [
      'childminding end',
      () => ({
        businessArea: 'CHILDMINDING',
        recurrences: [{ dayOfWeek: 'MONDAY', time: '12:00', endTime: '17:00' }],
      }),
      'recurrences.0.endTime',
      'event.rules.childmindingEnd',
    ],
    [
      'day known',
      () => ({ recurrences: [{ dayOfWeek: 'FUNDAY', time: '12:00', endTime: '13:00' }] }),
      'recurrences.0.dayOfWeek',
      'event.rules.day',
    ],
    [
      'reminder name variable',
      () => ({ reminderTexts: [{ name: '1st', text: '<p>x</p>' }] }),
      'reminderTexts.0.name',
      'event.rules.reminderName',
    ],
    [
      'reminder name under 256',
      () => ({ reminderTexts: [{ name: 'a'.repeat(256), text: '<p>x</p>' }] }),
      'reminderTexts.0.name',
      '!.rules.max-characters',
    ],
    [
      'reminder names unique',
      () => ({
        reminderTexts: [
          { name: 'same', text: '<p>x</p>' },
          { name: 'same', text: '<p>y</p>' },
        ],
      }),
      'reminderTexts.1.name',
      'event.reminderNameCollision',
    ],
    ['single price not negative', () => ({ singlePrice: -1 }), 'singlePrice', 'event.rules.price'],
    [
      'reduced price not negative',
      () => ({ singleReducedPrice: -0.01 }),
      'singleReducedPrice',
      'event.rules.price',
    ],
    [
      'member price required',
      () => ({ memberPrice: null }),
      'memberPrice',
      'event.rules.memberPrice',
    ],
    ['total price required', () => ({ totalPrice: null }), 'totalPrice', 'event.rules.totalPrice'],
    [
      'total price not negative',
      () => ({ totalPrice: -5 }),
      'totalPrice',
      'event.rules.totalPrice',
    ],
    ['vat not negative', () => ({ vat: -1 }), 'vat', 'event.rules.vat'],
    [
      'cost item not negative',
      () => ({ costItems: { administrator: -1, instructor: null, material: null } }),
      'costItems.administrator',
      'event.rules.price',
    ],
  ];
  it.each(cases)('%s', async (_, change, path, message) => {
    await refused(validEcaEvent(base, change()), path, message);
  });

  it('allows 0 for prices and no member or total price for childminding', async () => {
    await save(validEcaEvent(base, { memberPrice: 0, totalPrice: 0, singlePrice: 0 }));
    await save(
      validEcaEvent(base, {
        businessArea: 'CHILDMINDING',
        eventTypeIds: [],
        memberPrice: null,
        totalPrice: null,
        recurrences: [{ dayOfWeek: 'MONDAY', time: '12:00', endTime: '18:15' }],
      }),
    );
  });

  it('answers information-missing style 400 for malformed JSON in the event field', async () => {
    const form = new FormData();
    form.set('event', '{not json');
    const response = await t.app.request('/api/event', {
      method: 'PUT',
      body: form,
      headers: admin,
    });
    expect(response.status).toBe(400);
  });
});

describe('PUT /api/event: the school bus', () => {
  const stopsOf = () => base.stops.slice(0, 3);
  const bus = (overrides: Record<string, unknown> = {}) =>
    validEcaEvent(base, {
      businessArea: 'SCHOOL_BUS',
      locationId: null,
      inbound: true,
      maximumNumber: 45,
      recurrences: [{ dayOfWeek: 'MONDAY', time: '07:05', endTime: '' }],
      busStops: stopsOf().map((stop, index) => ({ stopId: stop.id, distance: index * 5 })),
      ...overrides,
    });

  it('saves a line without end times or location, stops by distance (0 allowed)', async () => {
    const created = await save(bus());
    expect(created.location).toBeNull();
    expect(created.recurrences[0]!.endTime).toBeNull();
    expect(created.busStops.map((s) => s.distance)).toEqual([0, 5, 10]);
    expect(created.busStops.map((s) => s.name)).toEqual(stopsOf().map((s) => s.name));
  });

  it('requires a distance, and each stop once', async () => {
    await refused(
      bus({ busStops: [{ stopId: stopsOf()[0]!.id, distance: null }] }),
      'busStops.0.distance',
      'event.rules.distance',
    );
    await refused(
      bus({ busStops: [{ stopId: stopsOf()[0]!.id, distance: -1 }] }),
      'busStops.0.distance',
      'event.rules.distance',
    );
    const twice = { stopId: stopsOf()[0]!.id, distance: 1 };
    await refused(bus({ busStops: [twice, twice] }), 'busStops.1.stopId', 'event.rules.stopTwice');
    await refused(
      bus({ busStops: [{ stopId: 2_000_000_000, distance: 1 }] }),
      'busStops.0.stopId',
      'event.rules.unknownReference',
    );
  });
});

describe('PUT /api/event: the picture', () => {
  it('stores a picture checked by its bytes, and replaces it in the same save', async () => {
    const created = await save(validEcaEvent(base), { bytes: PNG_BYTES });
    expect(created.imageId).not.toBeNull();
    const replaced = await save({ ...created }, { bytes: PNG_BYTES });
    expect(replaced.imageId).not.toBe(created.imageId);
    const old = await t.database.db.select().from(images).where(eq(images.id, created.imageId!));
    expect(old).toEqual([]);
  });

  it('refuses a picture that is no picture, or of 2,000,000 bytes or more; nothing stored', async () => {
    for (const [bytes, message] of [
      [new TextEncoder().encode('<svg onload="alert(1)"/>'), 'event.imageType'],
      [
        (() => {
          const big = new Uint8Array(MAX_IMAGE_BYTES);
          big.set(PNG_BYTES);
          return big;
        })(),
        'event.imageTooLarge',
      ],
    ] as const) {
      const before = await databaseFingerprint(t.database.db);
      const response = await putEvent(t, admin, validEcaEvent(base), { bytes, type: 'image/png' });
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).issues).toEqual([
        { path: 'eventImage', message },
      ]);
      expect(changedTables(before, await databaseFingerprint(t.database.db))).toEqual([]);
    }
  });

  it('keeps nothing when the rows fail after the picture: one transaction', async () => {
    const before = await databaseFingerprint(t.database.db);
    const response = await putEvent(
      t,
      admin,
      validEcaEvent(base, { instructorIds: [2_000_000_000] }),
      { bytes: PNG_BYTES },
    );
    expect(response.status).toBe(400);
    expect(changedTables(before, await databaseFingerprint(t.database.db))).toEqual([]);
  });

  it('deletes the picture by DELETE /api/event/{eventId}/image/{imageId}; 404 when not its own', async () => {
    const created = await save(validEcaEvent(base), { bytes: PNG_BYTES });
    const wrong = await t.call(
      'DELETE',
      `/api/event/${created.id}/image/${created.imageId! + 1000}`,
      { headers: admin },
    );
    expect(wrong.status).toBe(404);
    const gone = await t.call('DELETE', `/api/event/${created.id}/image/${created.imageId}`, {
      headers: admin,
    });
    expect(gone.status).toBe(204);
    const record = (await (
      await t.call('GET', `/api/event/${created.id}/record`, { headers: admin })
    ).json()) as EventRecord;
    expect(record).toMatchObject({ imageId: null, version: 1 });
    expect(
      await t.database.db.select().from(images).where(eq(images.id, created.imageId!)),
    ).toEqual([]);
  });
});

describe('PUT /api/event/clone/{id}', () => {
  it('answers an unsaved copy that saves as a new service with its own picture', async () => {
    const source = await save(validEcaEvent(base), { bytes: PNG_BYTES });
    const response = await t.call('PUT', `/api/event/clone/${source.id}`, { headers: admin });
    expect(response.status).toBe(200);
    const copy = (await response.json()) as EventRecord;
    expect(copy).toMatchObject({ id: null, version: null, cloned: true, name: source.name });
    expect(copy.recurrences.every((row) => row.id === null)).toBe(true);
    const saved = await save({
      ...copy,
      name: 'Test Kites (Thursday)',
    });
    expect(saved.id).not.toBe(source.id);
    expect(saved).toMatchObject({ name: 'Test Kites (Thursday)', cloned: false, version: 0 });
    expect(saved.imageId).not.toBeNull();
    expect(saved.imageId).not.toBe(source.imageId);
    expect(saved.recurrences.length).toBe(source.recurrences.length);
    expect((await t.call('PUT', '/api/event/clone/2000000000', { headers: admin })).status).toBe(
      404,
    );
  });
});

describe('writes are ADMIN only', () => {
  it.each([
    'instructor@kitebook.test',
    'parent@kitebook.test',
    'member@kitebook.test',
    'guardian@kitebook.test',
  ])('%s gets 403 on save, clone and picture removal', async (login) => {
    const headers = await t.authAs(login);
    expect((await putEvent(t, headers, validEcaEvent(base))).status).toBe(403);
    expect((await t.call('PUT', '/api/event/clone/1', { headers })).status).toBe(403);
    expect((await t.call('DELETE', '/api/event/1/image/1', { headers })).status).toBe(403);
  });
});
