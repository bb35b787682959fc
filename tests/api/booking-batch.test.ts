import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BookingBatchResult, RecurrenceCheckResult } from '../../shared/model/booking-batch';
import type { BookingRecord } from '../../shared/model/booking-record';
import type { ErrorBody } from '../../shared/model/errors';
import { bookingRecurrences, bookings, customers } from '../../server/db/schema';
import { bookingBed } from './support/booking-bed';
import type { TestApp } from './support/test-app';
import { insertLocation, type FamilyFixture } from './support/service-fixtures';

/**
 * The booking dialog's batch and change calls (issue 18.2; spec 001 §4.1, §5, §6, §7):
 * PUT /api/booking/create-bookings, change-booking and check-recurrencies.
 */

let t: TestApp;
const { family, service, teach } = bookingBed('batch', (app) => (t = app));
/** Makes service names unique within the file. */
let serviceCount = 0;
const ADMIN = 'admin@kitebook.test';
const INSTRUCTOR = 'instructor@kitebook.test';
const SYSADMIN = 'sysadmin@kitebook.test';

const put = async (path: string, body: object, login: string | null = ADMIN) =>
  t.call('PUT', `/api/booking/${path}`, {
    body,
    headers: login === null ? {} : await t.authAs(login),
  });

const issuesOf = async (response: Response) =>
  ((await response.json()) as ErrorBody).issues?.map((issue) => [issue.path, issue.message]);

const batch = (items: object[], fields: object = {}, login: string | null = ADMIN) =>
  put('create-bookings', { items, bookingStatus: 'ACCEPTED', ...fields }, login);

async function batched(items: object[], fields: object = {}) {
  const response = await batch(items, fields);
  expect(response.status).toBe(200);
  return (await response.json()) as BookingBatchResult;
}

const item = (child: FamilyFixture, serviceId: number, fields: object = {}) => ({
  participantId: child.participantId,
  serviceId,
  ...fields,
});

