/** A SEPA creditor identifier: country, check digits, business code, national identifier. */
export const CREDITOR_ID_PATTERN = /^[A-Z]{2}[0-9]{2}[A-Z0-9]{3}[A-Z0-9]{1,28}$/;

/** The message of the creditor identifier rule (the configuration's `sepaCreditorId`). */
export const CREDITOR_ID_KEY = 'shared.rules.creditor-id';

/** Letters become numbers (A=10 … Z=35), as ISO 7064 MOD 97-10 counts them. */
const toDigits = (text: string) =>
  [...text].map((char) => (/[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char)).join('');

/** The remainder modulo 97 of a long digit string, in chunks that stay within doubles. */
function mod97(digits: string): number {
  let remainder = 0;
  for (let i = 0; i < digits.length; i += 7) {
    remainder = Number(String(remainder) + digits.slice(i, i + 7)) % 97;
  }
  return remainder;
}

/**
 * Whether `value` is a SEPA creditor identifier with correct check digits (EPC262-08: ISO 7064
 * MOD 97-10 over the national identifier, the country and the check digits, the business code
 * left out), such as the German test identifier `DE98ZZZ09999999999`. Germany's are 18 long.
 */
export function isValidCreditorId(value: string): boolean {
  if (!CREDITOR_ID_PATTERN.test(value) || value.length > 35) return false;
  if (value.startsWith('DE') && value.length !== 18) return false;
  return mod97(toDigits(value.slice(7) + value.slice(0, 4))) === 1;
}
