import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { historyEntries } from '../../server/db/schema';
import type { BookingRecord } from '../../shared/model/booking-record';
import type { HistoryEntry } from '../../shared/model/history';
import type { ListAnswer } from '../../shared/model/list';
import { bookingBed } from './support/booking-bed';
import type { TestApp } from './support/test-app';
import { addDays, type FamilyFixture } from './support/service-fixtures';

/**
 * The history of bookings (issue 18): the office's save (`PUT /api/booking`), its cancel, the
 * bulk decision on requests and a parent's own booking each write one entry per booking changed,
 * with only the changed fields; refused saves write none; only ADMIN (`history.read`) reads it.
 */

let t: TestApp;
const { family, service } = bookingBed('history', (app) => (t = app));
const ADMIN = 'admin@kitebook.test';
const INSTRUCTOR = 'instructor@kitebook.test';

const put = async (body: object, login = ADMIN) =>
  t.call('PUT', '/api/booking', { body, headers: await t.authAs(login) });

async function created(child: FamilyFixture, serviceId: number, fields: object = {}) {
  const response = await put({
    participantId: child.participantId,
    serviceId,
    bookingStatus: 'ACCEPTED',
    ...fields,
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as BookingRecord;
}

/** The stored record sent back as the dialog sends it, with changes. */
const resave = (record: BookingRecord, changes: object, login = ADMIN) =>
  put(
    {
      id: record.id,
      version: record.version,
      participantId: record.participantId,
      serviceId: record.service.id,
      bookingStatus: record.bookingStatus,
      recurrenceIds: record.recurrenceIds,
      startDate: record.startDate,
      endDate: record.endDate,
      individualPrice: record.individualPrice,
      notes: record.notes,
      cancellationNotes: record.cancellationNotes,
      sendEmail: record.sendEmail,
      ...changes,
    },
    login,
  );

const cancel = async (body: object, login = ADMIN) =>
  t.call('PUT', '/api/booking/cancel-booking', { body, headers: await t.authAs(login) });

const decide = async (body: object, login = ADMIN) =>
  t.call('PUT', '/api/booking/decide-requests', { body, headers: await t.authAs(login) });

/** A parent's own booking request (widgets, personal area): `PUT /api/booking/customer`. */
const request = async (child: FamilyFixture, serviceId: number) =>
  t.call('PUT', '/api/booking/customer', {
    body: { participantId: child.participantId, serviceId },
    headers: await t.authAs(child.login),
  });

async function requested(child: FamilyFixture, serviceId: number): Promise<number> {
  const response = await request(child, serviceId);
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { bookingId: number }).bookingId;
}

/** The rows in the table itself, oldest first, not through the route under test. */
const rowsOf = (id: number) =>
  t.database.db
    .select()
    .from(historyEntries)
    .where(and(eq(historyEntries.entity, 'booking'), eq(historyEntries.entityId, id)))
    .orderBy(historyEntries.id);

const allRows = () => t.database.db.select({ id: historyEntries.id }).from(historyEntries);

const today = () => addDays(t.clock.now, 0);

describe('the office’s save of a booking writes its history', () => {
  it('records a new booking with the child, service, status, price and slots by name', async () => {
    const child = await family();
    const s = await service({
      recurrences: [
        { dayOfWeek: 'WEDNESDAY', time: '14:30', endTime: '15:30' },
        { dayOfWeek: 'MONDAY', time: '14:30', endTime: '15:30' },
      ],
    });
    const record = await created(child, s.id, { notes: 'Brings a helmet' });
    const rows = await rowsOf(record.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ created: true, userName: expect.stringMatching(/\S/) });
    expect(rows[0]!.changedAt.getTime()).toBe(t.clock.now.getTime());
    const byField = new Map(rows[0]!.changes.map((change) => [change.field, change]));
    expect(byField.get('participant')).toEqual({
      field: 'participant',
      kind: 'text',
      before: null,
      after: `Kid ${child.login}`,
    });
    expect(byField.get('service')?.after).toBe(s.name);
    expect(byField.get('bookingStatus')?.after).toBe('ACCEPTED');
    expect(byField.get('price')).toEqual({
      field: 'price',
      kind: 'money',
      before: null,
      after: 45,
    });
    expect(byField.get('registrationDate')).toMatchObject({ kind: 'date', after: today() });
    expect(byField.get('recurrences')?.after).toBe('Mon 14:30–15:30; Wed 14:30–15:30');
    expect(byField.get('notes')?.after).toBe('Brings a helmet');
    // Empty fields of a new booking are not "changes".
    expect(byField.has('individualPrice')).toBe(false);
    expect(byField.has('cancellationDate')).toBe(false);
  });

  it('records only the changed fields of an update, before and after', async () => {
    const record = await created(await family(), (await service()).id);
    const response = await resave(record, { notes: 'Allergic to nuts', individualPrice: 12.5 });
    expect(response.status, await response.clone().text()).toBe(200);
    const rows = await rowsOf(record.id);
    expect(rows).toHaveLength(2);
    expect(rows[1]!.created).toBe(false);
    expect(rows[1]!.changes).toEqual([
      { field: 'individualPrice', kind: 'money', before: null, after: 12.5 },
      { field: 'notes', kind: 'text', before: null, after: 'Allergic to nuts' },
    ]);
  });

  it('records a family’s change of its own booking, which becomes PENDING again', async () => {
    const child = await family();
    const s = await service({
      recurrences: [
        { dayOfWeek: 'SATURDAY', time: '10:00', endTime: '11:00' },
        { dayOfWeek: 'SUNDAY', time: '10:00', endTime: '11:00' },
      ],
    });
    const record = await created(child, s.id);
    const response = await resave(record, { recurrenceIds: [s.recurrenceIds[0]] }, child.login);
    expect(response.status, await response.clone().text()).toBe(200);
    const [, change] = await rowsOf(record.id);
    expect(change!.changes).toEqual(
      expect.arrayContaining([
        { field: 'bookingStatus', kind: 'text', before: 'ACCEPTED', after: 'PENDING' },
        {
          field: 'recurrences',
          kind: 'text',
          before: 'Sat 10:00–11:00; Sun 10:00–11:00',
          after: 'Sat 10:00–11:00',
        },
      ]),
    );
  });

  it('writes no entry for a save that changed nothing', async () => {
    const record = await created(await family(), (await service()).id);
    expect((await resave(record, {})).status).toBe(200);
    expect(await rowsOf(record.id)).toHaveLength(1);
  });

  it('writes nothing for refused saves: 400, 409, 404, 403', async () => {
    const child = await family();
    const s = await service();
    const record = await created(child, s.id);
    const before = await allRows();

    expect((await resave(record, { individualPrice: -1 })).status).toBe(400);
    expect((await resave({ ...record, version: record.version + 1 }, { notes: 'x' })).status).toBe(
      409,
    );
    expect((await resave({ ...record, id: 2_147_483_647 }, { notes: 'x' })).status).toBe(404);
    // The same child booked twice: the check's alreadyBooked.
    const twice = await put({
      participantId: child.participantId,
      serviceId: s.id,
      bookingStatus: 'ACCEPTED',
    });
    expect(twice.status).toBe(400);
    expect((await resave(record, { notes: 'not theirs' }, (await family()).login)).status).toBe(
      403,
    );

    expect(await allRows()).toHaveLength(before.length);
  });
});

