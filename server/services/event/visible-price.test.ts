import { describe, expect, it } from 'vitest';
import { visiblePrice } from './visible-price';

const prices = { memberPrice: 40, totalPrice: 45 };

describe('visiblePrice', () => {
  it('shows a signed-out visitor and a customer the total price only', () => {
    expect(visiblePrice(null, prices)).toEqual({ totalPrice: 45 });
    expect(visiblePrice({ roles: ['CUSTOMER'] }, prices)).toEqual({ totalPrice: 45 });
  });

  it('shows a member the member price, and the total price through the USER role', () => {
    expect(visiblePrice({ roles: ['MEMBER'] }, prices)).toEqual({ memberPrice: 40 });
    expect(visiblePrice({ roles: ['MEMBER', 'USER'] }, prices)).toEqual(prices);
  });

  it('shows admins both, and an external provider neither', () => {
    expect(visiblePrice({ roles: ['ADMIN'] }, prices)).toEqual(prices);
    expect(visiblePrice({ roles: ['EXT_PROVIDER'] }, prices)).toEqual({});
  });

  it('keeps a missing price as null where the role may see it', () => {
    expect(visiblePrice(null, { memberPrice: null, totalPrice: null })).toEqual({
      totalPrice: null,
    });
  });
});

describe('visiblePrice of a service booked by the day', () => {
  const day = { singlePrice: 45, singleReducedPrice: 40 };

  it('shows the single price with the total price and the reduced one with the member price', () => {
    expect(visiblePrice({ roles: ['CUSTOMER'] }, prices, day)).toEqual({
      totalPrice: 45,
      singlePrice: 45,
    });
    expect(visiblePrice({ roles: ['MEMBER'] }, prices, day)).toEqual({
      memberPrice: 40,
      singleReducedPrice: 40,
    });
    expect(visiblePrice({ roles: ['EXT_PROVIDER'] }, prices, day)).toEqual({});
  });
});