/** One office booking through the single save, to change or collide with. */
async function booked(child: FamilyFixture, serviceId: number, fields: object = {}) {
  const response = await t.call('PUT', '/api/booking', {
    body: { participantId: child.participantId, serviceId, bookingStatus: 'ACCEPTED', ...fields },
    headers: await t.authAs(ADMIN),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as BookingRecord;
}

const rowsOf = (serviceId: number) =>
  t.database.db.select().from(bookings).where(eq(bookings.eventId, serviceId));

async function toggleEscort(enabled: boolean) {
  const response = await t.call('PUT', '/api/config/feature-toggle', {
    body: { name: 'enableEscort', enabled },
    headers: await t.authAs(SYSADMIN),
  });
  expect(response.status).toBe(200);
}

async function parentOf(child: FamilyFixture) {
  const [row] = await t.database.db
    .select({ personId: customers.personId })
    .from(customers)
    .where(eq(customers.id, child.customerId));
  return row!.personId;
}

describe('PUT /api/booking/create-bookings', () => {
  it('books several children on several services at once, all with the chosen status', async () => {
    const [a, b] = await Promise.all([family(), family()]);
    const [s1, s2] = await Promise.all([
      service(),
      service({ recurrences: [{ dayOfWeek: 'SUNDAY', time: '10:00', endTime: '11:00' }] }),
    ]);
    const result = await batched([item(a, s1.id), item(b, s1.id), item(a, s2.id), item(b, s2.id)], {
      bookingStatus: 'WAITING_LIST',
      notes: 'Siblings',
      sendEmail: true,
    });
    expect(result).toMatchObject({ created: 4, refused: 0 });
    expect(result.outcomes.map((outcome) => [outcome.index, outcome.status])).toEqual([
      [0, 200],
      [1, 200],
      [2, 200],
      [3, 200],
    ]);
    const stored = [...(await rowsOf(s1.id)), ...(await rowsOf(s2.id))];
    expect(stored).toHaveLength(4);
    for (const row of stored)
      expect(row).toMatchObject({
        bookingStatus: 'WAITING_LIST',
        notes: 'Siblings',
        sendEmail: true,
      });
  });

  it('answers per booking: those that fit are made, the others say why', async () => {
    const [a, b] = await Promise.all([family(), family()]);
    const s = await service();
    await booked(a, s.id);
    const result = await batched([item(a, s.id), item(b, s.id)]);
    expect(result).toMatchObject({ created: 1, refused: 1 });
    expect(result.outcomes[0]).toMatchObject({
      index: 0,
      participantId: a.participantId,
      status: 400,
      message: 'booking.check.alreadyBooked',
      issues: [{ path: 'alreadyBooked', message: 'booking.check.alreadyBooked' }],
    });
    expect(result.outcomes[1]).toMatchObject({ status: 200, participantId: b.participantId });
    expect(await rowsOf(s.id)).toHaveLength(2);
  });

  it('judges later items with the earlier ones: the same child in two colliding services', async () => {
    const child = await family();
    const [s1, s2] = await Promise.all([
      service({ name: `Chess ${++serviceCount}` }),
      service({ recurrences: [{ dayOfWeek: 'SATURDAY', time: '10:30', endTime: '11:30' }] }),
    ]);
    const result = await batched([item(child, s1.id), item(child, s2.id)]);
    expect(result.outcomes[0]!.status).toBe(200);
    expect(result.outcomes[1]).toMatchObject({
      status: 400,
      issues: [
        {
          path: 'colliding',
          message: 'booking.check.colliding',
          values: { service: expect.stringContaining('Chess') },
        },
      ],
    });
  });

  it('asks to confirm a full service per booking (409), then books with the confirmation', async () => {
    const s = await service({ maximumNumber: 1 });
    const [a, b] = await Promise.all([family(), family()]);
    const first = await batched([item(a, s.id), item(b, s.id)]);
    expect(first.outcomes.map((outcome) => outcome.status)).toEqual([200, 409]);
    expect(first.outcomes[1]).toMatchObject({
      issues: [{ path: 'noEventCapacityLeft', message: 'booking.check.noEventCapacityLeft' }],
    });
    const again = await batched([item(b, s.id)], { confirmedWarnings: ['noEventCapacityLeft'] });
    expect(again).toMatchObject({ created: 1, refused: 0 });
  });

  it('refuses a body that does not fit as a whole (400 with the fields), storing nothing', async () => {
    const child = await family();
    const s = await service();
    const empty = await batch([]);
    expect(empty.status).toBe(400);
    expect((await issuesOf(empty))!.map(([path]) => path)).toContain('items');
    const negative = await batch([item(child, s.id)], { individualPrice: -1 });
    expect(negative.status).toBe(400);
    expect(await issuesOf(negative)).toEqual([['individualPrice', 'bookingDialog.positiveNumber']]);
    const noStatus = await batch([item(child, s.id)], { bookingStatus: 'MAYBE' });
    expect(await issuesOf(noStatus)).toEqual([['bookingStatus', 'bookingDialog.statusRequired']]);
    const tooMany = await batch(Array.from({ length: 31 }, () => item(child, s.id)));
    expect(await issuesOf(tooMany)).toEqual([['items', 'bookingDialog.tooManyBookings']]);
    expect(await rowsOf(s.id)).toHaveLength(0);
  });

  it('checks each booking’s own fields: a date outside the service is that booking’s 400', async () => {
    const child = await family();
    const s = await service({ startDate: '2020-01-01', endDate: '2099-12-31' });
    const result = await batched([item(child, s.id, { startDate: '2019-12-31' })]);
    expect(result.outcomes[0]).toMatchObject({
      status: 400,
      issues: [{ path: 'startDate', message: 'bookingDialog.dateOutsideService' }],
    });
  });

  it('is the office’s: 401 signed out, 403 for a parent and an instructor', async () => {
    const child = await family();
    const s = await service();
    expect((await batch([item(child, s.id)], {}, null)).status).toBe(401);
    expect((await batch([item(child, s.id)], {}, child.login)).status).toBe(403);
    expect((await batch([item(child, s.id)], {}, INSTRUCTOR)).status).toBe(403);
    expect(await rowsOf(s.id)).toHaveLength(0);
  });

  it('never overbooks a small service when batches arrive at once', async () => {
    const s = await service({ maximumNumber: 3 });
    const children = await Promise.all(Array.from({ length: 10 }, () => family()));
    const answers = await Promise.all(
      [0, 2, 4, 6, 8].map((at) =>
        batched([item(children[at]!, s.id), item(children[at + 1]!, s.id)]),
      ),
    );
    const outcomes = answers.flatMap((answer) => answer.outcomes);
    expect(outcomes.filter((outcome) => outcome.status === 200)).toHaveLength(3);
    expect(outcomes.filter((outcome) => outcome.status === 409)).toHaveLength(7);
    expect(await rowsOf(s.id)).toHaveLength(3);
  });
});

describe('PUT /api/booking/change-booking', () => {
  const twoDays = () =>
    service({
      recurrences: [
        { dayOfWeek: 'SATURDAY', time: '10:00', endTime: '11:00' },
        { dayOfWeek: 'SUNDAY', time: '10:00', endTime: '11:00' },
      ],
    });
  const change = (record: BookingRecord, fields: object, login: string | null = ADMIN) =>
    put(
      'change-booking',
      {
        id: record.id,
        version: record.version,
        recurrenceIds: record.recurrenceIds,
        escortPersonId: record.escortPersonId,
        ...fields,
      },
      login,
    );
  const slotsOf = async (bookingId: number) =>
    (
      await t.database.db
        .select()
        .from(bookingRecurrences)
        .where(eq(bookingRecurrences.bookingId, bookingId))
    ).map((slot) => slot.eventRecurrenceId);

  it('lets a family change its weekdays and escort: the booking is PENDING again', async () => {
    const child = await family();
    const s = await twoDays();
    const record = await booked(child, s.id, { individualPrice: 5, notes: 'office note' });
    const parent = await parentOf(child);
    const response = await change(
      record,
      { recurrenceIds: [s.recurrenceIds[1]], escortPersonId: parent },
      child.login,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      bookingStatus: 'PENDING',
      recurrenceIds: [s.recurrenceIds[1]],
      escortPersonId: parent,
      version: record.version + 1,
    });
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, record.id));
    expect(row).toMatchObject({ individualPrice: 5, notes: 'office note' });
    expect(await slotsOf(record.id)).toEqual([s.recurrenceIds[1]]);
  });

  it('keeps the status when the office changes the weekdays', async () => {
    const s = await twoDays();
    const record = await booked(await family(), s.id);
    const response = await change(record, { recurrenceIds: [s.recurrenceIds[0]] });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ bookingStatus: 'ACCEPTED' });
  });

  it('passes the booking rules: weekdays colliding with another booking are 400', async () => {
    const child = await family();
    const other = await service({
      recurrences: [{ dayOfWeek: 'SUNDAY', time: '10:30', endTime: '11:30' }],
    });
    await booked(child, other.id);
    const s = await twoDays();
    const record = await booked(child, s.id, { recurrenceIds: [s.recurrenceIds[0]] });
    const response = await change(record, { recurrenceIds: [s.recurrenceIds[1]] }, child.login);
    expect(response.status).toBe(400);
    expect(await issuesOf(response)).toEqual([['colliding', 'booking.check.colliding']]);
    expect(await slotsOf(record.id)).toEqual([s.recurrenceIds[0]]);
  });

  it('answers 409 to a stale version, 400 to FINISHED, bad input and a stranger as escort', async () => {
    const s = await twoDays();
    const record = await booked(await family(), s.id);
    expect((await change(record, { version: record.version + 1 })).status).toBe(409);
    const wrongSlot = await change(record, { recurrenceIds: ['x'] });
    expect(wrongSlot.status).toBe(400);
    expect((await issuesOf(wrongSlot))![0]![0]).toMatch(/^recurrenceIds/);
    const stranger = await change(record, { escortPersonId: 1 });
    expect(await issuesOf(stranger)).toEqual([['escortPersonId', 'bookingDialog.escortUnknown']]);
    const finished = await booked(await family(), s.id, { bookingStatus: 'FINISHED' });
    const late = await change(finished, { recurrenceIds: [s.recurrenceIds[0]] });
    expect(await issuesOf(late)).toEqual([['bookingStatus', 'bookingDialog.finished']]);
  });

  it('refuses another family (403), an instructor even of the service (403), signed out 401', async () => {
    const child = await family();
    const s = await twoDays();
    const record = await booked(child, s.id);
    expect((await change(record, {}, (await family()).login)).status).toBe(403);
    await teach(s.id, INSTRUCTOR);
    expect((await change(record, {}, INSTRUCTOR)).status).toBe(403);
    expect((await change(record, {}, null)).status).toBe(401);
    expect((await change({ ...record, id: 2_147_483_647 }, {})).status).toBe(404);
  });

  it('requires a customer’s escort while the escort feature is on (also PUT /api/booking)', async () => {
    const child = await family();
    const s = await twoDays();
    const record = await booked(child, s.id);
    await toggleEscort(true);
    try {
      const missing = await change(record, { escortPersonId: null }, child.login);
      expect(missing.status).toBe(400);
      expect(await issuesOf(missing)).toEqual([['escortPersonId', 'bookingDialog.escortRequired']]);
      const save = await t.call('PUT', '/api/booking', {
        body: {
          id: record.id,
          version: record.version,
          participantId: record.participantId,
          serviceId: s.id,
          bookingStatus: 'PENDING',
          recurrenceIds: record.recurrenceIds,
        },
        headers: await t.authAs(child.login),
      });
      expect(await issuesOf(save)).toEqual([['escortPersonId', 'bookingDialog.escortRequired']]);
      // The office is not a customer: its change needs no escort.
      expect((await change(record, { escortPersonId: null })).status).toBe(200);
      const fresh = (await (
        await t.call('GET', `/api/booking/${record.id}`, { headers: await t.authAs(ADMIN) })
      ).json()) as BookingRecord;
      const named = await change(fresh, { escortPersonId: await parentOf(child) }, child.login);
      expect(named.status).toBe(200);
    } finally {
      await toggleEscort(false);
    }
    // Off again: a customer's change needs no escort.
    const owner = await family();
    const off = await booked(owner, s.id);
    expect((await change(off, { escortPersonId: null }, owner.login)).status).toBe(200);
  });
});

