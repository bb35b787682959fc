import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, events, locations } from '../../server/db/schema';
import type { ErrorBody } from '../../shared/model/errors';
import type { Inconsistency, MovableBooking } from '../../shared/model/inconsistency';
import { addDays } from './support/service-fixtures';
import { inconsistencyBed } from './support/inconsistency-bed';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let bed: Awaited<ReturnType<typeof inconsistencyBed>>;

beforeAll(async () => {
  t = await createTestApp();
  bed = await inconsistencyBed(t);
});
afterAll(() => t.close());

const put = (path: string, body?: unknown, headers = bed.admin) =>
  t.call('PUT', path, { body, headers });

async function statusesOf(ids: number[]) {
  const rows = await bed.db
    .select({ id: bookings.id, eventId: bookings.eventId, status: bookings.bookingStatus })
    .from(bookings)
    .where(inArray(bookings.id, ids))
    .orderBy(bookings.id);
  return rows;
}

/** A full service (maximum 2) with three children booked. */
async function overfull() {
  const service = await bed.service({ grades: ['P3'], maximumNumber: 2 });
  const children = [await bed.child('P3'), await bed.child('P3'), await bed.child('P3')];
  const ids = [];
  for (const child of children) ids.push(await bed.book(child.participantId, service.id));
  return { service, children, bookingIds: ids };
}

describe('only ADMIN acts', () => {
  it('refuses instructors and families on every action', async () => {
    const { service } = await overfull();
    for (const login of ['instructor@kitebook.test', 'parent@kitebook.test']) {
      const headers = await t.authAs(login);
      for (const path of [
        `/api/event/adjust-event-max/${service.id}`,
        `/api/event/adjust-event-min/${service.id}`,
        `/api/event/cancel-event/${service.id}`,
      ])
        expect((await put(path, undefined, headers)).status, `${path} as ${login}`).toBe(403);
      expect(
        (await put('/api/booking/split-event', { sourceEventId: service.id }, headers)).status,
      ).toBe(403);
    }
    const [event] = await bed.db.select().from(events).where(eq(events.id, service.id));
    expect(event).toMatchObject({ maximumNumber: 2, canceledAt: null });
  });
});

describe('adjusting the limits', () => {
  it('raises the maximum to the bookings, answers what is left, and refuses a second time', async () => {
    const { service } = await overfull();
    const response = await put(`/api/event/adjust-event-max/${service.id}`);
    expect(response.status).toBe(200);
    expect((await response.json()) as Inconsistency[]).toEqual([]);
    const [event] = await bed.db.select().from(events).where(eq(events.id, service.id));
    expect(event!.maximumNumber).toBe(3);
    const again = await put(`/api/event/adjust-event-max/${service.id}`);
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorBody).message).toBe(
      'inconsistency.message.maximumBelowBookings',
    );
    expect((await put('/api/event/adjust-event-max/999999')).status).toBe(404);
    expect((await put('/api/event/adjust-event-max/abc')).status).toBe(404);
  });

  it('lowers the minimum to the bookings after the deadline; raises a room to its services', async () => {
    const service = await bed.service({
      grades: [],
      minimumNumber: 4,
      registrationDeadline: addDays(t.clock.now, -2),
    });
    await bed.book((await bed.child()).participantId, service.id);
    expect((await put(`/api/event/adjust-event-min/${service.id}`)).status).toBe(200);
    const [event] = await bed.db.select().from(events).where(eq(events.id, service.id));
    expect(event!.minimumNumber).toBe(1);
    expect((await put(`/api/event/adjust-event-min/${service.id}`)).status).toBe(409);

    const room = await bed.room(5);
    const big = await bed.service({ locationId: room, maximumNumber: 9 });
    expect((await bed.of(big.id)).map((item) => item.inconsistencyType)).toEqual(['LOCATION_MAX']);
    expect((await put(`/api/location/adjust-location-max/${room}`)).status).toBe(200);
    const [location] = await bed.db.select().from(locations).where(eq(locations.id, room));
    expect(location!.capacity).toBe(9);
    expect(await bed.of(big.id)).toEqual([]);
  });

  it('cancels a service with too few bookings and every booking still on, once', async () => {
    const { service: full } = await overfull();
    expect((await put(`/api/event/cancel-event/${full.id}`)).status).toBe(409);
    const service = await bed.service({
      grades: [],
      minimumNumber: 5,
      registrationDeadline: addDays(t.clock.now, -1),
    });
    const bookingIds = [
      await bed.book((await bed.child()).participantId, service.id, 'ACCEPTED'),
      await bed.book((await bed.child()).participantId, service.id, 'PENDING'),
      await bed.book((await bed.child()).participantId, service.id, 'WAITING_LIST'),
    ];
    const response = await put(`/api/event/cancel-event/${service.id}`);
    expect(response.status).toBe(200);
    expect((await response.json()) as Inconsistency[]).toEqual([]);
    expect((await statusesOf(bookingIds)).map((row) => row.status)).toEqual([
      'CANCELED',
      'CANCELED',
      'CANCELED',
    ]);
    expect((await put(`/api/event/cancel-event/${service.id}`)).status).toBe(409);
  });
});

