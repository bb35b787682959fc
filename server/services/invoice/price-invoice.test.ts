import { describe, expect, it } from 'vitest';
import {
  invoiceTotals,
  priceInvoiceLines,
  vatContained,
  type ChargeableBooking,
  type InvoicePricingOptions,
} from './price-invoice';

const ECA = {
  businessArea: 'ECA' as const,
  startDate: '2026-09-01',
  endDate: '2027-06-30',
  memberPrice: 40,
  totalPrice: 50,
  singlePrice: null,
  singleReducedPrice: null,
  vatPercent: 0,
};

const booking = (overrides: Partial<ChargeableBooking> = {}): ChargeableBooking => ({
  bookingId: 1,
  participantId: 10,
  participantName: 'Mia Berg',
  participantBirthday: '2017-03-01',
  serviceName: 'Chess',
  service: ECA,
  startDate: null,
  endDate: null,
  individualPrice: null,
  stop: null,
  chosen: [{ dayOfWeek: 'MONDAY' }],
  partial: false,
  discounts: [],
  ...overrides,
});

const november: InvoicePricingOptions = {
  year: 2026,
  month: 11,
  member: false,
  grantedDiscountIds: new Set(),
  vatPercent: 0,
};

describe('priceInvoiceLines', () => {
  it('charges a monthly cost for each month the booking runs in, at the total price', () => {
    const [line] = priceInvoiceLines([booking()], november);
    expect(line).toMatchObject({
      labelKey: 'booking.price.monthlyCost',
      periodFrom: '2026-11-01',
      periodTo: '2026-11-30',
      baseCents: 5000,
      amountCents: 5000,
      discountName: null,
      vatCents: 0,
    });
    expect(priceInvoiceLines([booking()], { ...november, year: 2027, month: 7 })).toEqual([]);
  });

  it('charges members the member price', () => {
    const [line] = priceInvoiceLines([booking()], { ...november, member: true });
    expect(line!.amountCents).toBe(4000);
  });

  it('charges a booking starting mid-month pro rata by calendar days', () => {
    // 16–30 November: 15 of 30 days of 50.00 €.
    const [line] = priceInvoiceLines([booking({ startDate: '2026-11-16' })], november);
    expect(line).toMatchObject({ periodFrom: '2026-11-16', baseCents: 2500, amountCents: 2500 });
    // 10–31 October: 22 of 31 days of 50.00 € = 35.48 €.
    const [october] = priceInvoiceLines([booking({ startDate: '2026-10-10' })], {
      ...november,
      month: 10,
    });
    expect(october!.baseCents).toBe(3548);
  });

  it('charges a one-time cost in the month of its day only', () => {
    const once = booking({
      service: {
        ...ECA,
        businessArea: 'PARENT_ACTIVITIES',
        startDate: '2026-11-20',
        endDate: '2026-11-20',
      },
    });
    expect(priceInvoiceLines([once], november)[0]).toMatchObject({
      labelKey: 'booking.price.oneTimeCost',
      periodFrom: '2026-11-20',
      amountCents: 5000,
    });
    expect(priceInvoiceLines([once], { ...november, month: 12 })).toEqual([]);
  });

  it("charges a holiday camp's service price once, in the month it starts", () => {
    const camp = booking({
      service: {
        ...ECA,
        businessArea: 'HOLIDAY_CAMP',
        startDate: '2026-10-26',
        endDate: '2026-11-06',
        totalPrice: 180,
        memberPrice: 150,
      },
    });
    expect(priceInvoiceLines([camp], { ...november, month: 10 })[0]).toMatchObject({
      labelKey: 'booking.price.servicePrice',
      periodFrom: '2026-10-26',
      periodTo: '2026-11-06',
      amountCents: 18000,
    });
    expect(priceInvoiceLines([camp], november)).toEqual([]);
  });

  it('takes the individual price over the computed one', () => {
    const [line] = priceInvoiceLines([booking({ individualPrice: 12.34 })], november);
    expect(line!.amountCents).toBe(1234);
  });

  it('gives the sibling discount from the second child on, oldest first, and names it', () => {
    const sibling = { id: 1, name: 'Sibling discount', percent: 10, rule: 'SIBLING' as const };
    const lines = priceInvoiceLines(
      [
        booking({
          bookingId: 2,
          participantId: 11,
          participantName: 'Ben Berg',
          participantBirthday: '2019-05-05',
          discounts: [sibling],
        }),
        booking({ bookingId: 1, discounts: [sibling] }),
      ],
      november,
    );
    expect(
      lines.map((line) => [line.participantName, line.discountName, line.amountCents]),
    ).toEqual([
      ['Mia Berg', null, 5000],
      ['Ben Berg', 'Sibling discount', 4500],
    ]);
  });

  it('applies a granted discount only to families it is granted to, the best one alone', () => {
    const hardship = { id: 3, name: 'Hardship', percent: 50, rule: 'GRANTED' as const };
    const staff = { id: 2, name: 'Staff discount', percent: 20, rule: 'GRANTED' as const };
    const offered = booking({ discounts: [staff, hardship] });
    expect(priceInvoiceLines([offered], november)[0]!.discountCents).toBe(0);
    const [line] = priceInvoiceLines([offered], {
      ...november,
      grantedDiscountIds: new Set([2, 3]),
    });
    expect(line).toMatchObject({
      discountName: 'Hardship',
      discountPercent: 50,
      discountCents: 2500,
      amountCents: 2500,
    });
  });

  it('contains the VAT of the configuration, or of the service when it has its own', () => {
    const [configured] = priceInvoiceLines([booking()], { ...november, vatPercent: 19 });
    // 50.00 € gross at 19 %: 7.98 € VAT.
    expect(configured).toMatchObject({ amountCents: 5000, vatPercent: 19, vatCents: 798 });
    const own = booking({ service: { ...ECA, vatPercent: 7 } });
    expect(priceInvoiceLines([own], { ...november, vatPercent: 19 })[0]).toMatchObject({
      vatPercent: 7,
      vatCents: 327,
    });
  });

  it('prices a bus by its stop and childminding by its weekdays', () => {
    const bus = booking({
      service: { ...ECA, businessArea: 'SCHOOL_BUS' },
      stop: { memberPrice: 30, totalPrice: 35.5 },
    });
    expect(priceInvoiceLines([bus], november)[0]!.amountCents).toBe(3550);
    const minding = booking({
      service: { ...ECA, businessArea: 'CHILDMINDING', singlePrice: 6, singleReducedPrice: 5 },
      chosen: [{ dayOfWeek: 'MONDAY' }, { dayOfWeek: 'THURSDAY' }],
      partial: true,
    });
    // 2 weekdays × 4 weeks × 6.00 €.
    expect(priceInvoiceLines([minding], november)[0]!.amountCents).toBe(4800);
  });
});

describe('totals', () => {
  it('adds the lines in cents', () => {
    const lines = priceInvoiceLines([booking(), booking({ bookingId: 2, individualPrice: 0.1 })], {
      ...november,
      vatPercent: 19,
    });
    expect(invoiceTotals(lines)).toEqual({ totalCents: 5010, vatCents: 798 + 2 });
    expect(vatContained(0, 19)).toBe(0);
  });
});
