import { DASHBOARD_WEEK_DAYS, type DashboardServiceDay } from '../../../shared/model/my-dashboard';
import type { BusinessArea } from '../../../shared/model/enums';
import type { EventRecurrence } from '../../../shared/model/event';
import { runsOn, type SchoolCalendar } from '../booking/rules/collision';
import { shiftDate } from '../presence/service-dates';
import { WEEKDAYS } from '../../../shared/model/enums';

/** An accepted booking as the week needs it: its own and its service's dates, and its slots. */
export interface WeekBooking {
  bookingId: number;
  serviceId: number;
  name: string;
  businessArea: BusinessArea;
  /** The booking's own dates, else null. */
  startDate: string | null;
  endDate: string | null;
  serviceStart: string | null;
  serviceEnd: string | null;
  slots: readonly EventRecurrence[];
  /** The calendar of the service's school year (breaks and public holidays). */
  calendar: SchoolCalendar;
}

const weekdayOf = (iso: string) =>
  WEEKDAYS[(new Date(Date.parse(`${iso}T00:00:00Z`)).getUTCDay() + 6) % 7];

const within = (date: string, from: string | null, to: string | null) =>
  (from === null || from <= date) && (to === null || date <= to);

/**
 * The service days of `bookings` from `today` (the school's) on, for {@link DASHBOARD_WEEK_DAYS}
 * days: a slot's weekday inside the booking's and the service's dates, on a day the service runs
 * (no public holiday; no break unless a camp — the booking rules' `runsOn`). Today's slots that
 * have ended by `now` ('HH:MM' at the school; a bus's at its time) are over and left out. By
 * date, then time.
 */
export function serviceDaysOfWeek(
  bookings: readonly WeekBooking[],
  today: string,
  now = '00:00',
): DashboardServiceDay[] {
  const days: DashboardServiceDay[] = [];
  for (let offset = 0; offset < DASHBOARD_WEEK_DAYS; offset++) {
    const date = shiftDate(today, offset);
    const weekday = weekdayOf(date);
    for (const booking of bookings) {
      if (!within(date, booking.startDate, booking.endDate)) continue;
      if (!within(date, booking.serviceStart, booking.serviceEnd)) continue;
      const period = {
        businessArea: booking.businessArea,
        startDate: null,
        endDate: null,
        slots: [],
      };
      if (!runsOn(period, date, booking.calendar)) continue;
      for (const slot of booking.slots) {
        if (slot.dayOfWeek !== weekday) continue;
        if (offset === 0 && (slot.endTime ?? slot.time) < now) continue;
        days.push({
          bookingId: booking.bookingId,
          serviceId: booking.serviceId,
          name: booking.name,
          businessArea: booking.businessArea,
          date,
          time: slot.time,
          endTime: slot.endTime,
        });
      }
    }
  }
  return days.sort(
    (a, b) =>
      a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.name.localeCompare(b.name),
  );
}
