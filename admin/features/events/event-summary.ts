import type { I18n } from '@lingui/core';
import { weekdayName, timeRange } from '../../../shared/ui/offers/format-offer';
import type { EventValues } from './event-values';

/**
 * What the title of a stored service's dialog says about it (spec 002 §2.1 "When updating it
 * shows name, grades, weekday/times and school year"): "Chess club · P1, P2 · Monday
 * 15:30–17:00 · 2026/27", the parts it has.
 */
export function eventSummary(values: EventValues, i18n: I18n): string {
  const locale = i18n.locale || 'en';
  const slots = values.recurrences
    .filter((row) => row.time)
    .map(
      (row) =>
        `${weekdayName(row.dayOfWeek, locale)} ${timeRange({ time: row.time, endTime: row.endTime })}`,
    )
    .join(', ');
  return [values.name, values.grades.join(', '), slots, values.schoolYear]
    .filter(Boolean)
    .join(' · ');
}
