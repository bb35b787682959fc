import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, events, locations, participantClasses } from '../../server/db/schema';
import { summarizeSchoolYear } from '../../server/services/inconsistency/read-inconsistencies';
import type { InconsistencySummary } from '../../shared/model/inconsistency';
import { addDays } from './support/service-fixtures';
import { inconsistencyBed, typesOf } from './support/inconsistency-bed';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let bed: Awaited<ReturnType<typeof inconsistencyBed>>;

beforeAll(async () => {
  t = await createTestApp();
  bed = await inconsistencyBed(t);
});
afterAll(() => t.close());

const slot = (dayOfWeek: 'MONDAY' | 'TUESDAY', time: string, endTime: string | null) => ({
  dayOfWeek,
  time,
  endTime,
});

describe('GRADE (spec 001 §4.6 false grade)', () => {
  it('accepts the grade and the next one; flags an older child and one without a class; never a bus', async () => {
    const service = await bed.service({ grades: ['P3'], maximumNumber: 20 });
    const fits = await bed.child('P3');
    const movesUp = await bed.child('P2');
    const tooOld = await bed.child('P4');
    const noClass = await bed.child(null);
    for (const child of [fits, movesUp, tooOld, noClass])
      await bed.book(child.participantId, service.id);
    const grade = (await bed.of(service.id)).filter((item) => item.inconsistencyType === 'GRADE');
    expect(grade.map((item) => item.participant!.id).sort()).toEqual(
      [tooOld.participantId, noClass.participantId].sort(),
    );
    expect(grade[0]).toMatchObject({ severity: 'WARNING', collision: null });

    const bus = await bed.service({ businessArea: 'SCHOOL_BUS', grades: ['P3'], locationId: null });
    await bed.book(tooOld.participantId, bus.id);
    expect(await bed.of(bus.id)).toEqual([]);
  });

  it('does not count cancelled or waiting-list bookings', async () => {
    const service = await bed.service({ grades: ['S1'] });
    const child = await bed.child('P1');
    await bed.book(child.participantId, service.id, 'CANCELED');
    await bed.book(child.participantId, service.id, 'WAITING_LIST');
    expect(await bed.of(service.id)).toEqual([]);
  });
});

describe('EVENT_MAX and EVENT_MIN', () => {
  it('flags more accepted and pending bookings than the maximum, not at the maximum', async () => {
    const service = await bed.service({ maximumNumber: 2, grades: [] });
    const [a, b, c] = [await bed.child(), await bed.child(), await bed.child()];
    await bed.book(a.participantId, service.id, 'ACCEPTED');
    await bed.book(b.participantId, service.id, 'PENDING');
    await bed.book(c.participantId, service.id, 'WAITING_LIST');
    expect(await bed.of(service.id)).toEqual([]);
    await bed.book(c.participantId, service.id, 'PENDING');
    const [found] = await bed.of(service.id);
    expect(found).toMatchObject({
      inconsistencyType: 'EVENT_MAX',
      severity: 'ERROR',
      count: 3,
      limit: 2,
    });
  });

  it('flags too few bookings only after the registration deadline (the deadline day is open)', async () => {
    const open = await bed.service({
      grades: [],
      minimumNumber: 3,
      registrationDeadline: addDays(t.clock.now, 0),
    });
    const passed = await bed.service({
      grades: [],
      minimumNumber: 3,
      registrationDeadline: addDays(t.clock.now, -1),
    });
    const child = await bed.child();
    await bed.book(child.participantId, passed.id);
    expect(await bed.of(open.id)).toEqual([]);
    const [found] = await bed.of(passed.id);
    expect(found).toMatchObject({
      inconsistencyType: 'EVENT_MIN',
      severity: 'INFO',
      count: 1,
      limit: 3,
    });
  });
});

describe('LOCATION_MAX and LOCATION_COLLISION', () => {
  it('flags a maximum above the room capacity, not equal to it', async () => {
    const room = await bed.room(12);
    const equal = await bed.service({
      locationId: room,
      maximumNumber: 12,
      recurrences: [slot('MONDAY', '08:00', '09:00')],
    });
    const above = await bed.service({
      locationId: room,
      maximumNumber: 13,
      recurrences: [slot('TUESDAY', '08:00', '09:00')],
    });
    expect(await bed.of(equal.id)).toEqual([]);
    const [found] = await bed.of(above.id);
    expect(found).toMatchObject({ inconsistencyType: 'LOCATION_MAX', count: 13, limit: 12 });
  });

  it('flags overlapping slots in one room on both sides; touching times and other dates are no collision', async () => {
    const room = await bed.room();
    const first = await bed.service({
      locationId: room,
      recurrences: [slot('MONDAY', '14:00', '15:00')],
    });
    const overlapping = await bed.service({
      locationId: room,
      recurrences: [slot('MONDAY', '14:30', '15:30')],
    });
    const touching = await bed.service({
      locationId: room,
      recurrences: [slot('MONDAY', '15:30', '16:30')],
    });
    const later = await bed.service({
      locationId: room,
      recurrences: [slot('MONDAY', '14:00', '15:00')],
      startDate: addDays(t.clock.now, 201),
      endDate: addDays(t.clock.now, 230),
    });
    const otherRoom = await bed.service({ recurrences: [slot('MONDAY', '14:00', '15:00')] });
    const firstFound = await bed.of(first.id);
    expect(firstFound).toHaveLength(1);
    expect(firstFound[0]).toMatchObject({
      inconsistencyType: 'LOCATION_COLLISION',
      severity: 'SEVERE',
      collision: { id: overlapping.id },
    });
    expect((await bed.of(overlapping.id)).map((item) => item.collision?.id)).toEqual([first.id]);
    expect(await bed.of(touching.id)).toEqual([]);
    expect(await bed.of(later.id)).toEqual([]);
    expect(await bed.of(otherRoom.id)).toEqual([]);
  });
});

