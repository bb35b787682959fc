import { describe, expect, it } from 'vitest';
import { checkPayment } from './check-payment';

describe('checkPayment', () => {
  it('answers IBAN and BIC normalised when valid', () => {
    expect(checkPayment({ iban: 'de89 3704 0044 0532 0130 00', bic: ' cobadeffxxx ' })).toEqual({
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
    });
  });

  it('answers an empty value for a wrong checksum, a wrong BIC shape or country', () => {
    expect(checkPayment({ iban: 'DE88370400440532013000', bic: 'COBADEFF' })).toEqual({
      iban: '',
      bic: 'COBADEFF',
    });
    expect(checkPayment({ iban: 'DE89370400440532013000', bic: 'COBA1EFF' }).bic).toBe('');
    expect(checkPayment({ iban: 'DE89370400440532013000', bic: 'COBAQQFF' }).bic).toBe('');
    expect(checkPayment({ iban: '', bic: '' })).toEqual({ iban: '', bic: '' });
  });
});
