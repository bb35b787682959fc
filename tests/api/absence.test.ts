import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, customers, participants, users } from '../../server/db/schema';
import { absencesOn } from '../../server/services/absence/absences-on';
import { ABSENCE_BOOKING_STATUSES } from '../../server/services/absence/read-absences';
import type { AbsenceRow, AbsenceService } from '../../shared/model/absence';
import type { ErrorBody } from '../../shared/model/errors';
import type { PublicEventItem } from '../../shared/model/event';
import { newCustomer, type CustomerFixture } from '../support/api-fixtures';
import { addChild, addPaymentData } from '../support/family-fixtures';
import { addDays } from './support/service-fixtures';
import { callerOf, createTestApp, type TestApp } from './support/test-app';

const ADMIN = 'admin@kitebook.test';
const PARENT = 'parent@kitebook.test';
let t: TestApp;
/** The demo parent's family: a child with bookings, and two of its services. */
let a: { customerId: number; childId: number; serviceIds: number[] };
/** Another family, made here, with one child booked on nothing. */
let b: CustomerFixture;
let bChildId: number;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const [row] = await db
    .select({ customerId: customers.id })
    .from(users)
    .innerJoin(customers, eq(customers.personId, users.personId))
    .where(eq(users.login, PARENT));
  const booked = await db
    .select({ childId: bookings.participantId, eventId: bookings.eventId })
    .from(bookings)
    .innerJoin(participants, eq(participants.id, bookings.participantId))
    .where(
      and(
        eq(participants.customerId, row!.customerId),
        inArray(bookings.bookingStatus, [...ABSENCE_BOOKING_STATUSES]),
      ),
    );
  const childId = booked[0]!.childId;
  const serviceIds = [
    ...new Set(booked.filter((r) => r.childId === childId).map((r) => r.eventId)),
  ];
  a = { customerId: row!.customerId, childId, serviceIds };
  b = await newCustomer(callerOf(t), 'Ines', { familyName: 'Abwesend' });
  await addPaymentData(b);
  const [offer] = (await (
    await t.call('GET', '/api/event/public/ECA')
  ).json()) as PublicEventItem[];
  bChildId = (await addChild(b, { givenName: 'Ole', grade: 'P2', schoolYear: offer!.schoolYear }))
    .id;
}, 120_000);
afterAll(() => t.close());

async function as(login: string | CustomerFixture, method: string, path: string, body?: unknown) {
  const headers = typeof login === 'string' ? await t.authAs(login) : login.headers;
  return t.call(method, path, { body, headers });
}
async function json<T>(response: Response, status = 200): Promise<T> {
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body as T;
}
const issuesOf = async (response: Response) => {
  expect(response.status).toBe(400);
  return ((await response.json()) as ErrorBody).issues?.map(({ path, message }) => ({
    path,
    message,
  }));
};
const today = () => addDays(t.clock.now, 0);
const report = (login: string | CustomerFixture, body: Record<string, unknown>) =>
  as(login, 'PUT', '/api/absence', { participantId: a.childId, eventIds: [], ...body });

describe('PUT /api/absence', () => {
  it('lets a parent report a future absence from one service, shown in the lists', async () => {
    const saved = await json<AbsenceRow>(
      await report(PARENT, {
        from: addDays(t.clock.now, 3),
        to: addDays(t.clock.now, 4),
        eventIds: [a.serviceIds[0]],
        reason: '  Dentist  ',
        notes: '',
      }),
    );
    expect(saved).toMatchObject({
      participantId: a.childId,
      eventIds: [a.serviceIds[0]],
      reason: 'Dentist',
      notes: null,
      version: 0,
    });
    expect(saved.eventNames).toHaveLength(1);
    const byChild = await json<AbsenceRow[]>(
      await as(PARENT, 'GET', `/api/absence/all/participant/${a.childId}`),
    );
    expect(byChild.map((row) => row.id)).toContain(saved.id);
    const byFamily = await json<AbsenceRow[]>(
      await as(PARENT, 'GET', '/api/absence/all/customer/'),
    );
    expect(byFamily.map((row) => row.id)).toContain(saved.id);
    const asOffice = await json<AbsenceRow[]>(
      await as(ADMIN, 'GET', `/api/absence/all/customer/?customerId=${a.customerId}`),
    );
    expect(asOffice.map((row) => row.id)).toContain(saved.id);
  });

  it('takes today from a parent (the school time zone) but refuses yesterday', async () => {
    await json(await report(PARENT, { from: today(), to: today() }));
    expect(
      await issuesOf(await report(PARENT, { from: addDays(t.clock.now, -1), to: today() })),
    ).toEqual([{ path: 'from', message: 'absence.rules.past' }]);
  });

  it('lets the office report past days', async () => {
    await json(
      await report(ADMIN, { from: addDays(t.clock.now, -10), to: addDays(t.clock.now, -9) }),
    );
  });

  it('answers 400 on the field for a last day before the first, and a service not booked', async () => {
    expect(
      await issuesOf(
        await report(PARENT, { from: addDays(t.clock.now, 5), to: addDays(t.clock.now, 4) }),
      ),
    ).toEqual([{ path: 'to', message: 'absence.rules.toBeforeFrom' }]);
    expect(
      await issuesOf(
        await report(ADMIN, {
          from: addDays(t.clock.now, 5),
          to: addDays(t.clock.now, 5),
          eventIds: [2_000_000_000],
        }),
      ),
    ).toEqual([{ path: 'eventIds', message: 'absence.rules.service' }]);
    expect(
      await issuesOf(
        await as(b, 'PUT', '/api/absence', {
          participantId: bChildId,
          from: addDays(t.clock.now, 5),
          to: addDays(t.clock.now, 5),
          eventIds: [a.serviceIds[0]],
        }),
      ),
    ).toEqual([{ path: 'eventIds', message: 'absence.rules.service' }]);
    expect(await issuesOf(await report(ADMIN, { from: 'soon', to: '2030-02-30' }))).toEqual([
      { path: 'from', message: 'absence.rules.from' },
      { path: 'to', message: 'absence.rules.to' },
    ]);
    expect(
      await issuesOf(
        await as(ADMIN, 'PUT', '/api/absence', {
          participantId: 2_000_000_000,
          from: today(),
          to: today(),
        }),
      ),
    ).toEqual([{ path: 'participantId', message: 'absence.rules.participant' }]);
  });

  it('changes an absence with its version, 409 when stale', async () => {
    const first = await json<AbsenceRow>(
      await report(PARENT, { from: addDays(t.clock.now, 7), to: addDays(t.clock.now, 7) }),
    );
    const changed = await json<AbsenceRow>(
      await report(PARENT, { ...first, to: addDays(t.clock.now, 8), notes: 'Back on Friday' }),
    );
    expect(changed).toMatchObject({ id: first.id, version: 1, notes: 'Back on Friday' });
    expect((await report(ADMIN, { ...first, notes: 'stale' })).status).toBe(409);
  });

  it('keeps a begun absence from a parent but not from the office', async () => {
    const begun = await json<AbsenceRow>(
      await report(ADMIN, { from: addDays(t.clock.now, -2), to: addDays(t.clock.now, 2) }),
    );
    expect(
      await issuesOf(await report(PARENT, { ...begun, from: today(), notes: 'shorter' })),
    ).toEqual([{ path: 'from', message: 'absence.rules.past' }]);
    expect(await issuesOf(await as(PARENT, 'DELETE', `/api/absence/${begun.id}`))).toEqual([
      { path: 'from', message: 'absence.rules.past' },
    ]);
    await json(await as(ADMIN, 'DELETE', `/api/absence/${begun.id}`));
    expect((await as(ADMIN, 'GET', `/api/absence/${begun.id}`)).status).toBe(404);
  });
});

