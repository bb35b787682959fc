import * as v from 'valibot';
import { MAX_BASKET_BATCH } from '../model/basket';
import { BASKET_ENTRY_TYPES } from '../model/enums';
import { MAX_TEXT } from '../model/limits';
import { int4Schema, storableCharacters } from '../model/storable';
import { EMAIL_PATTERN } from './email';

/** Message keys of the basket's rules (spec 001 §5 "Basket", §8). */
export const BASKET_KEYS = {
  id: 'basket.rules.id',
  type: 'basket.rules.type',
  name: 'basket.rules.name',
  email: 'basket.rules.email',
  unknown: 'basket.rules.unknown',
  entries: 'basket.rules.entries',
} as const;

/**
 * A required text of an entry: trimmed, not empty, storable, at most 255 characters. A missing
 * key becomes '' (the default), so it reports this rule's message rather than the object's.
 */
const requiredText = (message: (typeof BASKET_KEYS)[keyof typeof BASKET_KEYS]) =>
  v.optional(
    v.pipe(
      v.string(message),
      storableCharacters(),
      v.trim(),
      v.minLength(1, message),
      v.maxLength(MAX_TEXT, '!.rules.max-characters'),
    ),
    '',
  );

/**
 * One entry to add: id, type, name and e-mail all required (an entry without one is refused
 * with a field issue on it); the e-mail must look like one, since the composer writes to it.
 */
export const basketEntrySchema = v.object({
  id: v.pipe(
    v.optional(v.unknown(), null),
    v.check((id) => id !== null, BASKET_KEYS.id),
    v.transform((id) => id as number),
    int4Schema(1, BASKET_KEYS.id),
  ),
  type: v.pipe(
    v.optional(v.string(BASKET_KEYS.type), ''),
    v.picklist(BASKET_ENTRY_TYPES, BASKET_KEYS.type),
  ),
  name: requiredText(BASKET_KEYS.name),
  // The pattern needs characters, so an empty e-mail fails it once, with the same message.
  email: v.optional(
    v.pipe(
      v.string(BASKET_KEYS.email),
      storableCharacters(),
      v.trim(),
      v.maxLength(MAX_TEXT, '!.rules.max-characters'),
      v.regex(EMAIL_PATTERN, BASKET_KEYS.email),
    ),
    '',
  ),
});

/** A bulk add: 1 to {@link MAX_BASKET_BATCH} entries (issues at `entries.<index>.<field>`). */
export const basketEntriesSchema = v.object({
  entries: v.pipe(
    v.array(basketEntrySchema, BASKET_KEYS.entries),
    v.minLength(1, BASKET_KEYS.entries),
    v.maxLength(MAX_BASKET_BATCH, BASKET_KEYS.entries),
  ),
});

/** `DELETE /api/basket/{type}/{id}`: the entry's type and id as path text. */
export const basketKeyParams = v.object({
  type: v.picklist(BASKET_ENTRY_TYPES, BASKET_KEYS.type),
  id: v.pipe(
    v.string(BASKET_KEYS.id),
    v.regex(/^\d{1,10}$/, BASKET_KEYS.id),
    v.transform(Number),
    int4Schema(1, BASKET_KEYS.id),
  ),
});
