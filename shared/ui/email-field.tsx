import { MAX_TEXT } from '../model/limits';
import { TextField } from './text-field';
import type { TextFieldProps } from './text-field';

/** Props of {@link EmailField}: those of a {@link TextField}. */
export type EmailFieldProps = TextFieldProps;

/**
 * A text field for an e-mail address (spec 000 §2, §5): the e-mail keyboard on phones, the
 * browser's address autofill, no spell check or auto-capital on the local part, and a counter of
 * 255. Validation stays with the form (`emailSchema` of shared/rules); every prop can be
 * overridden, e.g. `autoComplete="off"` when an admin types someone else's address.
 */
export function EmailField({ counter = MAX_TEXT, ...props }: EmailFieldProps) {
  return (
    <TextField
      type="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      counter={counter}
      {...props}
    />
  );
}