describe('the office’s other saves (create-bookings, change-booking) write it too', () => {
  it('records each booking a batch made, none for the item it refused', async () => {
    const [a, b] = [await family(), await family()];
    const s = await service();
    await created(b, s.id); // b is booked already: the batch refuses that item
    const before = await allRows();
    const response = await t.call('PUT', '/api/booking/create-bookings', {
      body: {
        items: [a, b].map((child) => ({ participantId: child.participantId, serviceId: s.id })),
        bookingStatus: 'ACCEPTED',
      },
      headers: await t.authAs(ADMIN),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const result = (await response.json()) as {
      outcomes: { status: number; bookingId?: number }[];
    };
    expect(result.outcomes.map((outcome) => outcome.status)).toEqual([200, 400]);
    expect(await allRows()).toHaveLength(before.length + 1);
    const [row] = await rowsOf(result.outcomes[0]!.bookingId!);
    expect(row).toMatchObject({ created: true });
  });

  it('records a change of the weekdays by change-booking', async () => {
    const s = await service({
      recurrences: [
        { dayOfWeek: 'SATURDAY', time: '10:00', endTime: '11:00' },
        { dayOfWeek: 'SUNDAY', time: '10:00', endTime: '11:00' },
      ],
    });
    const record = await created(await family(), s.id);
    const response = await t.call('PUT', '/api/booking/change-booking', {
      body: {
        id: record.id,
        version: record.version,
        recurrenceIds: [s.recurrenceIds[1]],
        escortPersonId: null,
      },
      headers: await t.authAs(ADMIN),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const [, change] = await rowsOf(record.id);
    expect(change!.changes).toEqual([
      {
        field: 'recurrences',
        kind: 'text',
        before: 'Sat 10:00–11:00; Sun 10:00–11:00',
        after: 'Sun 10:00–11:00',
      },
    ]);
  });
});

describe('cancelling a booking writes its history', () => {
  it('records the status, the date, the notes and the e-mail flag', async () => {
    const record = await created(await family(), (await service()).id);
    const response = await cancel({
      id: record.id,
      version: record.version,
      notes: 'moved away',
      immediately: true,
      sendEmail: true,
    });
    expect(response.status).toBe(200);
    const [, change] = await rowsOf(record.id);
    expect(change!.changes).toEqual([
      { field: 'bookingStatus', kind: 'text', before: 'ACCEPTED', after: 'CANCELED_IMMEDIATELY' },
      { field: 'cancellationDate', kind: 'date', before: null, after: today() },
      { field: 'cancellationNotes', kind: 'text', before: null, after: 'moved away' },
      { field: 'sendEmail', kind: 'boolean', before: false, after: true },
    ]);
  });

  it('writes nothing for a refused cancel: stale 409, cancelled again 400, unknown 404', async () => {
    const record = await created(await family(), (await service()).id);
    const before = await allRows();
    expect((await cancel({ id: record.id, version: record.version + 1 })).status).toBe(409);
    expect((await cancel({ id: 2_147_483_647 })).status).toBe(404);
    expect(await allRows()).toHaveLength(before.length);
    expect((await cancel({ id: record.id })).status).toBe(200);
    expect((await cancel({ id: record.id, immediately: true })).status).toBe(400);
    expect(await allRows()).toHaveLength(before.length + 1);
  });
});

describe('a parent’s own booking and the office’s decision on it write their history', () => {
  it('records the parent’s request as created, by the parent', async () => {
    const child = await family();
    const id = await requested(child, (await service()).id);
    const [row, ...more] = await rowsOf(id);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ created: true, userName: `Test ${child.login}` });
    expect(row!.changes).toEqual(
      expect.arrayContaining([
        { field: 'bookingStatus', kind: 'text', before: null, after: 'PENDING' },
        { field: 'participant', kind: 'text', before: null, after: `Kid ${child.login}` },
      ]),
    );
  });

  it('writes nothing for a refused request (the child already booked: 400)', async () => {
    const child = await family();
    const s = await service();
    await requested(child, s.id);
    const before = await allRows();
    expect((await request(child, s.id)).status).toBe(400);
    expect(await allRows()).toHaveLength(before.length);
  });

  it('records one entry per request the bulk decision changed, none for the skipped', async () => {
    const s = await service();
    const [a, b] = [await requested(await family(), s.id), await requested(await family(), s.id)];
    const accepted = await created(await family(), s.id);
    const before = await allRows();
    const response = await decide({
      ids: [a, b, accepted.id],
      decision: 'accept',
      sendEmail: true,
    });
    expect(response.status).toBe(200);
    expect(await allRows()).toHaveLength(before.length + 2);
    for (const id of [a, b]) {
      const [, decision] = await rowsOf(id);
      expect(decision).toMatchObject({ created: false, changedAt: t.clock.now });
      expect(decision!.changes).toEqual([
        { field: 'bookingStatus', kind: 'text', before: 'PENDING', after: 'ACCEPTED' },
        { field: 'sendEmail', kind: 'boolean', before: false, after: true },
      ]);
    }
    expect(await rowsOf(accepted.id)).toHaveLength(1);
    // A request decided already is skipped: nothing more.
    expect((await decide({ ids: [a], decision: 'decline' })).status).toBe(200);
    expect(await rowsOf(a)).toHaveLength(2);
  });

  it('records a decline with the cancellation date', async () => {
    const id = await requested(await family(), (await service()).id);
    expect((await decide({ ids: [id], decision: 'decline' })).status).toBe(200);
    const [, decision] = await rowsOf(id);
    expect(decision!.changes).toEqual(
      expect.arrayContaining([
        { field: 'bookingStatus', kind: 'text', before: 'PENDING', after: 'CANCELED_IMMEDIATELY' },
        { field: 'cancellationDate', kind: 'date', before: null, after: today() },
      ]),
    );
  });
});

describe('GET /api/history/booking/{id}', () => {
  it('answers ADMIN the booking’s entries, newest first; others 403', async () => {
    const child = await family();
    const record = await created(child, (await service()).id);
    expect((await resave(record, { notes: 'later' })).status).toBe(200);
    const response = await t.call('GET', `/api/history/booking/${record.id}`, {
      headers: await t.authAs(ADMIN),
    });
    expect(response.status).toBe(200);
    const page = (await response.json()) as ListAnswer<HistoryEntry>;
    expect(page.total).toBe(2);
    expect(page.items.map((entry) => entry.created)).toEqual([false, true]);
    expect(page.items[0]!.changes).toEqual([
      { field: 'notes', kind: 'text', before: null, after: 'later' },
    ]);
    for (const login of [INSTRUCTOR, child.login]) {
      const refused = await t.call('GET', `/api/history/booking/${record.id}`, {
        headers: await t.authAs(login),
      });
      expect(refused.status, login).toBe(403);
    }
    expect((await t.call('GET', `/api/history/booking/${record.id}`)).status).toBe(401);
  });
});
