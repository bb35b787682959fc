import { describe, expect, it } from 'vitest';
import { bookingPrice, calculatePrice, priceLabelOf, type PricedService } from './price';

const eca: PricedService = {
  businessArea: 'ECA',
  startDate: '2026-09-14',
  endDate: '2027-06-25',
  memberPrice: 40,
  totalPrice: 45,
  singlePrice: null,
  singleReducedPrice: null,
};
const camp: PricedService = {
  ...eca,
  businessArea: 'HOLIDAY_CAMP',
  startDate: '2026-10-19',
  endDate: '2026-10-23',
  memberPrice: 180,
  totalPrice: 195,
  singlePrice: 45,
  singleReducedPrice: 40,
};

describe('priceLabelOf', () => {
  it('labels camps, one-day services and the rest as spec 001 §9 says', () => {
    expect(priceLabelOf(camp)).toBe('booking.price.servicePrice');
    expect(priceLabelOf({ ...eca, endDate: eca.startDate })).toBe('booking.price.oneTimeCost');
    expect(priceLabelOf(eca)).toBe('booking.price.monthlyCost');
  });
});

describe('calculatePrice', () => {
  it('charges the total price, or the member price to members', () => {
    expect(calculatePrice(eca)).toEqual({ amount: 45, labelKey: 'booking.price.monthlyCost' });
    expect(calculatePrice(eca, { member: true }).amount).toBe(40);
    expect(calculatePrice({ ...eca, memberPrice: null }, { member: true }).amount).toBe(45);
  });

  it('charges single days at the single price times the days', () => {
    expect(calculatePrice(camp, { singleDay: true, days: 3 })).toEqual({
      amount: 135,
      labelKey: 'booking.price.servicePrice',
    });
    expect(calculatePrice(camp, { singleDay: true, days: 3, member: true }).amount).toBe(120);
    expect(calculatePrice(camp).amount).toBe(195);
  });

  it("charges a bus stop's price when a stop is named", () => {
    const stop = { memberPrice: 50.5, totalPrice: 60.25 };
    expect(calculatePrice(eca, { stop }).amount).toBe(60.25);
    expect(calculatePrice(eca, { stop, member: true }).amount).toBe(50.5);
  });

  it('counts a missing price as 0 and rounds to cents', () => {
    expect(calculatePrice({ ...eca, totalPrice: null }).amount).toBe(0);
    expect(calculatePrice({ ...camp, singlePrice: 10.005 }, { singleDay: true }).amount).toBe(
      10.01,
    );
  });
});

describe('bookingPrice', () => {
  const monday = { dayOfWeek: 'MONDAY' as const };
  const tuesday = { dayOfWeek: 'TUESDAY' as const };

  it("charges a bus its stop's price whatever the weekdays", () => {
    const bus = {
      ...eca,
      businessArea: 'SCHOOL_BUS' as const,
      memberPrice: null,
      totalPrice: null,
    };
    const stop = { memberPrice: 45, totalPrice: 50 };
    expect(bookingPrice(bus, { member: false, stop, chosen: [monday], partial: true }).amount).toBe(
      50,
    );
    expect(bookingPrice(bus, { member: true, stop, chosen: [monday], partial: true }).amount).toBe(
      45,
    );
  });

  it('charges a whole camp its price and single days per day', () => {
    expect(
      bookingPrice(camp, { member: false, chosen: [monday, tuesday], partial: false }).amount,
    ).toBe(195);
    expect(
      bookingPrice(camp, { member: false, chosen: [monday, tuesday], partial: true }).amount,
    ).toBe(90);
    expect(bookingPrice(camp, { member: true, chosen: [monday], partial: true }).amount).toBe(40);
  });

  it('charges childminding per weekday for a month, members the reduced day price', () => {
    const childminding = {
      ...camp,
      businessArea: 'CHILDMINDING' as const,
      startDate: '2026-09-14',
      endDate: '2027-06-25',
      singlePrice: 14,
      singleReducedPrice: 10,
    };
    expect(
      bookingPrice(childminding, { member: false, chosen: [monday, tuesday], partial: true }),
    ).toEqual({
      amount: 112,
      labelKey: 'booking.price.monthlyCost',
    });
    expect(
      bookingPrice(childminding, { member: true, chosen: [monday], partial: true }).amount,
    ).toBe(40);
  });

  it('charges other services their member or total price', () => {
    expect(bookingPrice(eca, { member: true, chosen: [monday], partial: false }).amount).toBe(40);
  });
});
