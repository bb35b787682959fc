import type { ChangeEvent, KeyboardEvent } from 'react';
import { isAllowedPhoneKey, sanitizePhoneInput } from '../rules/phone';
import { TextField } from './text-field';
import type { TextFieldProps } from './text-field';

/** Props of {@link PhoneField}: a {@link TextField} plus the cleaned value. */
export type PhoneFieldProps = TextFieldProps & {
  /** Gets the value after every change, cleaned: an optional leading '+' and digits only. */
  onValueChange?: (value: string) => void;
};

/**
 * Whether a key press would type a character. Named keys (Backspace, arrows, Tab, Escape, F5,
 * Shift…) type none and pass, so the filter never breaks dialogs or browser shortcuts; neither
 * do combinations with Ctrl, Meta or Alt (copy, paste, undo). Mobile keyboards send
 * "Unidentified": the change guard cleans what they type.
 */
function typesCharacter(event: KeyboardEvent<HTMLInputElement>): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  return [...event.key].length === 1;
}

/**
 * A text field for a phone number (spec 000 §5, 001 §5): the phone keypad and autofill, and a
 * keystroke filter that lets through digits and '+' as first character only. Text that arrives
 * otherwise (paste, drop, autofill, mobile keyboards, dictation) is cleaned the same way on
 * change, in place and with the caret kept where the text went in, so the value `onChange` and
 * `onValueChange` see never holds letters. The caller's `onKeyDown` runs first and may prevent
 * the filter; its `onPaste` and other handlers pass through untouched.
 */
export function PhoneField({ onKeyDown, onChange, onValueChange, ...props }: PhoneFieldProps) {
  const filterKey = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || !typesCharacter(event)) return;
    const input = event.currentTarget;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    // The key replaces the selection, so a '+' may take the place of a selected leading '+'.
    const remaining = input.value.slice(0, start) + input.value.slice(end);
    if (!isAllowedPhoneKey(event.key, start, remaining)) event.preventDefault();
  };

  const cleanChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const raw = input.value;
    const clean = sanitizePhoneInput(raw);
    if (clean !== raw) {
      // Cleaning happens before the next paint, so the stray characters never show.
      const caret = sanitizePhoneInput(raw.slice(0, input.selectionEnd ?? raw.length)).length;
      input.value = clean;
      input.setSelectionRange(caret, caret);
    }
    onChange?.(event);
    onValueChange?.(clean);
  };

  return (
    <TextField
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      {...props}
      onKeyDown={filterKey}
      onChange={cleanChange}
    />
  );
}
