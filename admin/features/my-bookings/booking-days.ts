import type { EventRecurrence } from '../../../shared/model/event';
import type { FamilyBooking } from '../../../shared/model/family-booking';
import { campDays } from '../../../shared/ui/offers/camp-days';
import { formatDay, timeRange, weekdayName } from '../../../shared/ui/offers/format-offer';

/** Slots of the same times as one entry: "Monday 14:30–15:30", "Mon, Tue, Fri 07:05". */
function weeklyDays(slots: readonly EventRecurrence[], locale: string): string[] {
  const byTimes = new Map<string, EventRecurrence[]>();
  for (const slot of slots)
    byTimes.set(timeRange(slot), [...(byTimes.get(timeRange(slot)) ?? []), slot]);
  return [...byTimes.entries()].map(([times, same]) =>
    same.length === 1
      ? `${weekdayName(same[0]!.dayOfWeek, locale)} ${times}`
      : `${same.map((slot) => weekdayName(slot.dayOfWeek, locale, 'short')).join(', ')} ${times}`,
  );
}

/**
 * The days of a booking as a parent reads them: a camp's dates ("Apr 6, 2026"), otherwise the
 * weekdays with their times, the weekdays of the same times together.
 */
export function bookingDays(booking: FamilyBooking, locale: string): string[] {
  if (booking.service.businessArea === 'HOLIDAY_CAMP') {
    const days = campDays({ startDate: booking.service.startDate, recurrences: booking.slots });
    if (days.length > 0) return days.map(({ date }) => formatDay(date, locale));
  }
  return weeklyDays(booking.slots, locale);
}
