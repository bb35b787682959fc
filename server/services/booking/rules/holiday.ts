import { WEEKDAYS } from '../../../../shared/model/enums';
import { runsOn, type BookedPeriod, type SchoolCalendar, type Slot } from './collision';

const DAY_MS = 86_400_000;
const toTime = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const toIso = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The dates from `from` to `to` (both included) that fall on the slot's weekday. */
function datesOf(slot: Slot, from: string, to: string): string[] {
  const start = toTime(from);
  const offset = (WEEKDAYS.indexOf(slot.dayOfWeek) - (new Date(start).getUTCDay() + 6) + 7) % 7;
  const dates: string[] = [];
  for (let time = start + offset * DAY_MS; time <= toTime(to); time += 7 * DAY_MS)
    dates.push(toIso(time));
  return dates;
}

/**
 * `bookedOnHoliday` (spec 001 §8): a slot of the booking never takes place within the
 * booking's dates because every such date is a public holiday (or, for a service that pauses
 * in breaks, in a break): a camp day on Easter Monday, a childminding weekday in a booking that
 * lies in the Christmas break. A slot whose weekday falls on no date at all counts the same.
 * A booking without both dates runs on and is never caught.
 */
export function isBookedOnHoliday(period: BookedPeriod, calendar: SchoolCalendar): boolean {
  const { startDate, endDate } = period;
  if (startDate === null || endDate === null) return false;
  return period.slots.some(
    (slot) => !datesOf(slot, startDate, endDate).some((day) => runsOn(period, day, calendar)),
  );
}
