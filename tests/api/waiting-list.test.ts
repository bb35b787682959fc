import { and, eq, gt, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, emailOutbox } from '../../server/db/schema';
import { sweepWaitingLists } from '../../server/services/booking/waiting-list/offer-places';
import type { BookingCancelled } from '../../shared/model/booking-record';
import type { CustomerBookingResult } from '../../shared/model/booking';
import type { ErrorBody } from '../../shared/model/errors';
import type { EventRecord } from '../../shared/model/event-record';
import type { FamilyBooking } from '../../shared/model/family-booking';
import { DEFAULT_SCHOOL_TIME_ZONE, todayIn } from '../../shared/model/school-time';
import type { WaitingListEntry } from '../../shared/model/waiting-list';
import { bookingBed } from './support/booking-bed';
import { putEvent, readBaseData } from './support/event-form';
import type { FamilyFixture } from './support/service-fixtures';
import { TEST_PUBLIC_URL, type TestApp } from './support/test-app';

let t: TestApp;
const { family, service } = bookingBed('wait', (app) => (t = app));

const ADMIN = 'admin@kitebook.test';
const WAITING = '/api/booking/waiting-list';
const ORDER = '/api/booking/waiting-list/order';
const HOUR = 3_600_000;

async function as(login: string, method: string, path: string, body?: unknown) {
  return t.call(method, path, { body, headers: await t.authAs(login) });
}
async function json<T>(response: Response, status = 200): Promise<T> {
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body as T;
}
const messageOf = async (response: Response) => ((await response.json()) as ErrorBody).message;
const stored = async (id: number) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

/**
 * A full service of `maximum` places, all ACCEPTED, and `waiting` families on its waiting
 * list in that order (positions 1…); each booking with its family.
 */
async function fullService(maximum: number, waiting: number) {
  const s = await service({ maximumNumber: maximum });
  const insert = async (child: FamilyFixture, status: 'ACCEPTED' | 'WAITING_LIST', at: number) => {
    const [row] = await t.database.db
      .insert(bookings)
      .values({
        participantId: child.participantId,
        eventId: s.id,
        bookingStatus: status,
        waitingPosition: status === 'WAITING_LIST' ? at : null,
        price: 40,
      })
      .returning({ id: bookings.id });
    return { id: row!.id, family: child };
  };
  const held = [];
  for (let i = 0; i < maximum; i++) held.push(await insert(await family(), 'ACCEPTED', 0));
  const queue = [];
  for (let i = 1; i <= waiting; i++) queue.push(await insert(await family(), 'WAITING_LIST', i));
  return { serviceId: s.id, held, queue };
}

/** The office cancels a booking at once (the family is not mailed about the cancel). */
async function officeCancel(id: number) {
  const { version } = await stored(id);
  return as(ADMIN, 'PUT', '/api/booking/cancel-booking', {
    id,
    version,
    immediately: true,
    notes: '',
    sendEmail: false,
  });
}
async function accept(booking: { id: number; family: FamilyFixture }, accept = true) {
  const { version } = await stored(booking.id);
  return as(booking.family.login, 'PUT', WAITING, { id: booking.id, version, accept });
}
async function heldPlaces(serviceId: number) {
  const rows = await t.database.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.eventId, serviceId),
        inArray(bookings.bookingStatus, ['ACCEPTED', 'PENDING']),
      ),
    );
  return rows.length;
}
const offerOf = async (id: number) => (await stored(id)).offerExpiresAt;
const lastOutboxId = async () =>
  (await t.database.db.select({ id: emailOutbox.id }).from(emailOutbox)).reduce(
    (max, row) => Math.max(max, row.id),
    0,
  );
const mailsTo = async (email: string, since: number) =>
  t.database.db
    .select({ subject: emailOutbox.subject })
    .from(emailOutbox)
    .where(and(gt(emailOutbox.id, since), eq(emailOutbox.recipient, email)));

