import { describe, expect, it } from 'vitest';
import type { Weekday } from '../../../../shared/model/enums';
import { busFindings, schoolStopOffset } from './bus';
import type { BookedPeriod } from './collision';
import type { ParticipantBooking } from './evaluate-booking';

const dates = { startDate: '2026-09-14', endDate: '2027-06-25' };
const calendar = { breaks: [], holidays: [] };

/** A bus at the school at `time` on the weekdays. */
const bus = (
  inbound: boolean,
  time: string,
  days: Weekday[] = ['MONDAY', 'TUESDAY'],
): BookedPeriod => ({
  ...dates,
  businessArea: 'SCHOOL_BUS',
  inbound,
  slots: days.map((dayOfWeek) => ({ dayOfWeek, time, endTime: null })),
});
const service = (time: string, endTime: string, dayOfWeek: Weekday = 'MONDAY'): BookedPeriod => ({
  ...dates,
  businessArea: 'ECA',
  slots: [{ dayOfWeek, time, endTime }],
});
const booked = (period: BookedPeriod, eventId = 99): ParticipantBooking => ({
  ...period,
  eventId,
  serviceName: 'Other',
});
const keys = (period: BookedPeriod, others: BookedPeriod[]) =>
  busFindings(
    period,
    others.map((other) => booked(other)),
    calendar,
  ).map((found) => found.key);

describe('busAlreadyBooked', () => {
  it('refuses a second bus in the same direction on a shared weekday', () => {
    expect(keys(bus(true, '07:45'), [bus(true, '07:50', ['TUESDAY'])])).toEqual([
      'busAlreadyBooked',
    ]);
  });

  it('allows the other direction and other weekdays', () => {
    expect(keys(bus(true, '07:45'), [bus(false, '15:45')])).toEqual([]);
    expect(keys(bus(true, '07:45', ['MONDAY']), [bus(true, '07:45', ['FRIDAY'])])).toEqual([]);
  });

  it('allows a bus whose dates do not meet the other one', () => {
    const later = { ...bus(true, '07:45'), startDate: '2027-07-01', endDate: '2027-07-20' };
    expect(keys(bus(true, '07:45'), [later])).toEqual([]);
  });
});

describe('morning bus', () => {
  it('conflicts with a service that starts before the bus arrives, either way round', () => {
    expect(keys(bus(true, '07:45'), [service('07:30', '08:15')])).toEqual(['morningBusConflict']);
    expect(keys(service('07:30', '08:15'), [bus(true, '07:45')])).toEqual(['morningBusConflict']);
  });

  it('reports a long wait before a morning service, not a short one or an afternoon one', () => {
    expect(keys(bus(true, '07:20'), [service('08:00', '09:00')])).toEqual(['timeGapBeforeService']);
    expect(keys(bus(true, '07:35'), [service('08:00', '09:00')])).toEqual([]);
    expect(keys(bus(true, '07:45'), [service('14:30', '15:30')])).toEqual([]);
  });
});

describe('afternoon bus', () => {
  it('conflicts with a service still running when the bus leaves', () => {
    expect(keys(bus(false, '15:45'), [service('15:30', '16:45')])).toEqual([
      'afternoonBusConflict',
    ]);
    expect(keys(bus(false, '15:45'), [service('16:00', '17:00')])).toEqual([
      'afternoonBusConflict',
    ]);
  });

  it('reports a service after the afternoon bus when the service is the new booking', () => {
    expect(keys(service('15:30', '16:45'), [bus(false, '15:45')])).toEqual([
      'serviceAfterAfternoonBus',
    ]);
  });

  it('lets a service end when or before the bus leaves, or run on another day', () => {
    expect(keys(service('14:30', '15:45'), [bus(false, '15:45')])).toEqual([]);
    expect(keys(service('15:30', '16:45', 'FRIDAY'), [bus(false, '15:45')])).toEqual([]);
  });

  it('ignores a service on a day the school is closed, such as a break', () => {
    const inBreak = {
      ...service('15:30', '16:45'),
      startDate: '2026-10-19',
      endDate: '2026-10-23',
    };
    const breaks = [{ startDate: '2026-10-19', endDate: '2026-10-30' }];
    expect(busFindings(bus(false, '15:45'), [booked(inBreak)], { breaks, holidays: [] })).toEqual(
      [],
    );
  });
});

describe('schoolStopOffset', () => {
  it("takes the school stop's distance, else the far end inbound and 0 outbound", () => {
    const stops = [
      { name: 'Far', distance: 0 },
      { name: 'Near', distance: 30 },
    ];
    expect(schoolStopOffset([...stops, { name: 'ESF', distance: 40 }], true)).toBe(40);
    expect(schoolStopOffset([...stops, { name: 'ESF', distance: null }], true)).toBe(30);
    expect(schoolStopOffset([{ name: 'ESF', distance: 0 }, ...stops], false)).toBe(0);
    expect(schoolStopOffset(stops, false)).toBe(0);
  });
});
