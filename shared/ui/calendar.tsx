import { useLingui } from '@lingui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import type { ChangeEvent, ReactNode } from 'react';
import { addMonths, dateParts, isMonthInRange, withMonth, WEEK_STARTS_ON } from './calendar-dates';
import type { WeekStart } from './calendar-dates';
import { CalendarGrid } from './calendar-grid';
import { formatMonthYear, monthNames } from './calendar-labels';
import { cn } from './cn';
import { focusRing } from './focus-ring';
import { useCalendar } from './use-calendar';

/** Props of {@link Calendar}. */
export type CalendarProps = {
  /** The chosen day (yyyy-MM-dd) or ''. */
  value: string;
  min: string;
  max: string;
  today: string;
  /** Days within [min, max] this refuses cannot be picked. */
  isAllowed?: (date: string) => boolean;
  onPick: (date: string) => void;
  weekStartsOn?: WeekStart;
  className?: string;
};

/**
 * A month calendar (the body of the WAI-ARIA APG date picker dialog): previous and next month
 * buttons, a month and a year select to jump far (birthdays lie decades back), a live month
 * heading and the day grid. It starts at the value, else at today.
 */
export function Calendar({
  value,
  min,
  max,
  today,
  isAllowed = () => true,
  onPick,
  weekStartsOn = WEEK_STARTS_ON,
  className,
}: CalendarProps) {
  const { i18n } = useLingui();
  const locale = i18n.locale || 'en';
  const headingId = useId();
  const { focusedDate, showDate, gridRef, onGridKeyDown } = useCalendar({
    value,
    min,
    max,
    today,
    weekStartsOn,
  });
  const { year, month } = dateParts(focusedDate);
  const previousMonth = addMonths(focusedDate, -1);
  const nextMonth = addMonths(focusedDate, 1);
  const hasPrevious = isMonthInRange(...yearMonth(previousMonth), min, max);
  const hasNext = isMonthInRange(...yearMonth(nextMonth), min, max);
  const firstYear = dateParts(min).year;
  const years = Array.from(
    { length: dateParts(max).year - firstYear + 1 },
    (_, i) => firstYear + i,
  );

  const onMonthChange = (event: ChangeEvent<HTMLSelectElement>) =>
    showDate(withMonth(focusedDate, year, Number(event.target.value)));
  const onYearChange = (event: ChangeEvent<HTMLSelectElement>) =>
    showDate(withMonth(focusedDate, Number(event.target.value), month));

  return (
    <div className={className}>
      <div className="flex items-center justify-between gap-2">
        <MonthStepButton
          label={i18n._('datePicker.previousMonth')}
          enabled={hasPrevious}
          onStep={() => showDate(previousMonth)}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </MonthStepButton>
        <div className="flex gap-2">
          <select
            aria-label={i18n._('datePicker.month')}
            value={month}
            onChange={onMonthChange}
            className={selectClass}
          >
            {monthNames(locale).map((name, index) => (
              <option
                key={name}
                value={index + 1}
                disabled={!isMonthInRange(year, index + 1, min, max)}
              >
                {name}
              </option>
            ))}
          </select>
          <select
            aria-label={i18n._('datePicker.year')}
            value={year}
            onChange={onYearChange}
            className={selectClass}
          >
            {years.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
        <MonthStepButton
          label={i18n._('datePicker.nextMonth')}
          enabled={hasNext}
          onStep={() => showDate(nextMonth)}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </MonthStepButton>
      </div>
      {/* The selects show the month to the eye; the heading names the grid and announces a new month. */}
      <h3 id={headingId} aria-live="polite" className="sr-only">
        {formatMonthYear(focusedDate, locale)}
      </h3>
      <CalendarGrid
        gridRef={gridRef}
        focusedDate={focusedDate}
        value={value}
        today={today}
        isPickable={(date) => date >= min && date <= max && isAllowed(date)}
        onPick={onPick}
        onFocusDate={showDate}
        onKeyDown={onGridKeyDown}
        labelledBy={headingId}
        locale={locale}
        weekStartsOn={weekStartsOn}
      />
    </div>
  );
}

const selectClass = cn(
  'h-9 rounded-lg border border-gray-300 bg-white px-2 text-sm text-gray-900 shadow-sm',
  'outline-none focus:border-primary focus:ring-2 focus:ring-primary/30',
);

function yearMonth(date: string): [number, number] {
  const { year, month } = dateParts(date);
  return [year, month];
}

type MonthStepButtonProps = {
  label: string;
  enabled: boolean;
  onStep: () => void;
  children: ReactNode;
};

/**
 * Previous or next month. At the end of the range it is `aria-disabled` rather than disabled:
 * a disabled button would drop the keyboard focus that just clicked it.
 */
function MonthStepButton({ label, enabled, onStep, children }: MonthStepButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-disabled={enabled ? undefined : true}
      onClick={() => {
        if (enabled) onStep();
      }}
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-lg text-gray-700',
        focusRing,
        enabled ? 'hover:bg-gray-100' : 'cursor-not-allowed opacity-40',
      )}
    >
      {children}
    </button>
  );
}
