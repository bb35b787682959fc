import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BookingRecord } from '../../shared/model/booking-record';
import type { ErrorBody } from '../../shared/model/errors';
import { bookingRecurrences, bookings } from '../../server/db/schema';
import { bookingBed, DEMO_INSTRUCTOR } from './support/booking-bed';
import type { TestApp } from './support/test-app';
import { addDays, type FamilyFixture } from './support/service-fixtures';

/** PUT /api/booking, the booking dialog's save: spec 001 §4.1, §5 (booking form), §6, §8. */

let t: TestApp;
const { family, service, teach } = bookingBed('save', (app) => (t = app));
const ADMIN = 'admin@kitebook.test';
const INSTRUCTOR = DEMO_INSTRUCTOR;

const put = async (body: object, login = ADMIN) =>
  t.call('PUT', '/api/booking', { body, headers: await t.authAs(login) });

const issuesOf = async (response: Response) =>
  ((await response.json()) as ErrorBody).issues?.map((issue) => [issue.path, issue.message]);

/** A new office booking of the child on the service. */
const create = (child: FamilyFixture, serviceId: number, fields: object = {}) =>
  put({ participantId: child.participantId, serviceId, bookingStatus: 'ACCEPTED', ...fields });

async function created(child: FamilyFixture, serviceId: number, fields: object = {}) {
  const response = await create(child, serviceId, fields);
  expect(response.status).toBe(200);
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

describe('PUT /api/booking: a new booking by the office', () => {
  it('stores the chosen status, slots, dates, price and send-email flag', async () => {
    const child = await family();
    const s = await service();
    const start = addDays(t.clock.now, 1);
    const record = await created(child, s.id, {
      startDate: start,
      individualPrice: 0,
      sendEmail: true,
      notes: 'Brings a helmet',
    });
    expect(record).toMatchObject({
      bookingStatus: 'ACCEPTED',
      startDate: start,
      individualPrice: 0,
      price: 45,
      sendEmail: true,
      notes: 'Brings a helmet',
      recurrenceIds: s.recurrenceIds,
    });
  });

  it('requires participant, service and status (400 with the fields)', async () => {
    const s = await service();
    const response = await put({ serviceId: s.id });
    expect(response.status).toBe(400);
    const paths = (await issuesOf(response))!.map(([path]) => path);
    expect(paths).toEqual(expect.arrayContaining(['participantId', 'bookingStatus']));
  });

  it('refuses a negative individual price and accepts an empty one', async () => {
    const child = await family();
    const s = await service();
    const negative = await create(child, s.id, { individualPrice: -1 });
    expect(negative.status).toBe(400);
    expect(await issuesOf(negative)).toEqual([['individualPrice', 'bookingDialog.positiveNumber']]);
    expect((await created(child, s.id, { individualPrice: null })).individualPrice).toBeNull();
  });

  it('refuses dates outside the service and an end before the start', async () => {
    const child = await family();
    const s = await service({
      startDate: addDays(t.clock.now, 2),
      endDate: addDays(t.clock.now, 60),
    });
    const before = await create(child, s.id, { startDate: addDays(t.clock.now, 1) });
    expect(before.status).toBe(400);
    expect(await issuesOf(before)).toEqual([['startDate', 'bookingDialog.dateOutsideService']]);
    const after = await create(child, s.id, { endDate: addDays(t.clock.now, 61) });
    expect(await issuesOf(after)).toEqual([['endDate', 'bookingDialog.dateOutsideService']]);
    const reversed = await create(child, s.id, {
      startDate: addDays(t.clock.now, 10),
      endDate: addDays(t.clock.now, 5),
    });
    expect(await issuesOf(reversed)).toEqual([['endDate', 'bookingDialog.dateOrder']]);
  });

  it('requires the weekdays of a childminding booking', async () => {
    const child = await family();
    const s = await service({
      businessArea: 'CHILDMINDING',
      grades: [],
      recurrences: [{ dayOfWeek: 'MONDAY', time: '13:00', endTime: '16:30' }],
    });
    const response = await create(child, s.id, { recurrenceIds: [] });
    expect(response.status).toBe(400);
    expect(await issuesOf(response)).toEqual([['recurrenceIds', 'booking.recurrenceRequired']]);
  });

  it('refuses childminding with "childminding disabled" while the admin toggle is off', async () => {
    const child = await family();
    const s = await service({
      businessArea: 'CHILDMINDING',
      grades: [],
      recurrences: [{ dayOfWeek: 'MONDAY', time: '13:00', endTime: '16:30' }],
    });
    const sysadmin = await t.authAs('sysadmin@kitebook.test');
    const toggle = (enabled: boolean) =>
      t.call('PUT', '/api/config/feature-toggle', {
        body: { name: 'enableChildmindingBookingAdmin', enabled },
        headers: sysadmin,
      });
    expect((await toggle(false)).status).toBe(200);
    try {
      const off = await create(child, s.id, { recurrenceIds: s.recurrenceIds });
      expect(off.status).toBe(400);
      expect(await issuesOf(off)).toEqual([['serviceId', 'bookingDialog.childmindingDisabled']]);
    } finally {
      expect((await toggle(true)).status).toBe(200);
    }
    expect((await create(child, s.id, { recurrenceIds: s.recurrenceIds })).status).toBe(200);
  });

  it('refuses what the booking check refuses: the same child twice (alreadyBooked)', async () => {
    const child = await family();
    const s = await service();
    await created(child, s.id);
    const again = await create(child, s.id);
    expect(again.status).toBe(400);
    expect(await issuesOf(again)).toEqual([['alreadyBooked', 'booking.check.alreadyBooked']]);
  });

  it('asks to confirm a full service (409 noEventCapacityLeft), then books beyond it', async () => {
    const s = await service({ maximumNumber: 1 });
    await created(await family(), s.id);
    const child = await family();
    const unconfirmed = await create(child, s.id);
    expect(unconfirmed.status).toBe(409);
    expect(await issuesOf(unconfirmed)).toEqual([
      ['noEventCapacityLeft', 'booking.check.noEventCapacityLeft'],
    ]);
    const confirmed = await create(child, s.id, { confirmedWarnings: ['noEventCapacityLeft'] });
    expect(confirmed.status).toBe(200);
    // A waiting-list booking takes no place: nothing to confirm.
    expect((await create(await family(), s.id, { bookingStatus: 'WAITING_LIST' })).status).toBe(
      200,
    );
  });

  it('keeps the capacity when admins save the last places at once', async () => {
    const s = await service({ maximumNumber: 3 });
    const children = await Promise.all(Array.from({ length: 10 }, () => family()));
    const answers = await Promise.all(children.map((child) => create(child, s.id)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    const stored = await t.database.db.select().from(bookings).where(eq(bookings.eventId, s.id));
    expect(stored).toHaveLength(3);
  });

  it('is the office’s only: a parent cannot create through it (403)', async () => {
    const child = await family();
    const s = await service();
    expect(
      (
        await create(child, s.id).then(() =>
          put(
            { participantId: child.participantId, serviceId: s.id, bookingStatus: 'PENDING' },
            child.login,
          ),
        )
      ).status,
    ).toBe(403);
  });
});

describe('PUT /api/booking: a stored booking', () => {
  it('keeps participant, service and dates; changes status, price and notes (office)', async () => {
    const child = await family();
    const other = await family();
    const s = await service();
    const moved = await service();
    const record = await created(child, s.id);
    const response = await resave(record, {
      participantId: other.participantId,
      serviceId: moved.id,
      startDate: addDays(t.clock.now, 3),
      bookingStatus: 'WAITING_LIST',
      individualPrice: 20,
      cancellationNotes: 'asked by phone',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      participantId: child.participantId,
      service: { id: s.id },
      startDate: record.startDate,
      bookingStatus: 'WAITING_LIST',
      individualPrice: 20,
      cancellationNotes: 'asked by phone',
      version: record.version + 1,
    });
  });

  it('answers 409 to a stale version and changes nothing', async () => {
    const record = await created(await family(), (await service()).id);
    expect((await resave(record, { notes: 'first' })).status).toBe(200);
    const stale = await resave(record, { notes: 'second' });
    expect(stale.status).toBe(409);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, record.id));
    expect(row!.notes).toBe('first');
  });

  it('does not edit a FINISHED booking (400)', async () => {
    const record = await created(await family(), (await service()).id, {
      bookingStatus: 'FINISHED',
    });
    const response = await resave(record, { notes: 'late' });
    expect(response.status).toBe(400);
    expect(await issuesOf(response)).toEqual([['bookingStatus', 'bookingDialog.finished']]);
  });

  it('makes a family’s save PENDING again and changes only its weekdays, stop and escort', async () => {
    const child = await family();
    const s = await service({
      recurrences: [
        { dayOfWeek: 'SATURDAY', time: '10:00', endTime: '11:00' },
        { dayOfWeek: 'SUNDAY', time: '10:00', endTime: '11:00' },
      ],
    });
    const record = await created(child, s.id, { individualPrice: 5 });
    const response = await resave(
      record,
      {
        recurrenceIds: [s.recurrenceIds[0]],
        bookingStatus: 'ACCEPTED',
        individualPrice: 0,
        notes: 'x',
      },
      child.login,
    );
    expect(response.status).toBe(200);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, record.id));
    expect(row).toMatchObject({ bookingStatus: 'PENDING', individualPrice: 5, notes: null });
    const slots = await t.database.db
      .select()
      .from(bookingRecurrences)
      .where(eq(bookingRecurrences.bookingId, record.id));
    expect(slots.map((slot) => slot.eventRecurrenceId)).toEqual([s.recurrenceIds[0]]);
  });

  it('refuses another family (403) and an escort who is not the child’s contact (400)', async () => {
    const child = await family();
    const record = await created(child, (await service()).id);
    expect((await resave(record, {}, (await family()).login)).status).toBe(403);
    const stranger = await resave(record, { escortPersonId: 1 });
    expect(stranger.status).toBe(400);
    expect(await issuesOf(stranger)).toEqual([['escortPersonId', 'bookingDialog.escortUnknown']]);
  });

  it('lets an instructor change the notes of their services’ bookings only', async () => {
    const child = await family();
    const s = await service();
    await teach(s.id);
    const record = await created(child, s.id);
    const response = await resave(
      record,
      { notes: 'Picked up at 4', bookingStatus: 'CANCELED' },
      INSTRUCTOR,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      notes: 'Picked up at 4',
      bookingStatus: 'ACCEPTED',
    });
    const untaught = await created(
      child,
      (await service({ recurrences: [{ dayOfWeek: 'SUNDAY', time: '10:00', endTime: '11:00' }] }))
        .id,
    );
    expect((await resave(untaught, { notes: 'no' }, INSTRUCTOR)).status).toBe(403);
  });
});

