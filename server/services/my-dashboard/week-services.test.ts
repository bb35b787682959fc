import { describe, expect, it } from 'vitest';
import { serviceDaysOfWeek, type WeekBooking } from './week-services';

// 2026-11-25 is a Wednesday.
const TODAY = '2026-11-25';
const base: WeekBooking = {
  bookingId: 1,
  serviceId: 10,
  name: 'Chess',
  businessArea: 'ECA',
  startDate: null,
  endDate: null,
  serviceStart: '2026-09-01',
  serviceEnd: '2027-06-30',
  slots: [
    { id: 1, dayOfWeek: 'MONDAY', time: '15:30', endTime: '16:30' },
    { id: 2, dayOfWeek: 'WEDNESDAY', time: '14:00', endTime: null },
  ],
  calendar: { breaks: [], holidays: [] },
};
const dates = (bookings: WeekBooking[]) =>
  serviceDaysOfWeek(bookings, TODAY).map((day) => `${day.date} ${day.time}`);

describe('serviceDaysOfWeek', () => {
  it('gives the slots’ days from today for seven days, by date and time', () => {
    expect(dates([base])).toEqual(['2026-11-25 14:00', '2026-11-30 15:30']);
  });

  it('leaves out public holidays, breaks (not for camps) and days outside the dates', () => {
    expect(dates([{ ...base, calendar: { breaks: [], holidays: ['2026-11-30'] } }])).toEqual([
      '2026-11-25 14:00',
    ]);
    const inBreak = { breaks: [{ startDate: '2026-11-24', endDate: '2026-11-26' }], holidays: [] };
    expect(dates([{ ...base, calendar: inBreak }])).toEqual(['2026-11-30 15:30']);
    expect(dates([{ ...base, businessArea: 'HOLIDAY_CAMP', calendar: inBreak }])).toHaveLength(2);
    expect(dates([{ ...base, endDate: '2026-11-29' }])).toEqual(['2026-11-25 14:00']);
    expect(dates([{ ...base, serviceStart: '2026-11-26' }])).toEqual(['2026-11-30 15:30']);
  });

  it('leaves out today’s slots that are over at the school’s time', () => {
    const over = (now: string) =>
      serviceDaysOfWeek([base], TODAY, now).map((day) => `${day.date} ${day.time}`);
    expect(over('13:59')).toEqual(['2026-11-25 14:00', '2026-11-30 15:30']);
    expect(over('14:00')).toEqual(['2026-11-25 14:00', '2026-11-30 15:30']);
    expect(over('14:01')).toEqual(['2026-11-30 15:30']);
  });

  it('orders several bookings’ days together', () => {
    const bus = {
      ...base,
      bookingId: 2,
      name: 'Bus',
      slots: [{ id: 3, dayOfWeek: 'WEDNESDAY' as const, time: '07:15', endTime: null }],
    };
    expect(dates([base, bus])).toEqual([
      '2026-11-25 07:15',
      '2026-11-25 14:00',
      '2026-11-30 15:30',
    ]);
  });
});