describe('a place freed goes to the first child on the waiting list', () => {
  it('offers it for 48 hours with a mail, and the family accepts it as a request', async () => {
    const { serviceId, held, queue } = await fullService(2, 2);
    const [first, second] = queue as [(typeof queue)[0], (typeof queue)[0]];
    const since = await lastOutboxId();
    expect((await officeCancel(held[0]!.id)).status).toBe(200);

    expect(await offerOf(first.id)).toEqual(new Date(t.clock.now.getTime() + 48 * HOUR));
    expect(await offerOf(second.id)).toBeNull();
    expect(await mailsTo(first.family.login, since)).toEqual([
      { subject: expect.stringMatching(/^A place is free: /) },
    ]);
    // The offered place is held: a new booking meets a full service.
    const list = await json<FamilyBooking[]>(
      await as(first.family.login, 'GET', '/api/booking/customer'),
    );
    expect(list.find((row) => row.id === first.id)!.offer).toEqual({
      expiresAt: new Date(t.clock.now.getTime() + 48 * HOUR).toISOString(),
    });

    const early = await accept(second);
    expect(early.status).toBe(409);
    expect(await messageOf(early)).toBe('myBookings.offer.noOffer');
    const taken = await json<BookingCancelled>(await accept(first));
    expect(taken.bookingStatus).toBe('PENDING');
    expect(await heldPlaces(serviceId)).toBe(2);
    expect(await offerOf(second.id)).toBeNull();
  });

  it('a declined offer passes to the next child at once', async () => {
    const { held, queue } = await fullService(1, 2);
    await officeCancel(held[0]!.id);
    const [first, second] = queue as [(typeof queue)[0], (typeof queue)[0]];
    const declined = await json<BookingCancelled>(await accept(first, false));
    expect(declined.bookingStatus).toBe('CANCELED_IMMEDIATELY');
    expect(await offerOf(second.id)).not.toBeNull();
  });

  it('a family cancelling its own booking frees the place for the list', async () => {
    const { held, queue } = await fullService(1, 1);
    const leaving = held[0]!;
    const { version } = await stored(leaving.id);
    await t.database.db
      .update(bookings)
      .set({ bookingStatus: 'PENDING' })
      .where(eq(bookings.id, leaving.id));
    await json(
      await as(leaving.family.login, 'PUT', '/api/booking/cancel-booking', {
        id: leaving.id,
        version,
        notes: null,
      }),
    );
    expect(await offerOf(queue[0]!.id)).not.toBeNull();
  });

  it('a parent booking a full service joins its waiting list at the end', async () => {
    const { serviceId, queue } = await fullService(1, 1);
    const child = await family();
    const joined = await json<CustomerBookingResult>(
      await as(child.login, 'PUT', '/api/booking/customer', {
        serviceId,
        participantId: child.participantId,
        confirmedWarnings: ['noEventCapacityLeft'],
      }),
    );
    expect(joined.status).toBe('WAITING_LIST');
    const list = await json<WaitingListEntry[]>(await as(ADMIN, 'GET', `${WAITING}/${serviceId}`));
    expect(list.map((entry) => entry.bookingId)).toEqual([queue[0]!.id, joined.bookingId]);
  });
});

describe('a raised maximum', () => {
  it('offers the new places to as many children, in order', async () => {
    const { serviceId, queue } = await fullService(1, 3);
    const record = await json<EventRecord>(
      await as(ADMIN, 'GET', `/api/event/${serviceId}/record`),
    );
    const headers = await t.authAs(ADMIN);
    const base = await readBaseData(t, headers);
    const saved = await putEvent(t, headers, {
      ...record,
      instructorIds: [],
      eventTypeIds: [base.eventTypes[0]!.id],
      maximumNumber: 3,
    });
    expect(saved.status, await saved.text()).toBe(200);
    expect(await offerOf(queue[0]!.id)).not.toBeNull();
    expect(await offerOf(queue[1]!.id)).not.toBeNull();
    expect(await offerOf(queue[2]!.id)).toBeNull();
  });
});

describe('an offer not taken by its deadline', () => {
  it('passes to the next child: on accepting too late, and by the sweep', async () => {
    const { serviceId, held, queue } = await fullService(1, 3);
    const [first, second, third] = queue as [
      (typeof queue)[0],
      (typeof queue)[0],
      (typeof queue)[0],
    ];
    await officeCancel(held[0]!.id);
    const start = t.clock.now;
    try {
      // One minute past the deadline: accepting is refused, and the offer moves on with it.
      t.clock.now = new Date(start.getTime() + 48 * HOUR + 60_000);
      const late = await accept(first);
      expect(late.status).toBe(409);
      expect(await messageOf(late)).toBe('myBookings.offer.expired');
      expect(await offerOf(first.id)).toBeNull();
      expect(await offerOf(second.id)).toEqual(new Date(t.clock.now.getTime() + 48 * HOUR));
      // The family that let it pass waits at the end of the list.
      const order = await json<WaitingListEntry[]>(
        await as(ADMIN, 'GET', `${WAITING}/${serviceId}`),
      );
      expect(order.map((entry) => entry.bookingId)).toEqual([second.id, third.id, first.id]);

      // Two days later nobody answered: the sweep passes it to the third child.
      t.clock.now = new Date(t.clock.now.getTime() + 49 * HOUR);
      const options = {
        now: t.clock.now,
        mail: {
          publicUrl: TEST_PUBLIC_URL,
          timeZone: DEFAULT_SCHOOL_TIME_ZONE,
          today: todayIn(DEFAULT_SCHOOL_TIME_ZONE, t.clock.now),
        },
      };
      expect(await sweepWaitingLists(t.database.db, options)).toContain(third.id);
      expect(await offerOf(second.id)).toBeNull();
      expect(await offerOf(third.id)).not.toBeNull();
      // Nothing more to do: a second sweep changes nothing for this service.
      expect(await sweepWaitingLists(t.database.db, options)).not.toContain(first.id);
      expect(await heldPlaces(serviceId)).toBe(0);
      expect((await json<BookingCancelled>(await accept(third))).bookingStatus).toBe('PENDING');
    } finally {
      t.clock.now = start;
    }
  });
});

