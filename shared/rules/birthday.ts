import * as v from 'valibot';

/** The message of the birthday rule. */
export const BIRTHDAY_KEY = '!.rules.birthdayValid';

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Whether `year` has a 29 February (Gregorian rules). */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Whether `value` is a date in the form yyyy-MM-dd that exists in the calendar. */
export function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (month < 1 || month > 12 || day < 1) return false;
  const lastDay = month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]!;
  return day <= lastDay;
}

/** Options of {@link birthdaySchema}. */
export type BirthdaySchemaOptions = {
  /** Today as yyyy-MM-dd, in the portal's time zone; later dates are refused. */
  today: string;
};

/** A birthday: empty passes; otherwise a real yyyy-MM-dd date not after `today`. */
export function birthdaySchema({ today }: BirthdaySchemaOptions) {
  return v.pipe(
    v.string(BIRTHDAY_KEY),
    v.trim(),
    // yyyy-MM-dd strings order like the dates they name, so a string comparison suffices.
    v.check((value) => value === '' || (isRealDate(value) && value <= today), BIRTHDAY_KEY),
  );
}