describe('another family', () => {
  it('answers 403 for the child, its absences and services, and 404 for no such absence', async () => {
    const mine = await json<AbsenceRow>(
      await report(PARENT, { from: addDays(t.clock.now, 9), to: addDays(t.clock.now, 9) }),
    );
    expect((await as(b, 'GET', `/api/absence/${mine.id}`)).status).toBe(403);
    expect((await as(b, 'DELETE', `/api/absence/${mine.id}`)).status).toBe(403);
    expect((await as(b, 'PUT', '/api/absence', { ...mine, notes: 'x' })).status).toBe(403);
    expect((await as(b, 'GET', `/api/absence/all/participant/${a.childId}`)).status).toBe(403);
    expect((await as(b, 'GET', `/api/absence/services/${a.childId}`)).status).toBe(403);
    expect(
      (await as(b, 'GET', `/api/absence/all/customer/?customerId=${a.customerId}`)).status,
    ).toBe(403);
    // Their own child's absence may not move to another family's child.
    const theirs = await json<AbsenceRow>(
      await as(b, 'PUT', '/api/absence', {
        participantId: bChildId,
        from: addDays(t.clock.now, 1),
        to: addDays(t.clock.now, 1),
      }),
    );
    expect(
      (await as(b, 'PUT', '/api/absence', { ...theirs, participantId: a.childId })).status,
    ).toBe(403);
    expect(await json<AbsenceRow[]>(await as(b, 'GET', '/api/absence/all/customer/'))).toEqual([
      theirs,
    ]);
    expect((await as(b, 'GET', '/api/absence/2000000000')).status).toBe(404);
  });

  it('lists only the services the child is booked on', async () => {
    const services = await json<AbsenceService[]>(
      await as(PARENT, 'GET', `/api/absence/services/${a.childId}`),
    );
    expect(services.map((s) => s.id).sort()).toEqual([...a.serviceIds].sort());
    expect(await json(await as(b, 'GET', `/api/absence/services/${bChildId}`))).toEqual([]);
  });
});

describe('absencesOn (the presence list)', () => {
  it('finds the children absent on a date from all services or the register’s', async () => {
    const [one, other] = a.serviceIds;
    const date = addDays(t.clock.now, 30);
    const all = await json<AbsenceRow>(
      await report(ADMIN, { from: date, to: date, reason: 'Ill', notes: 'Fever' }),
    );
    const { db } = t.database;
    const dayAfter = addDays(t.clock.now, 31);
    const answer = await absencesOn(db, {
      dates: [date, dayAfter],
      participantIds: [a.childId, bChildId],
    });
    const found = answer.get(date)!;
    expect(found.get(a.childId)).toEqual({
      id: all.id,
      reason: 'Ill',
      notes: 'Fever',
      eventIds: [],
    });
    expect(found.has(bChildId)).toBe(false);
    expect(answer.get(dayAfter)!.size).toBe(0);
    await json(await as(ADMIN, 'DELETE', `/api/absence/${all.id}`));
    if (other === undefined) return;
    await json(await report(ADMIN, { from: date, to: date, eventIds: [one] }));
    const onRegister = async (eventId: number) =>
      (await absencesOn(db, { dates: [date], participantIds: [a.childId], eventId })).get(date)!
        .size;
    expect(await onRegister(one!)).toBe(1);
    expect(await onRegister(other)).toBe(0);
  });
});
