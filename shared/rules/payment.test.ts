import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { paymentDialogSchema, paymentSchema } from './payment';
import { issuesOf } from './test-support';

const payment = { iban: 'DE89 3704 0044 0532 0130 00', bic: 'DEUTDEFF', bankName: 'Deutsche Bank' };
const address = { street: 'Hauptstr. 1', zip: '10115', city: 'Berlin', country: 'DE' };

describe('paymentSchema', () => {
  it('accepts good bank details and strips the IBAN spaces', () => {
    expect(v.parse(paymentSchema, payment).iban).toBe('DE89370400440532013000');
  });

  it('requires the bank name', () => {
    expect(issuesOf(paymentSchema, { ...payment, bankName: ' ' })).toEqual([
      'bankName: !.rules.bank-name',
    ]);
    expect(issuesOf(paymentSchema, { ...payment, bankName: 'a'.repeat(256) })).toEqual([
      'bankName: !.rules.max-characters',
    ]);
  });
});

describe('paymentDialogSchema', () => {
  it('needs the SEPA mandate ticked', () => {
    expect(issuesOf(paymentDialogSchema, { address, payment, hasAgreedSepa: true })).toEqual([]);
    expect(issuesOf(paymentDialogSchema, { address, payment, hasAgreedSepa: false })).toEqual([
      'hasAgreedSepa: !.rules.sepa-mandate',
    ]);
  });

  it('reports the fields of both parts', () => {
    expect(
      issuesOf(paymentDialogSchema, {
        address: { ...address, city: '' },
        payment: { ...payment, bic: 'DEUTDEFF5' },
        hasAgreedSepa: true,
      }),
    ).toEqual(['address.city: !.rules.city', 'payment.bic: !.rules.bic-rule']);
  });
});
