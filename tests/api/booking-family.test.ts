import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerBookingResult } from '../../shared/model/booking';
import type { FamilyBooking } from '../../shared/model/family-booking';
import { createTestApp, type TestApp } from './support/test-app';
import {
  bookingYearId,
  insertFamily,
  insertLocation,
  insertService,
} from './support/service-fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const listAs = async (login: string) =>
  t.call('GET', '/api/booking/customer', { headers: await t.authAs(login) });

async function bookingsOf(login: string): Promise<FamilyBooking[]> {
  const response = await listAs(login);
  expect(response.status).toBe(200);
  return (await response.json()) as FamilyBooking[];
}

describe('GET /api/booking/customer: the family’s own bookings', () => {
  it('lists every booking of the parent’s children with status, child, service and days', async () => {
    const list = await bookingsOf('parent@kitebook.test');
    // The demo parent's twelve bookings of Mia and Noah (server/db/seed/booking-plans.ts).
    expect(list).toHaveLength(12);
    expect(new Set(list.map((entry) => entry.participant.givenName))).toEqual(
      new Set(['Mia', 'Noah']),
    );
    expect(list.every((entry) => entry.participant.familyName === 'Becker')).toBe(true);
    const statuses = list.map((entry) => entry.status);
    for (const status of ['ACCEPTED', 'PENDING', 'CANCELED', 'WAITING_LIST'])
      expect(statuses).toContain(status);

    const childminding = list.find((entry) => entry.service.name === 'Afternoon Childminding')!;
    expect(childminding).toMatchObject({
      status: 'ACCEPTED',
      participant: { givenName: 'Mia', isParent: false },
      service: { businessArea: 'CHILDMINDING' },
    });
    // Two of the service's slots were booked, and only those are listed.
    expect(childminding.slots.map((slot) => slot.dayOfWeek)).toEqual(['MONDAY', 'WEDNESDAY']);

    const bus = list.find((entry) => entry.service.name === 'Bus Line 1 North (morning)')!;
    expect(bus.stop).toBe('Dornbusch');
    const choir = list.find((entry) => entry.service.name === 'Choir')!;
    expect(choir.stop).toBeNull();
    expect(choir.slots.length).toBeGreaterThan(0);
    expect(choir.slots[0]).toMatchObject({ dayOfWeek: expect.any(String), time: /^\d\d:\d\d$/ });
  });

  it('lists the newest first', async () => {
    const dates = (await bookingsOf('parent@kitebook.test')).map((e) => e.registrationDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('never shows another family’s bookings', async () => {
    const parents = await bookingsOf('parent@kitebook.test');
    const member = await bookingsOf('member@kitebook.test');
    expect(member.map((entry) => entry.participant.givenName)).toEqual(['Lucas', 'Lucas']);
    const parentIds = new Set(parents.map((entry) => entry.id));
    expect(member.some((entry) => parentIds.has(entry.id))).toBe(false);
    // newparent has a child but booked nothing.
    expect(await bookingsOf('newparent@kitebook.test')).toEqual([]);
  });

  it('shows a booking just made, first and PENDING, to its family only', async () => {
    const db = t.database.db;
    const schoolYearId = await bookingYearId(db, t.clock.now);
    const locationId = await insertLocation(db);
    const family = await insertFamily(db, { login: 'fresh.family@kitebook.test', schoolYearId });
    const other = await insertFamily(db, { login: 'other.family@kitebook.test', schoolYearId });
    const service = await insertService(db, {
      schoolYearId,
      locationId,
      name: 'Kite building',
      recurrences: [
        { dayOfWeek: 'TUESDAY', time: '15:30', endTime: '17:00' },
        { dayOfWeek: 'MONDAY', time: '14:00', endTime: '15:00' },
      ],
    });
    const booked = await t.call('PUT', '/api/booking/customer', {
      headers: await t.authAs(family.login),
      body: { serviceId: service.id, participantId: family.participantId },
    });
    expect(booked.status).toBe(200);
    const { bookingId } = (await booked.json()) as CustomerBookingResult;

    const list = await bookingsOf(family.login);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: bookingId,
      status: 'PENDING',
      participant: { id: family.participantId, givenName: 'Kid' },
      service: { id: service.id, name: 'Kite building', businessArea: 'ECA' },
      slots: [
        { dayOfWeek: 'MONDAY', time: '14:00', endTime: '15:00' },
        { dayOfWeek: 'TUESDAY', time: '15:30', endTime: '17:00' },
      ],
    });
    expect(await bookingsOf(other.login)).toEqual([]);
    expect((await bookingsOf('parent@kitebook.test')).some((e) => e.id === bookingId)).toBe(false);
  });

  it('answers 401 without a session and 403 to roles that are not parents', async () => {
    expect((await t.call('GET', '/api/booking/customer')).status).toBe(401);
    for (const login of ['admin@kitebook.test', 'sysadmin@kitebook.test', 'guardian@kitebook.test'])
      expect((await listAs(login)).status, login).toBe(403);
  });
});
