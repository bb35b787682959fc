import { describe, expect, it } from 'vitest';
import type { FamilyBooking } from '../../../shared/model/family-booking';
import { bookingDays } from './booking-days';

const booking = (service: Partial<FamilyBooking['service']>, slots: FamilyBooking['slots']) =>
  ({
    service: { id: 1, name: 'S', businessArea: 'ECA', startDate: null, endDate: null, ...service },
    slots,
  }) as FamilyBooking;

describe('bookingDays', () => {
  it('names the weekdays and times of a weekly service, in the page’s language', () => {
    const weekly = booking({}, [
      { id: 1, dayOfWeek: 'MONDAY', time: '14:00', endTime: '15:00' },
      { id: 2, dayOfWeek: 'THURSDAY', time: '07:30', endTime: null },
    ]);
    expect(bookingDays(weekly, 'en')).toEqual(['Monday 14:00–15:00', 'Thursday 07:30']);
    expect(bookingDays(weekly, 'de')).toEqual(['Montag 14:00–15:00', 'Donnerstag 07:30']);
  });

  it('names weekdays of the same times together, shortly', () => {
    const bus = booking({ businessArea: 'SCHOOL_BUS' }, [
      { id: 1, dayOfWeek: 'MONDAY', time: '07:05', endTime: null },
      { id: 2, dayOfWeek: 'TUESDAY', time: '07:05', endTime: null },
      { id: 3, dayOfWeek: 'FRIDAY', time: '07:05', endTime: null },
      { id: 4, dayOfWeek: 'WEDNESDAY', time: '08:00', endTime: null },
    ]);
    expect(bookingDays(bus, 'en')).toEqual(['Mon, Tue, Fri 07:05', 'Wednesday 08:00']);
    // ICU versions abbreviate German weekdays with or without a full stop.
    const [together, alone] = bookingDays(bus, 'de');
    expect(together).toMatch(/^Mo\.?, Di\.?, Fr\.? 07:05$/);
    expect(alone).toBe('Mittwoch 08:00');
  });

  it('gives a camp’s booked days as dates counted from the camp’s start', () => {
    const camp = booking({ businessArea: 'HOLIDAY_CAMP', startDate: '2026-04-06' }, [
      { id: 3, dayOfWeek: 'WEDNESDAY', time: '09:00', endTime: '16:00' },
      { id: 1, dayOfWeek: 'MONDAY', time: '09:00', endTime: '16:00' },
    ]);
    expect(bookingDays(camp, 'en')).toEqual(['Apr 6, 2026', 'Apr 8, 2026']);
  });
});
