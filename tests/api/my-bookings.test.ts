import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '../../server/db/schema';
import type { BookingCancelled, BookingRecord } from '../../shared/model/booking-record';
import type { BookingStatus } from '../../shared/model/enums';
import type { ErrorBody } from '../../shared/model/errors';
import type { FamilyBooking } from '../../shared/model/family-booking';
import { DEFAULT_SCHOOL_TIME_ZONE, todayIn } from '../../shared/model/school-time';
import { bookingBed } from './support/booking-bed';
import type { TestApp } from './support/test-app';

let t: TestApp;
const { family, service } = bookingBed('mybook', (app) => (t = app));

const CANCEL = '/api/booking/cancel-booking';
const WAITING = '/api/booking/waiting-list';
const today = () => todayIn(DEFAULT_SCHOOL_TIME_ZONE, t.clock.now);
/** The school's today moved by `days` (yyyy-MM-dd). */
const day = (days: number) => {
  const date = new Date(`${today()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

async function as(login: string, method: string, path: string, body?: unknown) {
  return t.call(method, path, { body, headers: await t.authAs(login) });
}
async function json<T>(response: Response, status = 200): Promise<T> {
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body as T;
}
const messageOf = async (response: Response) => ((await response.json()) as ErrorBody).message;

/** A booking of the family's child on a new service, as the office left it. */
async function booked(
  child: { participantId: number },
  status: BookingStatus,
  serviceFields: Parameters<typeof service>[0] = {},
) {
  const s = await service({ startDate: day(7), endDate: day(120), ...serviceFields });
  const [row] = await t.database.db
    .insert(bookings)
    .values({ participantId: child.participantId, eventId: s.id, bookingStatus: status, price: 45 })
    .returning({ id: bookings.id });
  return { id: row!.id, serviceId: s.id };
}
const stored = async (id: number) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

describe('GET /api/booking/customer for the booking page', () => {
  it('gives each booking its version, price and label, and what a cancel would do', async () => {
    const child = await family();
    const pending = await booked(child, 'PENDING');
    const started = await booked(child, 'ACCEPTED', { startDate: day(-30) });
    const list = await json<FamilyBooking[]>(await as(child.login, 'GET', '/api/booking/customer'));
    const byId = new Map(list.map((entry) => [entry.id, entry]));
    expect(byId.get(pending.id)).toMatchObject({
      version: 0,
      price: 45,
      priceLabel: 'booking.price.monthlyCost',
      cancelMode: 'now',
      cancellationRequestedOn: null,
    });
    expect(byId.get(started.id)!.cancelMode).toBe('request');
  });
});

describe('PUT /api/booking/cancel-booking by a family', () => {
  it('withdraws a pending request at once', async () => {
    const child = await family();
    const { id } = await booked(child, 'PENDING');
    const answer = await json<BookingCancelled>(
      await as(child.login, 'PUT', CANCEL, { id, version: 0, notes: null }),
    );
    expect(answer).toMatchObject({
      bookingStatus: 'CANCELED_IMMEDIATELY',
      cancellationDate: today(),
      version: 1,
    });
    expect((await stored(id)).bookingStatus).toBe('CANCELED_IMMEDIATELY');
    // Nothing left to cancel: 400, and a stale version 409.
    expect((await as(child.login, 'PUT', CANCEL, { id, version: 1 })).status).toBe(400);
    expect((await as(child.login, 'PUT', CANCEL, { id, version: 0 })).status).toBe(409);
  });

  it('cancels an accepted booking at once before its start while registration is open', async () => {
    const child = await family();
    const open = await booked(child, 'ACCEPTED', { registrationDeadline: day(3) });
    expect(
      (await json<BookingCancelled>(await as(child.login, 'PUT', CANCEL, { id: open.id })))
        .bookingStatus,
    ).toBe('CANCELED_IMMEDIATELY');
  });

  it('turns a started booking into a request the office decides', async () => {
    const child = await family();
    const { id } = await booked(child, 'ACCEPTED', { startDate: day(-10) });
    const answer = await json<BookingCancelled>(
      await as(child.login, 'PUT', CANCEL, {
        id,
        version: 0,
        notes: 'We move abroad',
        immediately: true,
        sendEmail: true,
      }),
    );
    expect(answer).toEqual({
      bookingStatus: 'ACCEPTED',
      cancellationDate: null,
      cancellationRequestedOn: today(),
      version: 1,
    });
    const row = await stored(id);
    expect(row).toMatchObject({
      bookingStatus: 'ACCEPTED',
      cancellationRequestedOn: today(),
      cancellationRequestNotes: 'We move abroad',
      cancellationNotes: null,
      sendEmail: false,
    });
    const [listed] = (
      await json<FamilyBooking[]>(await as(child.login, 'GET', '/api/booking/customer'))
    ).filter((entry) => entry.id === id);
    expect(listed!.cancellationRequestedOn).toBe(today());
    // The office sees the request in the booking dialog; the family's own read leaves it out.
    const office = await json<BookingRecord>(
      await as('admin@kitebook.test', 'GET', `/api/booking/${id}`),
    );
    expect(office).toMatchObject({
      cancellationRequestedOn: today(),
      cancellationRequestNotes: 'We move abroad',
    });
    const own = await json<BookingRecord>(await as(child.login, 'GET', `/api/booking/${id}`));
    expect(own.cancellationRequestNotes).toBeNull();
    // The office decides: its cancel answers the request.
    await json(await as('admin@kitebook.test', 'PUT', CANCEL, { id, notes: 'ok' }));
    expect(await stored(id)).toMatchObject({
      bookingStatus: 'CANCELED',
      cancellationRequestedOn: null,
    });
  });

  it("refuses another family's booking (403), an unknown one (404) and other roles", async () => {
    const owner = await family();
    const other = await family();
    const { id } = await booked(owner, 'ACCEPTED');
    expect((await as(other.login, 'PUT', CANCEL, { id })).status).toBe(403);
    expect((await as(other.login, 'PUT', CANCEL, { id: 999_999 })).status).toBe(404);
    for (const login of ['guardian@kitebook.test', 'instructor@kitebook.test'])
      expect((await as(login, 'PUT', CANCEL, { id })).status, login).toBe(403);
    expect((await stored(id)).bookingStatus).toBe('ACCEPTED');
  });
});

describe('PUT /api/booking/waiting-list', () => {
  it('accepts only an offer: on the list without one is 409, and nothing changes', async () => {
    // The offers themselves, their deadline and the places: tests/api/waiting-list.test.ts.
    const child = await family();
    const { id } = await booked(child, 'WAITING_LIST', { maximumNumber: 1 });
    const early = await as(child.login, 'PUT', WAITING, { id, version: 0, accept: true });
    expect(early.status).toBe(409);
    expect(await messageOf(early)).toBe('myBookings.offer.noOffer');
    expect((await stored(id)).bookingStatus).toBe('WAITING_LIST');
  });

  it("gives the place up; another family's booking and the office are refused", async () => {
    const child = await family();
    const other = await family();
    const { id } = await booked(child, 'WAITING_LIST');
    expect((await as(other.login, 'PUT', WAITING, { id, version: 0, accept: true })).status).toBe(
      403,
    );
    expect(
      (await as('admin@kitebook.test', 'PUT', WAITING, { id, version: 0, accept: false })).status,
    ).toBe(403);
    expect((await as(child.login, 'PUT', WAITING, { id, version: 0, accept: 'yes' })).status).toBe(
      400,
    );
    const left = await json<BookingCancelled>(
      await as(child.login, 'PUT', WAITING, { id, version: 0, accept: false }),
    );
    expect(left).toMatchObject({
      bookingStatus: 'CANCELED_IMMEDIATELY',
      cancellationDate: today(),
    });
  });
});
