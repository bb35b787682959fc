import { useLingui } from '@lingui/react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { BreakItem, CalendarEntry, HolidayItem } from '../../../shared/model/calendar';
import { formatFullDate, weekdayNames } from '../../../shared/ui/calendar-labels';
import { dateParts } from '../../../shared/ui/calendar-dates';
import { cn } from '../../../shared/ui/cn';
import { focusRing } from '../../../shared/ui/focus-ring';
import { dayForKey, dayOff, type CalendarView } from './calendar-span';

/** Props of {@link ScheduleGrid}. */
export interface ScheduleGridProps {
  view: CalendarView;
  weeks: readonly string[][];
  /** The month shown (month view): days of other months are dimmed. */
  month: number;
  today: string;
  selected: string;
  byDay: ReadonlyMap<string, CalendarEntry[]>;
  holidays: readonly HolidayItem[];
  breaks: readonly BreakItem[];
  labelledBy: string;
  /** A day chosen by click or keys; may lie outside the weeks shown (the page moves on). */
  onSelect: (day: string) => void;
}

/** How many entry names a cell shows before "+n". */
const NAMES_SHOWN = { week: 6, month: 2 } as const;

/**
 * The calendar's grid (APG grid pattern): a row per week, a cell per day with its entries'
 * count and first names, holidays and breaks shaded and named. One cell is in the tab order;
 * arrows move by day and week, Home/End to the week's ends, Page Up/Down by month. The chosen
 * day's entries are listed, as links, under the grid.
 */
export function ScheduleGrid({
  view,
  weeks,
  month,
  today,
  selected,
  byDay,
  holidays,
  breaks,
  labelledBy,
  onSelect,
}: ScheduleGridProps) {
  const { i18n } = useLingui();
  const grid = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const names = weekdayNames(i18n.locale);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-day="${selected}"]`)?.focus();
  }, [selected, weeks]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const day = dayForKey(event.key, selected);
    if (day === null) return;
    event.preventDefault();
    moved.current = true;
    onSelect(day);
  }

  return (
    <div
      ref={grid}
      role="grid"
      aria-labelledby={labelledBy}
      className="w-full border-l border-t border-gray-200 text-sm"
      onKeyDown={onKeyDown}
    >
      <div role="row" className="grid grid-cols-7">
        {names.map((name) => (
          <div
            key={name.long}
            role="columnheader"
            aria-label={name.long}
            className="border-b border-r border-gray-200 bg-gray-50 px-1 py-1 text-center font-medium text-gray-700"
          >
            {name.short}
          </div>
        ))}
      </div>
      {weeks.map((week) => (
        <div role="row" key={week[0]} className="grid grid-cols-7">
          {week.map((day) => {
            const entries = byDay.get(day) ?? [];
            const off = dayOff(day, holidays, breaks);
            const outside = view === 'month' && dateParts(day).month !== month;
            const label = [
              formatFullDate(day, i18n.locale),
              off?.name,
              i18n._('calendar.entryCount', { count: entries.length }),
            ]
              .filter(Boolean)
              .join(', ');
            return (
              <div
                key={day}
                role="gridcell"
                data-day={day}
                data-off={off?.kind}
                aria-selected={day === selected}
                aria-current={day === today ? 'date' : undefined}
                tabIndex={day === selected ? 0 : -1}
                onClick={() => onSelect(day)}
                className={cn(
                  'flex cursor-pointer flex-col gap-0.5 overflow-hidden border-b border-r border-gray-200 p-1 text-left',
                  view === 'week' ? 'min-h-40' : 'min-h-16 sm:min-h-24',
                  off?.kind === 'break' && 'bg-amber-50',
                  off?.kind === 'holiday' && 'bg-rose-50',
                  outside && 'text-gray-500',
                  day === selected && 'ring-2 ring-inset ring-primary',
                  focusRing,
                )}
              >
                {/* The name is this text: what the cell shows is a shorthand of it. */}
                <span className="sr-only">{label}</span>
                <span aria-hidden="true" className="flex items-center justify-between gap-1">
                  <span
                    className={cn(
                      'inline-flex size-6 items-center justify-center rounded-full',
                      day === today && 'bg-primary font-semibold text-white',
                    )}
                  >
                    {dateParts(day).day}
                  </span>
                  {entries.length > 0 ? (
                    <span className="rounded bg-gray-100 px-1 text-xs text-gray-800 sm:hidden">
                      {entries.length}
                    </span>
                  ) : null}
                </span>
                {off ? (
                  <span aria-hidden="true" className="truncate text-xs text-gray-700">
                    {off.name}
                  </span>
                ) : null}
                <span aria-hidden="true" className="hidden flex-col gap-0.5 sm:flex">
                  {entries.slice(0, NAMES_SHOWN[view]).map((entry, index) => (
                    <span
                      key={index}
                      className="truncate rounded bg-primary-50 px-1 text-xs text-gray-900"
                    >
                      {entry.time} {entry.name}
                    </span>
                  ))}
                  {entries.length > NAMES_SHOWN[view] ? (
                    <span className="text-xs text-gray-700">
                      {i18n._('calendar.more', { count: entries.length - NAMES_SHOWN[view] })}
                    </span>
                  ) : null}
                </span>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