describe('collisions', () => {
  const monday = [{ dayOfWeek: 'MONDAY' as const, time: '10:00', endTime: '11:00' }];

  it('cancels the child’s colliding booking, and refuses a pair that does not collide', async () => {
    const a = await bed.service({ grades: [], recurrences: monday });
    const b = await bed.service({ grades: [], recurrences: monday });
    const child = await bed.child();
    const first = await bed.book(child.participantId, a.id);
    const second = await bed.book(child.participantId, b.id);
    const body = { eventId: a.id, participantId: child.participantId, collisionId: b.id };
    const bad = await put('/api/booking/cancel-by-inconsistency', { ...body, eventId: 'x' });
    expect(bad.status).toBe(400);
    const response = await put('/api/booking/cancel-by-inconsistency', body);
    expect(response.status).toBe(200);
    expect((await statusesOf([first, second])).map((row) => row.status)).toEqual([
      'CANCELED',
      'ACCEPTED',
    ]);
    expect((await put('/api/booking/cancel-by-inconsistency', body)).status).toBe(404);
    expect(
      (
        await put('/api/booking/cancel-by-inconsistency', {
          eventId: b.id,
          participantId: child.participantId,
          collisionId: a.id,
        })
      ).status,
    ).toBe(409);
  });

  it('lets two services share a room: the collision goes, for both sides', async () => {
    const room = await bed.room();
    const a = await bed.service({ locationId: room, recurrences: monday });
    const b = await bed.service({ locationId: room, recurrences: monday });
    const body = { event: { id: b.id }, collision: { id: a.id } };
    const response = await put('/api/inconsistency/location-collision', body);
    expect(response.status).toBe(200);
    expect((await response.json()) as Inconsistency[]).toEqual([]);
    expect(await bed.of(a.id)).toEqual([]);
    expect((await put('/api/inconsistency/location-collision', body)).status).toBe(409);
  });
});

