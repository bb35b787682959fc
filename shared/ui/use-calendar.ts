import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { isRealDate } from '../rules/birthday';
import { clampDate, dateForKey, WEEK_STARTS_ON } from './calendar-dates';
import type { WeekStart } from './calendar-dates';

/** Options of {@link useCalendar}. */
export type UseCalendarOptions = {
  /** The chosen day (yyyy-MM-dd) or ''. */
  value: string;
  min: string;
  max: string;
  today: string;
  weekStartsOn?: WeekStart;
};

/**
 * The focused day of a calendar grid (the one day in the tab order, roving tabindex) and the
 * grid's key handling. The month shown is always the focused day's month. At first the focused
 * day is the value, else today (spec 000 §9 "default selected date today"), kept within
 * [min, max] so every key starts from a reachable day.
 */
export function useCalendar({
  value,
  min,
  max,
  today,
  weekStartsOn = WEEK_STARTS_ON,
}: UseCalendarOptions) {
  const [focusedDate, setFocusedDate] = useState(() =>
    clampDate(isRealDate(value) ? value : today, min, max),
  );
  const gridRef = useRef<HTMLTableElement>(null);
  // Only a key pressed in the grid moves DOM focus; the month and year selects keep theirs.
  const moveFocusRef = useRef(false);

  useEffect(() => {
    if (!moveFocusRef.current) return;
    moveFocusRef.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-date="${focusedDate}"]`)?.focus();
  }, [focusedDate]);

  /** Shows the month of `date` and makes it the focused day, without moving DOM focus. */
  const showDate = (date: string) => setFocusedDate(clampDate(date, min, max));

  const onGridKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const next = dateForKey(focusedDate, event.key, {
      min,
      max,
      weekStartsOn,
      shiftKey: event.shiftKey,
    });
    if (next === null) return;
    // Arrows would scroll the page behind, Home/End too.
    event.preventDefault();
    if (next === focusedDate) return;
    moveFocusRef.current = true;
    setFocusedDate(next);
  };

  return { focusedDate, showDate, gridRef, onGridKeyDown };
}
