/** German banks for demo accounts: bank code (BLZ), BIC and name. */
export const DEMO_BANKS = [
  { code: '37040044', bic: 'COBADEFFXXX', name: 'Commerzbank' },
  { code: '50010517', bic: 'INGDDEFFXXX', name: 'ING-DiBa' },
  { code: '70150000', bic: 'SSKMDEMMXXX', name: 'Stadtsparkasse München' },
  { code: '10020890', bic: 'HYVEDEMM488', name: 'UniCredit Bank - HypoVereinsbank' },
  { code: '12030000', bic: 'BYLADEM1001', name: 'Deutsche Kreditbank Berlin' },
  { code: '43060967', bic: 'GENODEM1GLS', name: 'GLS Gemeinschaftsbank' },
  { code: '70020270', bic: 'HYVEDEMMXXX', name: 'UniCredit Bank - HypoVereinsbank' },
  { code: '76050101', bic: 'SSKNDE77XXX', name: 'Sparkasse Nürnberg' },
] as const;

/** The remainder of a long digit string modulo 97, computed in chunks to stay within doubles. */
function mod97(digits: string): number {
  let remainder = 0;
  for (let i = 0; i < digits.length; i += 7) {
    remainder = Number(String(remainder) + digits.slice(i, i + 7)) % 97;
  }
  return remainder;
}

/** Letters become numbers (A=10 … Z=35), as ISO 13616 prescribes for the check. */
const toDigits = (text: string) =>
  [...text].map((char) => (/[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char)).join('');

/** A German IBAN with correct check digits for a bank code and a 10-digit account number. */
export function germanIban(bankCode: string, accountNumber: string): string {
  const bban = bankCode + accountNumber.padStart(10, '0');
  const check = 98 - mod97(toDigits(`${bban}DE00`));
  return `DE${String(check).padStart(2, '0')}${bban}`;
}

/** Whether an IBAN's check digits are right (mod 97 = 1). */
export function isValidIban(iban: string): boolean {
  const compact = iban.replace(/\s/g, '');
  return mod97(toDigits(compact.slice(4) + compact.slice(0, 4))) === 1;
}