describe('never over the maximum', () => {
  it('10 places freed while 30 waiting families accept at the same moment', async () => {
    const { serviceId, held, queue } = await fullService(10, 30);
    const answers = await Promise.all([
      ...held.map((booking) => officeCancel(booking.id)),
      ...queue.map((booking) => accept(booking)),
    ]);
    expect(answers.slice(0, 10).every((response) => response.status === 200)).toBe(true);
    expect(await heldPlaces(serviceId)).toBeLessThanOrEqual(10);
    // Everyone tries again at once, now that the offers are made.
    const again = await Promise.all(queue.map((booking) => accept(booking)));
    expect(again.filter((response) => response.status === 200).length).toBeLessThanOrEqual(10);
    expect(await heldPlaces(serviceId)).toBe(10);
  });

  it('30 open offers for 10 free places: the row lock lets exactly 10 in', async () => {
    const { serviceId, held, queue } = await fullService(10, 30);
    await t.database.db
      .update(bookings)
      .set({ bookingStatus: 'CANCELED' })
      .where(
        inArray(
          bookings.id,
          held.map((booking) => booking.id),
        ),
      );
    // More offers than places (written by hand: the server never makes them).
    await t.database.db
      .update(bookings)
      .set({ offeredAt: t.clock.now, offerExpiresAt: new Date(t.clock.now.getTime() + HOUR) })
      .where(
        inArray(
          bookings.id,
          queue.map((booking) => booking.id),
        ),
      );
    const answers = await Promise.all(queue.map((booking) => accept(booking)));
    const statuses = answers.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(20);
    expect(await heldPlaces(serviceId)).toBe(10);
  });
});

describe('the office orders the waiting list', () => {
  it('reorders with the versions read; a stale one is 409, a wrong list 400', async () => {
    const { serviceId, queue } = await fullService(1, 3);
    const read = async () =>
      json<WaitingListEntry[]>(await as(ADMIN, 'GET', `${WAITING}/${serviceId}`));
    const before = await read();
    expect(before.map((entry) => entry.position)).toEqual([1, 2, 3]);
    const [a, b, c] = before as [WaitingListEntry, WaitingListEntry, WaitingListEntry];
    const ref = (entry: WaitingListEntry) => ({ id: entry.bookingId, version: entry.version });
    const moved = await json<WaitingListEntry[]>(
      await as(ADMIN, 'PUT', ORDER, { eventId: serviceId, bookings: [ref(b), ref(a), ref(c)] }),
    );
    expect(moved.map((entry) => entry.bookingId)).toEqual([b.bookingId, a.bookingId, c.bookingId]);

    const stale = await as(ADMIN, 'PUT', ORDER, { eventId: serviceId, bookings: before.map(ref) });
    expect(stale.status).toBe(409);
    const short = await as(ADMIN, 'PUT', ORDER, {
      eventId: serviceId,
      bookings: moved.map(ref).slice(1),
    });
    expect(short.status).toBe(400);
    expect((await as(ADMIN, 'PUT', ORDER, { eventId: serviceId, bookings: 'x' })).status).toBe(400);
    expect((await read()).map((entry) => entry.bookingId)).toEqual(
      moved.map((entry) => entry.bookingId),
    );
    expect(queue).toHaveLength(3);
  });

  it('is the office’s alone: instructors and families are refused', async () => {
    const { serviceId, queue } = await fullService(1, 2);
    const body = {
      eventId: serviceId,
      bookings: await Promise.all(
        queue.map(async (booking) => ({
          id: booking.id,
          version: (await stored(booking.id)).version,
        })),
      ),
    };
    for (const login of ['instructor@kitebook.test', queue[0]!.family.login]) {
      expect((await as(login, 'PUT', ORDER, body)).status, login).toBe(403);
      expect((await as(login, 'GET', `${WAITING}/${serviceId}`)).status, login).toBe(403);
    }
  });

  it("a family cannot answer another family's offer", async () => {
    const { held, queue } = await fullService(1, 2);
    await officeCancel(held[0]!.id);
    const offered = queue[0]!;
    const { version } = await stored(offered.id);
    const stranger = queue[1]!.family;
    for (const answer of [true, false])
      expect(
        (await as(stranger.login, 'PUT', WAITING, { id: offered.id, version, accept: answer }))
          .status,
      ).toBe(403);
    expect((await stored(offered.id)).bookingStatus).toBe('WAITING_LIST');
  });
});
