import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BookingCheckResult } from '../../shared/model/booking';
import type { ErrorBody } from '../../shared/model/errors';
import {
  bookings,
  customers,
  participants,
  persons,
  userRoles,
  users,
} from '../../server/db/schema';
import { bookingBed } from './support/booking-bed';
import { addDays } from './support/service-fixtures';
import type { TestApp } from './support/test-app';

let t: TestApp;
const { family, service } = bookingBed('parents', (app) => (t = app));

/** A weekly activity for parents: no grades, no language. */
const activity = (fields: Parameters<typeof service>[0] = {}) =>
  service({
    businessArea: 'PARENT_ACTIVITIES',
    grades: [],
    language: null,
    recurrences: [{ dayOfWeek: 'TUESDAY', time: '08:30', endTime: '09:30' }],
    registerPermissions: ['CUSTOMER', 'MEMBER', 'ADMIN'],
    ...fields,
  });

const register = async (login: string, body: object) =>
  t.call('PUT', '/api/booking/parent-activity', { body, headers: await t.authAs(login) });
const check = async (login: string, serviceId: number) => {
  const response = await t.call('PUT', '/api/booking/parent-activity/check', {
    body: { serviceId },
    headers: await t.authAs(login),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as BookingCheckResult;
};
const errorOf = async (response: Response) => (await response.json()) as ErrorBody;
const personOf = async (login: string) =>
  (await t.database.db.select().from(users).where(eq(users.login, login)))[0]!.personId;

describe('PUT /api/booking/parent-activity', () => {
  it('registers the parent themself as a pending booking on their own record, made once', async () => {
    const parent = await family();
    const yoga = await activity();
    const choir = await activity({
      recurrences: [{ dayOfWeek: 'WEDNESDAY', time: '19:00', endTime: '20:30' }],
    });
    expect(await check(parent.login, yoga.id)).toEqual({ errors: [], warnings: [] });
    const first = await register(parent.login, { serviceId: yoga.id });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ serviceId: yoga.id, status: 'PENDING' });
    expect((await register(parent.login, { serviceId: choir.id })).status).toBe(200);

    const personId = await personOf(parent.login);
    const own = await t.database.db
      .select()
      .from(participants)
      .where(eq(participants.personId, personId));
    expect(own).toHaveLength(1);
    expect(own[0]!.customerId).toBe(parent.customerId);
    const rows = await t.database.db
      .select({ eventId: bookings.eventId })
      .from(bookings)
      .where(eq(bookings.participantId, own[0]!.id));
    expect(rows.map((row) => row.eventId).sort()).toEqual([yoga.id, choir.id].sort());

    // The parent's own record is no child: the booking flow's child list leaves it out.
    const children = await t.call('GET', '/api/participant/customer', {
      headers: await t.authAs(parent.login),
    });
    const listed = (await children.json()) as { id: number }[];
    expect(listed.map(({ id }) => id)).not.toContain(own[0]!.id);
  });

  it('reports alreadyBooked for a second registration and refuses it', async () => {
    const parent = await family();
    const yoga = await activity();
    expect((await register(parent.login, { serviceId: yoga.id })).status).toBe(200);
    expect((await check(parent.login, yoga.id)).errors).toEqual([{ key: 'alreadyBooked' }]);
    const again = await register(parent.login, { serviceId: yoga.id });
    expect(again.status).toBe(400);
    expect((await errorOf(again)).message).toBe('booking.check.alreadyBooked');
  });

  it('makes the customer record of a parent who has none yet', async () => {
    const yoga = await activity();
    const login = 'nocustomer@kitebook.test';
    const [person] = await t.database.db
      .insert(persons)
      .values({ givenName: 'New', familyName: 'Parent', gender: 'FEMALE', email: login })
      .returning({ id: persons.id });
    const [user] = await t.database.db
      .insert(users)
      .values({ login, personId: person!.id })
      .returning({ id: users.id });
    await t.database.db.insert(userRoles).values({ userId: user!.id, role: 'CUSTOMER' });
    expect((await register(login, { serviceId: yoga.id })).status).toBe(200);
    const [customer] = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.personId, person!.id));
    const [own] = await t.database.db
      .select()
      .from(participants)
      .where(eq(participants.personId, person!.id));
    expect(own!.customerId).toBe(customer!.id);
  });

  it('applies the deadline and the capacity', async () => {
    const parent = await family();
    const closed = await activity({ registrationDeadline: addDays(t.clock.now, -1) });
    expect((await errorOf(await register(parent.login, { serviceId: closed.id }))).message).toBe(
      'booking.check.registerLimit',
    );
    const small = await activity({ maximumNumber: 1 });
    expect((await register((await family()).login, { serviceId: small.id })).status).toBe(200);
    const full = await register(parent.login, { serviceId: small.id });
    expect(full.status).toBe(409);
    expect(
      (
        await register(parent.login, {
          serviceId: small.id,
          confirmedWarnings: ['noEventCapacityLeft'],
        })
      ).status,
    ).toBe(200);
  });

  it("keeps parent activities for parents and children's services for children", async () => {
    const parent = await family();
    const yoga = await activity();
    const forChild = await t.call('PUT', '/api/booking/customer', {
      body: { serviceId: yoga.id, participantId: parent.participantId },
      headers: await t.authAs(parent.login),
    });
    expect(forChild.status).toBe(400);
    expect((await errorOf(forChild)).issues).toEqual([
      { path: 'participantId', message: 'booking.forParentsOnly' },
    ]);
    const eca = await service({
      grades: [],
    });
    const forParent = await register(parent.login, { serviceId: eca.id });
    expect(forParent.status).toBe(400);
    expect((await errorOf(forParent)).message).toBe('booking.forChildrenOnly');
  });
});