describe('PUT /api/booking/cancel-booking', () => {
  const cancel = async (body: object, login = ADMIN) =>
    t.call('PUT', '/api/booking/cancel-booking', { body, headers: await t.authAs(login) });
  const today = () => addDays(t.clock.now, 0);

  it('cancels at once (CANCELED_IMMEDIATELY) with the notes, the date and the e-mail flag', async () => {
    const record = await created(await family(), (await service()).id);
    const response = await cancel({
      id: record.id,
      version: record.version,
      notes: 'moved away',
      immediately: true,
      sendEmail: true,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      bookingStatus: 'CANCELED_IMMEDIATELY',
      cancellationDate: today(),
      version: record.version + 1,
    });
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, record.id));
    expect(row).toMatchObject({ cancellationNotes: 'moved away', sendEmail: true });
  });

  it('cancels (CANCELED) and frees the place; a second cancel is 400, a stale one 409', async () => {
    const s = await service({ maximumNumber: 1 });
    const record = await created(await family(), s.id);
    const stale = await cancel({ id: record.id, version: record.version + 1 });
    expect(stale.status).toBe(409);
    const response = await cancel({ id: record.id });
    expect(await response.json()).toMatchObject({ bookingStatus: 'CANCELED' });
    const again = await cancel({ id: record.id, immediately: true });
    expect(again.status).toBe(400);
    expect(await issuesOf(again)).toEqual([['id', 'bookingDialog.notCancellable']]);
    // The place is free again: the next child is booked without a capacity warning.
    expect((await create(await family(), s.id)).status).toBe(200);
  });

  it('lets a parent cancel their own family’s booking only (403 another’s; issue 19.4)', async () => {
    const child = await family();
    const record = await created(child, (await service()).id);
    expect((await cancel({ id: record.id }, (await family()).login)).status).toBe(403);
    // The family's rule decides what it does (tests/api/my-bookings.test.ts).
    expect((await cancel({ id: record.id }, child.login)).status).toBe(200);
    expect((await cancel({ id: 2_147_483_647 })).status).toBe(404);
  });
});
