import type { KeyboardEvent, Ref } from 'react';
import { monthWeeks, WEEK_STARTS_ON } from './calendar-dates';
import type { WeekStart } from './calendar-dates';
import { formatFullDate, weekdayNames } from './calendar-labels';
import { cn } from './cn';
import { focusRing } from './focus-ring';

/** Props of {@link CalendarGrid}. */
export type CalendarGridProps = {
  /** The day in the tab order; its month is the one shown. */
  focusedDate: string;
  /** The chosen day or ''. */
  value: string;
  today: string;
  /** Whether a day may be picked (within [min, max] and allowed). */
  isPickable: (date: string) => boolean;
  onPick: (date: string) => void;
  /** A day got focus by click or Tab, so it becomes the focused day. */
  onFocusDate: (date: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** The id of the month heading, the grid's name. */
  labelledBy: string;
  locale: string;
  weekStartsOn?: WeekStart;
  gridRef?: Ref<HTMLTableElement>;
};

/**
 * The days of one month as a WAI-ARIA grid: weekday column headers, one button per day, only
 * the focused day in the tab order. Days that may not be picked stay focusable (so arrow keys
 * walk over them and a screen reader names them) but are marked `aria-disabled` and do nothing.
 */
export function CalendarGrid({
  focusedDate,
  value,
  today,
  isPickable,
  onPick,
  onFocusDate,
  onKeyDown,
  labelledBy,
  locale,
  weekStartsOn = WEEK_STARTS_ON,
  gridRef,
}: CalendarGridProps) {
  return (
    <table
      ref={gridRef}
      role="grid"
      aria-labelledby={labelledBy}
      onKeyDown={onKeyDown}
      className="w-full border-collapse text-center"
    >
      <thead>
        <tr>
          {weekdayNames(locale, weekStartsOn).map((weekday) => (
            <th
              key={weekday.long}
              scope="col"
              abbr={weekday.long}
              className="pb-1 text-xs font-medium text-gray-600"
            >
              {weekday.short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(focusedDate, weekStartsOn).map((week) => (
          <tr key={week.find(Boolean)}>
            {week.map((date, column) =>
              date === null ? (
                <td key={column} />
              ) : (
                <td key={date} aria-selected={date === value} className="p-0.5">
                  <DayButton
                    date={date}
                    label={formatFullDate(date, locale)}
                    focused={date === focusedDate}
                    selected={date === value}
                    isToday={date === today}
                    pickable={isPickable(date)}
                    onPick={onPick}
                    onFocusDate={onFocusDate}
                  />
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type DayButtonProps = {
  date: string;
  label: string;
  focused: boolean;
  selected: boolean;
  isToday: boolean;
  pickable: boolean;
  onPick: (date: string) => void;
  onFocusDate: (date: string) => void;
};

/** One day; Enter and Space click it as any button, a click picks it when it is pickable. */
function DayButton({
  date,
  label,
  focused,
  selected,
  isToday,
  pickable,
  onPick,
  onFocusDate,
}: DayButtonProps) {
  return (
    <button
      type="button"
      data-date={date}
      tabIndex={focused ? 0 : -1}
      aria-label={label}
      aria-pressed={selected}
      aria-current={isToday ? 'date' : undefined}
      aria-disabled={pickable ? undefined : true}
      onClick={() => {
        if (pickable) onPick(date);
      }}
      onFocus={() => onFocusDate(date)}
      className={cn(
        'mx-auto flex size-10 items-center justify-center rounded-full text-sm tabular-nums',
        'transition-colors',
        focusRing,
        // Today and the chosen day differ in shape and weight too, not in colour alone.
        isToday && 'border-2 border-primary font-semibold',
        selected
          ? 'bg-primary font-semibold text-white hover:bg-primary-700'
          : pickable
            ? 'text-gray-900 hover:bg-gray-100'
            : 'cursor-not-allowed text-gray-400 line-through',
      )}
    >
      {Number(date.slice(8, 10))}
    </button>
  );
}