describe('PUT /api/booking/check-recurrencies', () => {
  const check = (child: FamilyFixture, serviceId: number, recurrenceIds: number[], login = ADMIN) =>
    put(
      'check-recurrencies',
      { participantId: child.participantId, serviceId, recurrenceIds },
      login,
    );

  it('names the weekdays that collide with the child’s other bookings', async () => {
    const child = await family();
    const chess = await service({ name: `Chess club ${++serviceCount}` });
    await booked(child, chess.id);
    const s = await service({
      recurrences: [
        { dayOfWeek: 'SATURDAY', time: '10:30', endTime: '11:30' },
        { dayOfWeek: 'SUNDAY', time: '10:00', endTime: '11:00' },
      ],
    });
    const response = await check(child, s.id, s.recurrenceIds, child.login);
    expect(response.status).toBe(200);
    const result = (await response.json()) as RecurrenceCheckResult;
    expect(result.errors).toEqual([{ key: 'colliding', values: { service: chess.name } }]);
    expect(result.recurrences).toEqual([
      {
        recurrenceId: s.recurrenceIds[0],
        full: false,
        collides: true,
        findings: [{ key: 'colliding', values: { service: chess.name } }],
      },
      { recurrenceId: s.recurrenceIds[1], full: false, collides: false, findings: [] },
    ]);
    // Only the Sunday: nothing to say.
    const sunday = (await (
      await check(child, s.id, [s.recurrenceIds[1]!])
    ).json()) as RecurrenceCheckResult;
    expect(sunday).toMatchObject({ errors: [], recurrences: [{ collides: false }] });
  });

  it('names the weekdays whose room is full, and every one when the service is', async () => {
    const room = await insertLocation(t.database.db, 1);
    const sundayOnly = await service({
      locationId: room,
      recurrences: [{ dayOfWeek: 'SUNDAY', time: '10:00', endTime: '11:00' }],
    });
    await booked(await family(), sundayOnly.id);
    const s = await service({
      locationId: room,
      recurrences: [
        { dayOfWeek: 'SATURDAY', time: '10:00', endTime: '11:00' },
        { dayOfWeek: 'SUNDAY', time: '10:00', endTime: '11:00' },
      ],
    });
    const child = await family();
    const result = (await (
      await check(child, s.id, s.recurrenceIds)
    ).json()) as RecurrenceCheckResult;
    expect(result.recurrences.map((slot) => [slot.recurrenceId, slot.full])).toEqual([
      [s.recurrenceIds[0], false],
      [s.recurrenceIds[1], true],
    ]);
    expect(result.warnings).toEqual([{ key: 'noLocationCapacityLeft' }]);
    const full = await service({ maximumNumber: 1 });
    await booked(await family(), full.id);
    const all = (await (await check(child, full.id, [])).json()) as RecurrenceCheckResult;
    expect(all.recurrences.every((slot) => slot.full)).toBe(true);
  });

  it('refuses another family’s child (403), an instructor (403), bad input (400)', async () => {
    const child = await family();
    const s = await service();
    expect((await check(child, s.id, [], (await family()).login)).status).toBe(403);
    expect((await check(child, s.id, [], INSTRUCTOR)).status).toBe(403);
    const bad = await put('check-recurrencies', { participantId: 'x', serviceId: s.id });
    expect(bad.status).toBe(400);
    expect((await issuesOf(bad))!.map(([path]) => path)).toContain('participantId');
    const unknownSlot = await check(child, s.id, [2_147_483_647]);
    expect(unknownSlot.status).toBe(400);
    expect(await issuesOf(unknownSlot)).toEqual([['recurrenceIds', 'error.invalidInput']]);
  });
});
