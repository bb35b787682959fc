import { priceLabelOf, type PriceCalculation } from '../../../../shared/model/booking';
import type { BusinessArea } from '../../../../shared/model/enums';

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
