import type { FamilyBooking } from '../../../shared/model/family-booking';
import { campDays } from '../../../shared/ui/offers/camp-days';
import { formatDay, timeRange, weekdayName } from '../../../shared/ui/offers/format-offer';

/**
 * The days of a booking as a parent reads them: a camp's dates ("Mon, 6 Apr 2026"), otherwise
 * the weekdays with their times ("Tuesday 15:30–17:00"), one entry each.
 */
export function bookingDays(booking: FamilyBooking, locale: string): string[] {
  if (booking.service.businessArea === 'HOLIDAY_CAMP') {
    const days = campDays({ startDate: booking.service.startDate, recurrences: booking.slots });
    if (days.length > 0) return days.map(({ date }) => formatDay(date, locale));
  }
  return booking.slots.map((slot) => `${weekdayName(slot.dayOfWeek, locale)} ${timeRange(slot)}`);
}
