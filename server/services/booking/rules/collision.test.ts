import { describe, expect, it } from 'vitest';
import { periodsCollide, slotsOverlap, type BookedPeriod, type SchoolCalendar } from './collision';

const calendar: SchoolCalendar = {
  breaks: [{ startDate: '2026-10-19', endDate: '2026-10-30' }],
  holidays: ['2026-10-03'],
};
const eca = (slots: BookedPeriod['slots']): BookedPeriod => ({
  businessArea: 'ECA',
  startDate: '2026-09-14',
  endDate: '2027-06-25',
  slots,
});
const monday = (time: string, endTime: string | null) => ({
  dayOfWeek: 'MONDAY' as const,
  time,
  endTime,
});

describe('slotsOverlap', () => {
  it('sees overlapping times on the same weekday', () => {
    expect(slotsOverlap(monday('14:30', '15:30'), monday('15:00', '16:00'))).toBe(true);
    expect(slotsOverlap(monday('14:30', '16:00'), monday('15:00', '15:30'))).toBe(true);
  });

  it('lets slots that only touch, or fall on other days, pass', () => {
    expect(slotsOverlap(monday('14:30', '15:30'), monday('15:30', '16:30'))).toBe(false);
    expect(
      slotsOverlap(monday('14:30', '15:30'), {
        dayOfWeek: 'TUESDAY',
        time: '14:30',
        endTime: '15:30',
      }),
    ).toBe(false);
  });

  it('treats a slot without end (a bus) as a moment', () => {
    expect(slotsOverlap(monday('15:00', null), monday('14:30', '15:30'))).toBe(true);
    expect(slotsOverlap(monday('16:00', null), monday('14:30', '15:30'))).toBe(false);
    expect(slotsOverlap(monday('16:00', null), monday('16:00', null))).toBe(true);
  });
});

describe('periodsCollide', () => {
  it('finds two weekly activities at the same time', () => {
    expect(
      periodsCollide(eca([monday('14:30', '15:30')]), eca([monday('15:00', '16:00')]), calendar),
    ).toBe(true);
  });

  it('lets activities at other times pass', () => {
    expect(
      periodsCollide(eca([monday('14:30', '15:30')]), eca([monday('15:30', '16:45')]), calendar),
    ).toBe(false);
  });

  it('lets activities in different terms pass', () => {
    const autumn = { ...eca([monday('14:30', '15:30')]), endDate: '2026-12-18' };
    const spring = { ...eca([monday('14:30', '15:30')]), startDate: '2027-01-11' };
    expect(periodsCollide(autumn, spring, calendar)).toBe(false);
  });

  it('does not let a camp in a break collide with an activity that pauses then', () => {
    const camp: BookedPeriod = {
      businessArea: 'HOLIDAY_CAMP',
      startDate: '2026-10-19',
      endDate: '2026-10-23',
      slots: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'].map((dayOfWeek) => ({
        dayOfWeek: dayOfWeek as 'MONDAY',
        time: '09:00',
        endTime: '16:00',
      })),
    };
    expect(periodsCollide(camp, eca([monday('14:30', '15:30')]), calendar)).toBe(false);
    const otherCamp = { ...camp, slots: [monday('13:00', '17:00')] };
    expect(periodsCollide(camp, otherCamp, calendar)).toBe(true);
  });

  it('does not count a public holiday as a shared day', () => {
    const saturday = { dayOfWeek: 'SATURDAY' as const, time: '10:00', endTime: '12:00' };
    const oneDay = (area: BookedPeriod['businessArea']): BookedPeriod => ({
      businessArea: area,
      startDate: '2026-10-03',
      endDate: '2026-10-03',
      slots: [saturday],
    });
    expect(periodsCollide(oneDay('PARENT_ACTIVITIES'), eca([saturday]), calendar)).toBe(false);
  });

  it('meets every week when neither has dates', () => {
    const open = { ...eca([monday('14:30', '15:30')]), startDate: null, endDate: null };
    expect(periodsCollide(open, open, calendar)).toBe(true);
  });
});
