import { addDays, toUtcDate } from '../../../shared/ui/calendar-dates';

/** What a service day is called on the dashboard: today, tomorrow, or its weekday and date. */
export type DayName = { kind: 'today' } | { kind: 'tomorrow' } | { kind: 'date'; text: string };

/**
 * Names `date` (yyyy-MM-dd) relative to the school's `today`: "today", "tomorrow", else the
 * weekday and date as `locale` writes them ("Mon, 30 Nov", "Mo., 30. Nov.").
 */
export function dayName(date: string, today: string, locale: string): DayName {
  if (date === today) return { kind: 'today' };
  if (date === addDays(today, 1)) return { kind: 'tomorrow' };
  const text = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(toUtcDate(date));
  return { kind: 'date', text };
}
