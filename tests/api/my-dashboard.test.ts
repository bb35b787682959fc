import { and, eq, gt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bookings,
  breaks,
  customers,
  documents,
  holidays,
  participantPersons,
  schoolYears,
  users,
} from '../../server/db/schema';
import { shiftDate } from '../../server/services/presence/service-dates';
import { WEEKDAYS, type BookingStatus } from '../../shared/model/enums';
import type { MyDashboard } from '../../shared/model/my-dashboard';
import { DEFAULT_SCHOOL_TIME_ZONE, todayIn } from '../../shared/model/school-time';
import { bookingBed } from './support/booking-bed';
import type { FamilyFixture } from './support/service-fixtures';
import type { TestApp } from './support/test-app';

let t: TestApp;
const bed = bookingBed('dash', (app) => (t = app));

const PATH = '/api/my/dashboard';
const EVERY_DAY = WEEKDAYS.map((dayOfWeek) => ({ dayOfWeek, time: '15:30', endTime: '16:30' }));

async function dashboardOf(login: string): Promise<MyDashboard> {
  const response = await t.call('GET', PATH, { headers: await t.authAs(login) });
  expect(response.status).toBe(200);
  return (await response.json()) as MyDashboard;
}

const OFFER_DEADLINE = new Date('2099-06-30T10:00:00Z');

async function book(participantId: number, eventId: number, bookingStatus: BookingStatus) {
  const [row] = await t.database.db
    .insert(bookings)
    .values({ participantId, eventId, bookingStatus })
    .returning({ id: bookings.id });
  return row!.id;
}

async function personOf(login: string) {
  const [row] = await t.database.db
    .select({ personId: users.personId })
    .from(users)
    .where(eq(users.login, login));
  return row!.personId;
}

let family: FamilyFixture;
let other: FamilyFixture;
let daily: { id: number; name: string };
let requested: { id: number; name: string };
let waiting: { id: number; name: string };

beforeAll(async () => {
  const db = t.database.db;
  // A week without breaks and public holidays, so every day of the daily service counts.
  await db.delete(breaks).where(eq(breaks.schoolYearId, bed.yearId));
  await db.delete(holidays).where(eq(holidays.schoolYearId, bed.yearId));
  family = await bed.family();
  other = await bed.family();
  daily = await bed.service({ name: 'Daily Robotics', recurrences: EVERY_DAY });
  requested = await bed.service({ name: 'Requested Chess' });
  waiting = await bed.service({ name: 'Full Pottery' });
  await book(family.participantId, daily.id, 'ACCEPTED');
  await book(family.participantId, requested.id, 'PENDING');
  // A place of Pottery was freed and offered to the family until a deadline far ahead.
  const offered = await book(family.participantId, waiting.id, 'WAITING_LIST');
  await t.database.db
    .update(bookings)
    .set({ offeredAt: new Date(), offerExpiresAt: OFFER_DEADLINE })
    .where(eq(bookings.id, offered));
  const packed = await bed.service({ name: 'Packed Judo', maximumNumber: 1 });
  const third = await bed.family();
  await book(third.participantId, packed.id, 'ACCEPTED');
  await book(family.participantId, packed.id, 'WAITING_LIST');
  await bed.teach(daily.id);
});

