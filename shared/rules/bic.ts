import { isValidBIC } from 'ibantools';
import * as v from 'valibot';

/** Six letters (bank and country), two alphanumerics (location), an optional three (branch). */
export const BIC_PATTERN = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

/** The message of the BIC rule; the spec has one message for every way a BIC can be wrong. */
export const BIC_KEY = '!.rules.bic-rule';

/** The BIC rule of spec 000 §5: trimmed, required, at most 11 characters, {@link BIC_PATTERN}. */
export const bicSchema = v.pipe(
  v.string(BIC_KEY),
  v.trim(),
  v.nonEmpty(BIC_KEY),
  v.maxLength(11, BIC_KEY),
  v.regex(BIC_PATTERN, BIC_KEY),
);

/** Whether `value` has the BIC shape and a known country code (ibantools). */
export function isValidBic(value: string): boolean {
  const bic = value.trim();
  return BIC_PATTERN.test(bic) && isValidBIC(bic);
}