describe('split', () => {
  it('moves the chosen children to the target, which resolves EVENT_MAX', async () => {
    const { service, children, bookingIds } = await overfull();
    const target = await bed.service({ grades: ['P3'], maximumNumber: 5 });
    const response = await put('/api/booking/split-event', {
      sourceEventId: service.id,
      targetEventId: target.id,
      movedParticipants: [children[2]!.participantId],
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect((await response.json()) as Inconsistency[]).toEqual([]);
    expect((await statusesOf(bookingIds)).map((row) => row.eventId)).toEqual([
      service.id,
      service.id,
      target.id,
    ]);
  });

  it('refuses a child whose grade does not fit, naming them, and moves nobody', async () => {
    const { service, children, bookingIds } = await overfull();
    const target = await bed.service({ grades: ['S1'], maximumNumber: 5 });
    const response = await put('/api/booking/split-event', {
      sourceEventId: service.id,
      targetEventId: target.id,
      movedParticipants: children.map((child) => child.participantId),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.message).toBe('inconsistency.split.falseGrade');
    expect(body.issues![0]).toMatchObject({ path: 'movedParticipants.0' });
    expect(body.issues![0]!.values!.name).toContain('Kid');
    expect((await statusesOf(bookingIds)).every((row) => row.eventId === service.id)).toBe(true);
  });

  it('refuses a target in another school year, the source itself, and an empty move', async () => {
    const { service, children } = await overfull();
    const other = await inconsistencyBed(t);
    const elsewhere = await other.service({ grades: ['P3'] });
    const move = { sourceEventId: service.id, movedParticipants: [children[0]!.participantId] };
    const year = await put('/api/booking/split-event', { ...move, targetEventId: elsewhere.id });
    expect(year.status).toBe(400);
    expect(((await year.json()) as ErrorBody).message).toBe('inconsistency.split.otherYear');
    const same = await put('/api/booking/split-event', { ...move, targetEventId: service.id });
    expect(same.status).toBe(400);
    const none = await put('/api/booking/split-event', {
      ...move,
      targetEventId: elsewhere.id,
      movedParticipants: [],
    });
    expect(none.status).toBe(400);
  });

  it('is all or nothing: a full target refuses the third child and the first two stay', async () => {
    const { service, children, bookingIds } = await overfull();
    const target = await bed.service({ grades: ['P3'], maximumNumber: 2 });
    const response = await put('/api/booking/split-event', {
      sourceEventId: service.id,
      targetEventId: target.id,
      movedParticipants: children.map((child) => child.participantId),
    });
    expect(response.status).toBe(409);
    expect(((await response.json()) as ErrorBody).message).toBe(
      'booking.check.noEventCapacityLeft',
    );
    expect((await statusesOf(bookingIds)).every((row) => row.eventId === service.id)).toBe(true);
  });
});

describe('bulk edit of GRADE bookings', () => {
  it('finds the bookings with a false grade and moves them all, or none when one fails', async () => {
    const service = await bed.service({ grades: ['P1'], maximumNumber: 10 });
    const fits = await bed.child('P1');
    const wrong = [await bed.child('P4'), await bed.child('P4')];
    await bed.book(fits.participantId, service.id);
    for (const child of wrong) await bed.book(child.participantId, service.id);
    const found = await t.call(
      'GET',
      `/api/booking/find-for-event-inconsistencies?eventId=${service.id}&inconsistencyType=GRADE`,
      { headers: bed.admin },
    );
    expect(found.status).toBe(200);
    const movable = (await found.json()) as MovableBooking[];
    expect(movable.map((row) => row.participantId).sort()).toEqual(
      wrong.map((child) => child.participantId).sort(),
    );
    expect(movable[0]).toMatchObject({ grade: 'P4' });

    const fitting = await bed.service({ grades: ['P4'], maximumNumber: 10 });
    const tooYoung = await bed.service({ grades: ['S3'], maximumNumber: 10 });
    const mixed = [
      { bookingId: movable[0]!.bookingId, eventId: fitting.id },
      { bookingId: movable[1]!.bookingId, eventId: tooYoung.id },
    ];
    const refused = await put('/api/booking/update-multiple-bookings?sendMail=true', mixed);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as ErrorBody).message).toBe('booking.check.falseGrade');
    const ids = movable.map((row) => row.bookingId);
    expect((await statusesOf(ids)).every((row) => row.eventId === service.id)).toBe(true);

    const moves = movable.map((row) => ({ bookingId: row.bookingId, eventId: fitting.id }));
    const moved = await put('/api/booking/update-multiple-bookings?sendMail=true', moves);
    expect(moved.status, await moved.clone().text()).toBe(200);
    expect(await moved.json()).toEqual({ moved: 2 });
    expect((await statusesOf(ids)).every((row) => row.eventId === fitting.id)).toBe(true);
    expect(await bed.of(service.id)).toEqual([]);
    expect((await put('/api/booking/update-multiple-bookings', [{ bookingId: 0 }])).status).toBe(
      400,
    );
    expect(
      (
        await put('/api/booking/update-multiple-bookings', [
          { bookingId: 999999, eventId: fitting.id },
        ])
      ).status,
    ).toBe(404);
  });
});