describe('GET /api/my/dashboard: the family’s start page', () => {
  it('gives each child the services of the coming week in the school’s time zone', async () => {
    // 23:30 UTC is already the next day in Berlin: the week starts there, not at the UTC date.
    const utcDay = todayIn('UTC', new Date());
    t.clock.now = new Date(`${utcDay}T23:30:00Z`);
    const schoolDay = todayIn(DEFAULT_SCHOOL_TIME_ZONE, t.clock.now);
    expect(schoolDay).toBe(shiftDate(utcDay, 1));
    try {
      const answer = await dashboardOf(family.login);
      expect(answer.today).toBe(schoolDay);
      expect(answer.hasFamily).toBe(true);
      const [child] = answer.children;
      expect(answer.children).toHaveLength(1);
      expect(child).toMatchObject({ id: family.participantId, givenName: 'Kid', own: true });
      expect(child!.nextServices.map((day) => day.date)).toEqual(
        [0, 1, 2, 3, 4, 5, 6].map((offset) => shiftDate(schoolDay, offset)),
      );
      expect(child!.nextServices[0]).toMatchObject({
        serviceId: daily.id,
        name: 'Daily Robotics',
        time: '15:30',
        endTime: '16:30',
      });
    } finally {
      t.clock.now = new Date();
    }
  });

  it('lists the open requests and waiting-list places, and what the family must do', async () => {
    const answer = await dashboardOf(family.login);
    expect(answer.requests.map((request) => [request.serviceName, request.status]).sort()).toEqual([
      ['Full Pottery', 'WAITING_LIST'],
      ['Packed Judo', 'WAITING_LIST'],
      ['Requested Chess', 'PENDING'],
    ]);
    expect(answer.requests[0]).toMatchObject({
      participantId: family.participantId,
      givenName: 'Kid',
    });
    // The fixture's customer has no address and no bank data.
    expect(answer.todo.paymentMissing).toBe(true);
    // Pottery's waiting-list place holds an offer (issue 23.5) with its deadline; Judo's waits.
    expect(answer.todo.offers.map((offer) => offer.serviceName)).toEqual(['Full Pottery']);
    expect(answer.todo.offers[0]!.offerExpiresAt).toBe(OFFER_DEADLINE.toISOString());
    expect(
      answer.requests.find((request) => request.serviceName === 'Packed Judo')!.offerExpiresAt,
    ).toBeNull();
    expect(answer.latestInvoice).toBeNull();
    expect(answer.registers).toBeNull();
  });

  it('names a child without a class in the coming school year', async () => {
    const child = await bed.family({ grade: null });
    const [coming] = await t.database.db
      .select({ name: schoolYears.name })
      .from(schoolYears)
      .where(gt(schoolYears.startDate, todayIn(DEFAULT_SCHOOL_TIME_ZONE, new Date())))
      .orderBy(schoolYears.startDate)
      .limit(1);
    const answer = await dashboardOf(child.login);
    expect(answer.todo.classMissing).toEqual(
      coming
        ? [{ participantId: child.participantId, givenName: 'Kid', schoolYear: coming.name }]
        : [],
    );
  });

  it('shows the family’s newest invoice, never a draft or another family’s', async () => {
    const db = t.database.db;
    const [customer] = await db
      .select({ personId: customers.personId })
      .from(customers)
      .where(eq(customers.id, family.customerId));
    const owner = customer!.personId;
    const otherOwner = await personOf(other.login);
    const insert = (
      name: string,
      type: 'INVOICE' | 'INVOICE_DRAFT',
      ownerPersonId: number,
      modified: string,
    ) =>
      db
        .insert(documents)
        .values({
          name,
          type,
          ownerPersonId,
          mimeType: 'application/pdf',
          modified: new Date(modified),
        })
        .returning({ id: documents.id });
    await insert('invoice-older.pdf', 'INVOICE', owner, '2026-01-10T10:00:00Z');
    const [newest] = await insert('invoice-newest.pdf', 'INVOICE', owner, '2026-02-10T10:00:00Z');
    await insert('draft.pdf', 'INVOICE_DRAFT', owner, '2026-03-10T10:00:00Z');
    await insert('other-family.pdf', 'INVOICE', otherOwner, '2026-04-10T10:00:00Z');
    const answer = await dashboardOf(family.login);
    expect(answer.latestInvoice).toMatchObject({ id: newest!.id, name: 'invoice-newest.pdf' });
    expect((await dashboardOf(other.login)).latestInvoice?.name).toBe('other-family.pdf');
  });

  it('never shows another family’s children, bookings or requests', async () => {
    const answer = await dashboardOf(other.login);
    expect(answer.children.map((child) => child.id)).toEqual([other.participantId]);
    expect(answer.children[0]!.nextServices).toEqual([]);
    expect(answer.requests).toEqual([]);
    // The demo parent's dashboard names none of the fixture family's records either.
    const parent = await dashboardOf('parent@kitebook.test');
    expect(parent.children.map((child) => child.givenName).sort()).toEqual(['Mia', 'Noah']);
    expect(JSON.stringify(parent)).not.toContain(family.login);
    expect(parent.requests.some((request) => request.participantId === family.participantId)).toBe(
      false,
    );
    expect(parent.todo.paymentMissing).toBe(false);
    expect(parent.requests.length).toBeGreaterThan(0);
  });

  it('gives a guardian the linked child’s accepted services, never the family’s requests', async () => {
    const db = t.database.db;
    const guardian = await personOf('guardian@kitebook.test');
    await db.insert(participantPersons).values({
      participantId: family.participantId,
      personId: guardian,
    });
    try {
      const answer = await dashboardOf('guardian@kitebook.test');
      const linked = answer.children.find((child) => child.id === family.participantId);
      expect(linked?.nextServices.length).toBeGreaterThan(0);
      expect(linked?.own).toBe(false);
      expect(answer.requests).toEqual([]);
      expect(answer.hasFamily).toBe(false);
      expect(answer.todo).toEqual({ paymentMissing: false, classMissing: [], offers: [] });
      expect(answer.latestInvoice).toBeNull();
    } finally {
      await db
        .delete(participantPersons)
        .where(
          and(
            eq(participantPersons.participantId, family.participantId),
            eq(participantPersons.personId, guardian),
          ),
        );
    }
  });

  it('gives an instructor the services they teach today, each with its register', async () => {
    const answer = await dashboardOf('instructor@kitebook.test');
    expect(answer.hasFamily).toBe(false);
    expect(answer.children).toEqual([]);
    const register = answer.registers?.find((entry) => entry.serviceId === daily.id);
    expect(register).toMatchObject({ name: 'Daily Robotics', time: '15:30', children: 1 });
  });

  it.each([
    ['admin@kitebook.test', 200],
    ['member@kitebook.test', 200],
    ['sysadmin@kitebook.test', 403],
    ['provider@kitebook.test', 403],
  ])('answers %s with %i', async (login, status) => {
    const response = await t.call('GET', PATH, { headers: await t.authAs(login) });
    expect(response.status).toBe(status);
  });

  it('answers 401 without a session', async () => {
    expect((await t.call('GET', PATH)).status).toBe(401);
  });
});
