import * as v from 'valibot';
import { MAX_TEXT } from '../model/limits';
import { storableCharacters } from '../model/storable';
import { MAX_CHARACTERS_KEY } from './text';

/**
 * The shape of spec 000 §5: something, an @, a domain and a 2–4 letter ending. Deliberately
 * simple — the mail server is the real judge; this only catches typing mistakes.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/;

/** Options of {@link emailSchema}. */
export type EmailSchemaOptions = {
  /** Whether an empty e-mail is an error (`shared.rules.email`). */
  required?: boolean;
};

/**
 * An e-mail address: trimmed; required → `shared.rules.email`; at most 255 characters →
 * `!.rules.max-characters`; the shape local@domain.tld → `shared.rules.email-content`.
 * When not required an empty value passes.
 */
/* @__NO_SIDE_EFFECTS__ */ export function emailSchema({
  required = true,
}: EmailSchemaOptions = {}) {
  return v.pipe(
    v.string('shared.rules.email'),
    storableCharacters(),
    v.trim(),
    v.check((value) => !required || value.length > 0, 'shared.rules.email'),
    v.maxLength(MAX_TEXT, MAX_CHARACTERS_KEY),
    v.check((value) => value === '' || EMAIL_PATTERN.test(value), 'shared.rules.email-content'),
  );
}
