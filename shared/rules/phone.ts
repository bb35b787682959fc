import * as v from 'valibot';

/** Optional leading +, then 6 to 15 digits (spec 000 §5). */
export const PHONE_PATTERN = /^\+?\d{6,15}$/;

/** The message of the phone rule. */
export const PHONE_KEY = '!.rules.phone';

/** Keys that move the caret or delete; they never insert a character, so they always pass. */
const EDITING_KEYS = new Set([
  'Backspace',
  'Delete',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Tab',
  'Home',
  'End',
  // Not in spec 001 §5, but blocking it would stop Enter from submitting the form.
  'Enter',
]);

/** Options of {@link phoneSchema}. */
export type PhoneSchemaOptions = {
  /** Whether an empty phone number is an error (also `!.rules.phone`). */
  required?: boolean;
};

/** A phone number: trimmed; empty passes unless `required`; else {@link PHONE_PATTERN}. */
/* @__NO_SIDE_EFFECTS__ */ export function phoneSchema({
  required = false,
}: PhoneSchemaOptions = {}) {
  return v.pipe(
    v.string(PHONE_KEY),
    v.trim(),
    v.check((value) => (value === '' ? !required : PHONE_PATTERN.test(value)), PHONE_KEY),
  );
}

/**
 * The keystroke filter of spec 001 §5 for a `keydown` event's `key`: digits anywhere, '+' only
 * at the start (and only when the value does not start with one already), editing keys always.
 * Keys pressed with Ctrl or Meta (copy, paste, undo) are the caller's to let through.
 */
export function isAllowedPhoneKey(key: string, caretPosition: number, value = ''): boolean {
  if (EDITING_KEYS.has(key)) return true;
  if (/^\d$/.test(key)) return true;
  return key === '+' && caretPosition === 0 && !value.startsWith('+');
}

/** Cleans pasted text: keeps a leading '+' and the digits, drops spaces, dashes, brackets etc. */
export function sanitizePhoneInput(value: string): string {
  const trimmed = value.trim();
  const plus = trimmed.startsWith('+') ? '+' : '';
  return plus + trimmed.replace(/\D/g, '');
}
