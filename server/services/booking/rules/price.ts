import { priceLabelOf, type PriceCalculation } from '../../../../shared/model/booking';
import type { BusinessArea, Weekday } from '../../../../shared/model/enums';

/** The price columns and dates of a service. */
export interface PricedService {
  businessArea: BusinessArea;
  startDate: string | null;
  endDate: string | null;
  memberPrice: number | null;
  totalPrice: number | null;
  singlePrice: number | null;
  singleReducedPrice: number | null;
}

/** The prices of a bus stop on a line. */
export interface StopPrice {
  memberPrice: number | null;
  totalPrice: number | null;
}

/** Options of {@link calculatePrice}. */
export interface PriceOptions {
  /** The paying customer is a member of the parents' association. */
  member?: boolean;
  /** Single days are booked (a camp's or childminding's days) instead of the whole service. */
  singleDay?: boolean;
  /** How many single days (slots) are booked. */
  days?: number;
  /** The stop a bus booking gets on or off at; its prices replace the service's. */
  stop?: StopPrice | null;
}

export { priceLabelOf };

const cents = (amount: number) => Math.round(amount * 100) / 100;
/** The member's price where there is one, otherwise the full one. */
const pick = (member: boolean, memberPrice: number | null, fullPrice: number | null) =>
  (member && memberPrice !== null ? memberPrice : fullPrice) ?? 0;

/**
 * What a booking costs, in euro: a bus stop's price when a stop is named; single days at the
 * single price (members: the reduced single price) times the days; otherwise the member or
 * total price of the service. A missing price counts as 0.
 */
export function calculatePrice(
  service: PricedService,
  { member = false, singleDay = false, days = 1, stop = null }: PriceOptions = {},
): PriceCalculation {
  const labelKey = priceLabelOf(service);
  if (stop) return { amount: cents(pick(member, stop.memberPrice, stop.totalPrice)), labelKey };
  if (singleDay) {
    const perDay = pick(member, service.singleReducedPrice, service.singlePrice);
    return { amount: cents(perDay * Math.max(1, days)), labelKey };
  }
  return { amount: cents(pick(member, service.memberPrice, service.totalPrice)), labelKey };
}

/**
 * Weeks a month is charged for when childminding is priced per weekday (a month has four
 * school weeks on average once the breaks are taken out; the demo data prices it so too).
 */
export const WEEKS_PER_MONTH = 4;

/** What a booking takes of a service, for {@link bookingPrice}. */
export interface BookedPart {
  member: boolean;
  /** The bus stop (its prices), for a bus. */
  stop?: StopPrice | null;
  /** The weekdays of the slots taken. */
  chosen: readonly { dayOfWeek: Weekday }[];
  /** The booking takes some of the service's slots only. */
  partial: boolean;
}

/**
 * The price a booking stores and calculate-price shows, by area: a bus its stop's price (the
 * weekdays do not change it); a camp its price, or the single price per chosen day when only
 * some days are taken; childminding the day price (members: reduced) per weekday taken times
 * WEEKS_PER_MONTH, a monthly cost (its member and total prices are hidden, spec 002 §5);
 * everything else the member or total price.
 */
export function bookingPrice(
  service: PricedService,
  { member, stop = null, chosen, partial }: BookedPart,
): PriceCalculation {
  switch (service.businessArea) {
    case 'SCHOOL_BUS':
      return calculatePrice(service, { member, stop });
    case 'HOLIDAY_CAMP':
      return calculatePrice(service, { member, singleDay: partial, days: chosen.length });
    case 'CHILDMINDING': {
      const weekdays = new Set(chosen.map((slot) => slot.dayOfWeek)).size;
      const perDay = pick(member, service.singleReducedPrice, service.singlePrice);
      return {
        amount: cents(perDay * weekdays * WEEKS_PER_MONTH),
        labelKey: priceLabelOf(service),
      };
    }
    default:
      return calculatePrice(service, { member });
  }
}
