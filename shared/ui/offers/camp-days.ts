import { WEEKDAYS } from '../../model/enums';
import type { EventRecurrence, HolidayPeriod, PublicEventItem } from '../../model/event';

/** One day of a camp: the recurrence that stands for it and its date (yyyy-MM-dd). */
export interface CampDay {
  recurrence: EventRecurrence;
  date: string;
}

const DAY_MS = 86_400_000;
const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** 0 = Monday, as WEEKDAYS. */
const weekdayIndexOf = (ms: number) => (new Date(ms).getUTCDay() + 6) % 7;

/**
 * The days of a camp in date order. Each day is one of the camp's recurrences (the booking
 * README, "Camp days"), so a recurrence's date is the first date from the camp's start that
 * falls on its weekday. A camp is at most a week long; without a start date no day is known.
 */
export function campDays(camp: Pick<PublicEventItem, 'recurrences' | 'startDate'>): CampDay[] {
  if (!camp.startDate) return [];
  const start = toUtc(camp.startDate);
  const startIndex = weekdayIndexOf(start);
  return camp.recurrences
    .map((recurrence) => {
      const offset = (WEEKDAYS.indexOf(recurrence.dayOfWeek) - startIndex + 7) % 7;
      return { recurrence, date: toDay(start + offset * DAY_MS) };
    })
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** Camps of one holiday period; `period` is null for camps outside any break. */
export interface CampGroup {
  period: HolidayPeriod | null;
  camps: PublicEventItem[];
}

/**
 * Camps grouped by their holiday period, the periods in date order and each period's camps by
 * start date; camps outside a break come last.
 */
export function groupByPeriod(camps: readonly PublicEventItem[]): CampGroup[] {
  const groups = new Map<string, CampGroup>();
  for (const camp of camps) {
    const key = camp.holidayPeriod
      ? `${camp.holidayPeriod.startDate}|${camp.holidayPeriod.name}`
      : '~'; // after every date
    const group = groups.get(key) ?? { period: camp.holidayPeriod, camps: [] };
    group.camps.push(camp);
    groups.set(key, group);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, group]) => ({
      ...group,
      camps: [...group.camps].sort((a, b) => (a.startDate ?? '').localeCompare(b.startDate ?? '')),
    }));
}
