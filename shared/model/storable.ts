import * as v from 'valibot';
import { MAX_TEXT } from './limits';
import type { MessageId } from './message-ids';

/**
 * What the database can hold (PostgreSQL and PGlite alike), as the building blocks every
 * request schema is made of: a value outside these bounds answers 400 with a field issue
 * instead of failing in the database with a 500.
 */

/** The largest `integer` (int4), the type of every id, version and count. */
export const MAX_INT4 = 2_147_483_647;
/** The first and last day a date field accepts: far enough for birthdays and school years. */
export const MIN_DATE = '1900-01-01';
export const MAX_DATE = '2100-12-31';

/** Message keys of these rules. */
export const STORABLE_KEYS = {
  invalidCharacters: 'shared.rules.invalid-characters',
  date: 'shared.rules.date',
  invalidInput: 'error.invalidInput',
} as const;

/**
 * NUL, which PostgreSQL's text cannot store, and UTF-16 halves without their partner (a lone
 * surrogate), which UTF-8 cannot encode and would be stored changed.
 */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether the database stores `text` exactly as given. */
export const isStorableText = (text: string) => !UNSTORABLE.test(text);

/** The check that a text holds only characters the database stores as given. */
/* @__NO_SIDE_EFFECTS__ */ export const storableCharacters = () =>
  v.check<string, string>(isStorableText, STORABLE_KEYS.invalidCharacters);

/**
 * A string the database can store: no NUL, no lone surrogate (`shared.rules.invalid-characters`)
 * and at most `maxLength` characters (`!.rules.max-characters`); `message` is the answer to a
 * value that is no string at all. Every text of a request schema starts with it.
 */
/* @__NO_SIDE_EFFECTS__ */ export const storableString = (
  message: MessageId = STORABLE_KEYS.invalidInput,
  maxLength = MAX_TEXT,
) =>
  v.pipe(v.string(message), storableCharacters(), v.maxLength(maxLength, '!.rules.max-characters'));

/**
 * A free text as forms send it: trimmed, only storable characters, at most `maxLength`
 * characters after trimming.
 */
/* @__NO_SIDE_EFFECTS__ */ export const trimmedText = (maxLength = MAX_TEXT) =>
  v.pipe(
    v.string(STORABLE_KEYS.invalidInput),
    storableCharacters(),
    v.trim(),
    v.maxLength(maxLength, '!.rules.max-characters'),
  );

/** A whole number the database's `integer` holds, from `min`. */
export const int4Schema = (min: number, message: MessageId = STORABLE_KEYS.invalidInput) =>
  v.pipe(
    v.number(message),
    v.integer(message),
    v.minValue(min, message),
    v.maxValue(MAX_INT4, message),
  );

/** A record id in a JSON body: 1 to {@link MAX_INT4}. */
export const idSchema = int4Schema(1);
/** A record's version for optimistic locking: 0 to {@link MAX_INT4}. */
export const versionSchema = int4Schema(0);

/** A record id as a path or query string: digits only, 1 to {@link MAX_INT4}. */
export const idTextSchema = v.pipe(
  v.string(STORABLE_KEYS.invalidInput),
  v.regex(/^\d{1,10}$/, STORABLE_KEYS.invalidInput),
  v.transform(Number),
  v.minValue(1, STORABLE_KEYS.invalidInput),
  v.maxValue(MAX_INT4, STORABLE_KEYS.invalidInput),
);

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

/** Whether `value` is a real yyyy-MM-dd date from {@link MIN_DATE} to {@link MAX_DATE}. */
export const isStorableDate = (value: string) =>
  isRealDate(value) && value >= MIN_DATE && value <= MAX_DATE;

/** A date field: a real yyyy-MM-dd date from 1900 to 2100 (`message`, `shared.rules.date` by default). */
/* @__NO_SIDE_EFFECTS__ */ export const dateSchema = (message: MessageId = STORABLE_KEYS.date) =>
  v.pipe(v.string(message), v.check(isStorableDate, message));

/** The `:id` path parameter of a record (`/api/person/:id{[0-9]+}`). */
export const idParamSchema = v.object({ id: idTextSchema });
