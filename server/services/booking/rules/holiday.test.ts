import { describe, expect, it } from 'vitest';
import { isBookedOnHoliday } from './holiday';

// 2027-03-29 is a Monday (Easter Monday in this test's calendar).
const camp = {
  businessArea: 'HOLIDAY_CAMP' as const,
  startDate: '2027-03-29',
  endDate: '2027-04-02',
  slots: [{ dayOfWeek: 'MONDAY' as const, time: '09:00', endTime: '16:00' }],
};
const calendar = {
  breaks: [{ startDate: '2027-03-22', endDate: '2027-04-02' }],
  holidays: ['2027-03-29'],
};

describe('isBookedOnHoliday', () => {
  it('catches a camp day on a public holiday, not one on a normal break day', () => {
    expect(isBookedOnHoliday(camp, calendar)).toBe(true);
    const tuesday = { ...camp, slots: [{ ...camp.slots[0]!, dayOfWeek: 'TUESDAY' as const }] };
    expect(isBookedOnHoliday(tuesday, calendar)).toBe(false);
  });

  it('catches a weekly service whose dates all lie in a break, and a weekday without a date', () => {
    const childminding = { ...camp, businessArea: 'CHILDMINDING' as const };
    expect(
      isBookedOnHoliday(
        { ...childminding, slots: [{ ...camp.slots[0]!, dayOfWeek: 'WEDNESDAY' }] },
        calendar,
      ),
    ).toBe(true);
    const saturday = {
      ...camp,
      slots: [{ ...camp.slots[0]!, dayOfWeek: 'SATURDAY' as const }],
      endDate: '2027-04-01',
    };
    expect(isBookedOnHoliday(saturday, { breaks: [], holidays: [] })).toBe(true);
  });

  it('lets a weekly service run when some of its dates are school days', () => {
    const eca = { ...camp, businessArea: 'ECA' as const, endDate: '2027-06-25' };
    expect(isBookedOnHoliday(eca, calendar)).toBe(false);
    expect(isBookedOnHoliday({ ...eca, endDate: null }, calendar)).toBe(false);
  });
});
