import { describe, expect, it } from 'vitest';
import { bicSchema, isValidBic } from './bic';
import { firstMessage } from './test-support';

describe('bicSchema', () => {
  it.each(['DEUTDEFF', 'DEUTDEFF500', 'COBADEFFXXX', 'BYLADEM1001'])('accepts %s', (bic) =>
    expect(firstMessage(bicSchema, bic)).toBeNull(),
  );

  it.each(['', 'DEUTDEFF5', 'DEUTDEF', 'DEUTDEFF5001', 'deutdeff', 'DEU1DEFF', 'DEUT DEFF'])(
    'refuses %j',
    (bic) => expect(firstMessage(bicSchema, bic)).toBe('!.rules.bic-rule'),
  );
});

describe('isValidBic', () => {
  it('checks the shape and the country', () => {
    expect(isValidBic('DEUTDEFF')).toBe(true);
    expect(isValidBic('DEUTDEFF500')).toBe(true);
    expect(isValidBic('DEUTDEFF5')).toBe(false);
    expect(isValidBic('DEUTQQFF')).toBe(false);
  });
});
