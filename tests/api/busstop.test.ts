import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusStopItem } from '../../shared/model/bus-stop';
import type { PublicEventItem } from '../../shared/model/event';
import { eventReadPermissions, events, featureToggles } from '../../server/db/schema';
import { insertBusLine } from './support/bus-fixtures';
import { bookingYearId } from './support/service-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let yearId: number;

beforeAll(async () => {
  t = await createTestApp();
  yearId = await bookingYearId(t.database.db, t.clock.now);
});
afterAll(() => t.close());

const lineNamed = async (name: string) =>
  (await t.database.db.select({ id: events.id }).from(events).where(eq(events.name, name)))[0]!.id;

const stopsOf = async (eventId: number, headers: Record<string, string> = {}) => {
  const response = await t.call('GET', `/api/busstop/event/${eventId}`, { headers });
  expect(response.status).toBe(200);
  return (await response.json()) as BusStopItem[];
};

describe('GET /api/busstop/event/{eventId}', () => {
  it('lists a morning line from the far end to the school, times shifted by the distance', async () => {
    const list = await stopsOf(await lineNamed('Bus Line 1 North (morning)'));
    expect(list.map((stop) => [stop.name, stop.distance, stop.time])).toEqual([
      ['Bad Homburg Bahnhof', 0, '07:05'],
      ['Nordweststadt', 12, '07:17'],
      ['Heddernheim', 18, '07:23'],
      ['Dornbusch', 25, '07:30'],
      ['Hügelstraße', 30, '07:35'],
      ['ESF', 40, '07:45'],
    ]);
    expect(list.map((stop) => stop.isSchoolStop)).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
    const dornbusch = list[3]!;
    expect(dornbusch.times.map((entry) => entry.dayOfWeek)).toEqual([
      'MONDAY',
      'TUESDAY',
      'WEDNESDAY',
      'THURSDAY',
      'FRIDAY',
    ]);
    expect(new Set(dornbusch.times.map((entry) => entry.time))).toEqual(new Set(['07:30']));
  });

  it('starts an afternoon line at the school and reaches each stop its distance later', async () => {
    const list = await stopsOf(await lineNamed('Bus Line 1 North (afternoon)'));
    expect(list[0]).toMatchObject({ name: 'ESF', distance: 0, time: '15:45', isSchoolStop: true });
    expect(list.at(-1)).toMatchObject({ name: 'Bad Homburg Bahnhof', distance: 40, time: '16:25' });
  });

  it('shows visitors the total price and members the member price', async () => {
    const id = await lineNamed('Bus Line 1 North (morning)');
    const anonymous = (await stopsOf(id)).find((stop) => stop.name === 'Dornbusch')!;
    expect(anonymous.price).toEqual({ totalPrice: 50 });
    const member = (await stopsOf(id, await t.authAs('member@kitebook.test'))).find(
      (stop) => stop.name === 'Dornbusch',
    )!;
    expect(member.price).toMatchObject({ memberPrice: 45 });
  });

  it('puts a school stop without distance last, with no time, and per-weekday times when they differ', async () => {
    const line = await insertBusLine(t.database.db, {
      schoolYearId: yearId,
      inbound: true,
      time: '07:00',
      weekdays: ['MONDAY'],
      stops: [
        { name: 'ESF', distance: null },
        { name: 'Test stop far', distance: 0 },
        { name: 'Test stop near', distance: 20 },
      ],
    });
    const list = await stopsOf(line.id);
    expect(list.map((stop) => [stop.name, stop.time])).toEqual([
      ['Test stop far', '07:00'],
      ['Test stop near', '07:20'],
      ['ESF', null],
    ]);
  });

  it('answers 404 for a line the caller may not read, as for an unknown one', async () => {
    const id = await lineNamed('Bus Line 2 East (morning)');
    const hidden = await insertBusLine(t.database.db, {
      schoolYearId: yearId,
      inbound: false,
      time: '15:00',
      stops: [{ name: 'ESF', distance: 0 }],
    });
    await t.database.db
      .delete(eventReadPermissions)
      .where(eq(eventReadPermissions.eventId, hidden.id));
    expect((await t.call('GET', `/api/busstop/event/${hidden.id}`)).status).toBe(404);
    expect((await t.call('GET', '/api/busstop/event/999999')).status).toBe(404);
    expect((await t.call('GET', `/api/busstop/event/${id}`)).status).toBe(200);
  });
});

describe('GET /api/event/public/SCHOOL_BUS', () => {
  it('tells the morning lines from the afternoon ones', async () => {
    await t.database.db
      .update(featureToggles)
      .set({ enabled: true })
      .where(eq(featureToggles.name, 'enableSchoolBusBooking'));
    const response = await t.call('GET', '/api/event/public/SCHOOL_BUS');
    expect(response.status).toBe(200);
    const lines = (await response.json()) as PublicEventItem[];
    const byName = new Map(lines.map((line) => [line.name, line]));
    expect(byName.get('Bus Line 1 North (morning)')?.inbound).toBe(true);
    expect(byName.get('Bus Line 1 North (afternoon)')?.inbound).toBe(false);
  });
});
