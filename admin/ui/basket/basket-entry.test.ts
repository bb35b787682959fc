import { describe, expect, it } from 'vitest';
import { basketAddMessage, toBasketEntry, type BasketCandidate } from './basket-entry';

const ida: BasketCandidate = {
  id: 3,
  type: 'CUSTOMER',
  givenName: 'Ida',
  familyName: 'Berg',
  email: ' ida@example.de ',
};
const max: BasketCandidate = {
  id: 4,
  type: 'PERSON',
  givenName: 'Max',
  familyName: 'Ohne',
  email: null,
};

describe('toBasketEntry', () => {
  it('names the entry family, given and trims the e-mail', () => {
    expect(toBasketEntry(ida)).toEqual({
      id: 3,
      type: 'CUSTOMER',
      name: 'Berg, Ida',
      email: 'ida@example.de',
    });
  });
  it('leaves out a record without an e-mail address', () => {
    expect(toBasketEntry(max)).toBeNull();
    expect(toBasketEntry({ ...max, email: '  ' })).toBeNull();
  });
});

describe('basketAddMessage', () => {
  const entry = toBasketEntry(ida)!;
  it('reports success with the number added', () => {
    expect(basketAddMessage({ added: [entry], alreadyIn: [] }, [])).toEqual({
      key: 'basket.successfully-added',
      kind: 'success',
      values: { count: 1 },
    });
  });
  it('names the duplicates first', () => {
    expect(basketAddMessage({ added: [], alreadyIn: [entry] }, [max])).toMatchObject({
      key: 'basket.already-in',
      values: { names: 'Berg, Ida', added: 0 },
    });
  });
  it('names those without an e-mail address', () => {
    expect(basketAddMessage({ added: [entry], alreadyIn: [] }, [max])).toMatchObject({
      key: 'basket.withoutEmail',
      values: { names: 'Ohne, Max', added: 1 },
    });
  });
});
