import { DATE_PICKER_MIN } from '../model/limits';
import { isLeapYear, isRealDate } from './birthday';

export { DATE_PICKER_MIN };

/** How far ahead the date picker reaches by default (spec 000 §5). */
const DEFAULT_MAX_YEARS_AHEAD = 3;

/** The default latest date of the picker: `today` (yyyy-MM-dd) plus three years. */
export function defaultDatePickerMax(today: string): string {
  const [year, monthDay] = [Number(today.slice(0, 4)) + DEFAULT_MAX_YEARS_AHEAD, today.slice(5)];
  // 29 February three years on is usually no date; the last day of February stands in.
  const safeMonthDay = monthDay === '02-29' && !isLeapYear(year) ? '02-28' : monthDay;
  return `${String(year).padStart(4, '0')}-${safeMonthDay}`;
}

/** Options of {@link acceptTypedDate}. */
export type AcceptTypedDateOptions = {
  /** Earliest date (yyyy-MM-dd), inclusive. */
  min?: string;
  /** Latest date (yyyy-MM-dd), inclusive; usually {@link defaultDatePickerMax}. None when absent. */
  max?: string;
  /** The picker's allowed-dates function, if any. */
  isAllowed?: (value: string) => boolean;
};

/**
 * Checks a typed date: returns `value` when it is a real yyyy-MM-dd date within [min, max] that
 * `isAllowed` accepts, else null — the caller then clears the field.
 */
export function acceptTypedDate(
  value: string,
  { min = DATE_PICKER_MIN, max, isAllowed = () => true }: AcceptTypedDateOptions = {},
): string | null {
  const date = value.trim();
  if (!isRealDate(date) || date < min) return null;
  if (max !== undefined && date > max) return null;
  return isAllowed(date) ? date : null;
}