describe('PARTICIPANT_TIMESLOT', () => {
  it('flags a child on two services at overlapping times; touching times and other children are fine', async () => {
    const a = await bed.service({ grades: [], recurrences: [slot('TUESDAY', '14:00', '15:00')] });
    const b = await bed.service({ grades: [], recurrences: [slot('TUESDAY', '14:30', '15:30')] });
    const c = await bed.service({ grades: [], recurrences: [slot('TUESDAY', '15:00', '16:00')] });
    const child = await bed.child();
    const other = await bed.child();
    await bed.book(child.participantId, a.id);
    await bed.book(child.participantId, b.id);
    await bed.book(other.participantId, c.id);
    await bed.book(other.participantId, a.id);
    const found = await bed.of(a.id);
    expect(typesOf(found)).toEqual(['PARTICIPANT_TIMESLOT']);
    expect(found[0]).toMatchObject({
      collision: { id: b.id },
      participant: { id: child.participantId },
      severity: 'SEVERE',
    });
    expect(await bed.of(c.id)).toEqual([]);
  });
});

describe('the school year overview and access', () => {
  it('lists each service with inconsistencies, most serious first, with counts per type', async () => {
    const response = await t.call('GET', `/api/inconsistency/school-year/${bed.schoolYearId}`, {
      headers: bed.admin,
    });
    expect(response.status).toBe(200);
    const overview = (await response.json()) as InconsistencySummary[];
    expect(overview.length).toBeGreaterThanOrEqual(8);
    const ranks = overview.map((row) =>
      ['SEVERE', 'ERROR', 'WARNING', 'INFO'].indexOf(row.severity),
    );
    expect(ranks).toEqual([...ranks].sort((x, y) => x - y));
    for (const row of overview)
      expect(row.total).toBe(Object.values(row.counts).reduce((sum, n) => sum + n, 0));
    expect(overview.some((row) => row.counts.GRADE === 2)).toBe(true);
  });

  it('follows every committed change at once, none that was rolled back, and the day', async () => {
    // The overview's counts are kept until a commit changes what they were counted from
    // (counted-inconsistencies.ts). Each change below goes to the database directly, past the
    // app and its read cache, as another server or a background job would make it.
    const countsOf = async (eventId: number) => {
      const response = await t.call('GET', `/api/inconsistency/school-year/${bed.schoolYearId}`, {
        headers: bed.admin,
      });
      expect(response.status).toBe(200);
      const overview = (await response.json()) as InconsistencySummary[];
      return overview.find((row) => row.event.id === eventId)?.counts ?? {};
    };
    const room = await bed.room(2);
    const service = await bed.service({
      grades: ['P3'],
      maximumNumber: 1,
      locationId: room,
      registrationDeadline: addDays(t.clock.now, 0),
      minimumNumber: 1,
    });
    const child = await bed.child('P3');
    await bed.book(child.participantId, service.id);
    expect(await countsOf(service.id)).toEqual({});

    const other = await bed.child('P3');
    await expect(
      bed.db.transaction(async (tx) => {
        await tx.insert(bookings).values({
          participantId: other.participantId,
          eventId: service.id,
          bookingStatus: 'ACCEPTED',
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await countsOf(service.id)).toEqual({});

    await bed.book(other.participantId, service.id);
    expect(await countsOf(service.id)).toEqual({ EVENT_MAX: 1 });
    await bed.db.update(events).set({ maximumNumber: 3 }).where(eq(events.id, service.id));
    expect(await countsOf(service.id)).toEqual({ LOCATION_MAX: 1 });
    await bed.db.update(locations).set({ capacity: 3 }).where(eq(locations.id, room));
    expect(await countsOf(service.id)).toEqual({});
    await bed.db
      .update(participantClasses)
      .set({ grade: 'P5' })
      .where(eq(participantClasses.participantId, child.participantId));
    expect(await countsOf(service.id)).toEqual({ GRADE: 1 });
    await bed.db.update(events).set({ minimumNumber: 3 }).where(eq(events.id, service.id));
    expect(await countsOf(service.id)).toEqual({ GRADE: 1 });

    // The registration deadline passes with the day (the route's "today" is the school's date;
    // the clock is not moved here, which would end the bed's session): two children of three.
    const tomorrow = addDays(t.clock.now, 1);
    const [row] = (await summarizeSchoolYear(bed.db, bed.schoolYearId, tomorrow)).filter(
      (summary) => summary.event.id === service.id,
    );
    expect(row?.counts).toEqual({ GRADE: 1, EVENT_MIN: 1 });
    expect(await countsOf(service.id)).toEqual({ GRADE: 1 });
  });

  it('lets an instructor see only their own services; families not at all; 404 for an unknown one', async () => {
    const service = await bed.service();
    const instructor = await t.authAs('instructor@kitebook.test');
    const parent = await t.authAs('parent@kitebook.test');
    expect(
      (await t.call('GET', `/api/inconsistency/event/${service.id}`, { headers: instructor }))
        .status,
    ).toBe(403);
    expect(
      (await t.call('GET', `/api/inconsistency/event/${service.id}`, { headers: parent })).status,
    ).toBe(403);
    expect(
      (
        await t.call('GET', `/api/inconsistency/school-year/${bed.schoolYearId}`, {
          headers: instructor,
        })
      ).status,
    ).toBe(403);
    expect(
      (await t.call('GET', '/api/inconsistency/event/999999', { headers: bed.admin })).status,
    ).toBe(404);
  });
});
