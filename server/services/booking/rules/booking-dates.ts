import { WEEKDAYS, type BusinessArea } from '../../../../shared/model/enums';
import type { Slot } from './collision';

/** The dates a booking runs, yyyy-MM-dd (null: open). */
export interface BookingDates {
  startDate: string | null;
  endDate: string | null;
}

/** What the dates of a booking depend on. */
export interface BookingDatesInput {
  service: { businessArea: BusinessArea; startDate: string | null; endDate: string | null };
  /** The slots the booking takes. */
  chosen: readonly Pick<Slot, 'dayOfWeek'>[];
  /** The booking takes some of the service's slots only. */
  partial: boolean;
  /** yyyy-MM-dd */
  today: string;
  /** A start the customer chose (childminding's start date); checked by startDateProblem. */
  requestedStart?: string | null;
}

const DAY_MS = 86_400_000;
const toTime = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const weekdayOf = (iso: string) => WEEKDAYS[(new Date(toTime(iso)).getUTCDay() + 6) % 7];

/**
 * The dates a new booking runs: a camp's single days from the first chosen day to the last;
 * otherwise from the start the customer chose, else today when the service already runs, else
 * the service's start, to the service's end.
 */
export function bookingDates({
  service,
  chosen,
  partial,
  today,
  requestedStart = null,
}: BookingDatesInput): BookingDates {
  const { startDate, endDate } = service;
  if (service.businessArea === 'HOLIDAY_CAMP' && partial && startDate && endDate) {
    const days = new Set(chosen.map((slot) => slot.dayOfWeek));
    const dates: string[] = [];
    for (let time = toTime(startDate); time <= toTime(endDate); time += DAY_MS) {
      const iso = new Date(time).toISOString().slice(0, 10);
      if (days.has(weekdayOf(iso)!)) dates.push(iso);
    }
    if (dates.length > 0) return { startDate: dates[0]!, endDate: dates.at(-1)! };
  }
  if (requestedStart) return { startDate: requestedStart, endDate };
  const running = startDate !== null && startDate < today && (endDate ?? today) >= today;
  return { startDate: running ? today : startDate, endDate };
}

/**
 * Whether a start date the customer chose is impossible: before today, before the service
 * starts or after it ends.
 */
export function isStartOutOfRange(
  requested: string,
  {
    today,
    startDate,
    endDate,
  }: { today: string; startDate: string | null; endDate: string | null },
): boolean {
  return (
    requested < today ||
    (startDate !== null && requested < startDate) ||
    (endDate !== null && requested > endDate)
  );
}
