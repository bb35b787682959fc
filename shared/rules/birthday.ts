import * as v from 'valibot';
import { isLeapYear, isRealDate, isStorableDate } from '../model/storable';

export { isLeapYear, isRealDate };

/** The message of the birthday rule. */
export const BIRTHDAY_KEY = '!.rules.birthdayValid';

/** Options of {@link birthdaySchema}. */
export type BirthdaySchemaOptions = {
  /** Today as yyyy-MM-dd, in the portal's time zone; later dates are refused. */
  today: string;
};

/**
 * A birthday: empty passes; otherwise a real yyyy-MM-dd date not after `today` and not
 * before 1900 (the database's range of dates, and no one alive was born earlier).
 */
/* @__NO_SIDE_EFFECTS__ */ export function birthdaySchema({ today }: BirthdaySchemaOptions) {
  return v.pipe(
    v.string(BIRTHDAY_KEY),
    v.trim(),
    // yyyy-MM-dd strings order like the dates they name, so a string comparison suffices.
    v.check((value) => value === '' || (isStorableDate(value) && value <= today), BIRTHDAY_KEY),
  );
}
