import * as v from 'valibot';
import { MAX_TEXT } from '../model/limits';
import { trimmedText } from '../model/storable';
import type { MessageId } from '../model/message-ids';

export { MAX_TEXT };

/** The message of every "too long" rule (spec 000 §5). */
export const MAX_CHARACTERS_KEY = '!.rules.max-characters';

/** Options of {@link textSchema}. */
export type TextSchemaOptions = {
  /** Whether an empty (or blank) text is an error. */
  required?: boolean;
  /** The message key when a required text is empty. */
  messageKey?: MessageId;
};

/**
 * A free text field: trimmed, at most {@link MAX_TEXT} characters, only characters the
 * database can store. Empty is allowed unless `required`, in which case the empty text reports
 * `messageKey`.
 */
/* @__NO_SIDE_EFFECTS__ */ export function textSchema({
  required = false,
  messageKey = MAX_CHARACTERS_KEY,
}: TextSchemaOptions = {}) {
  return v.pipe(
    trimmedText(MAX_TEXT),
    v.check((value) => !required || value.length > 0, messageKey),
  );
}
