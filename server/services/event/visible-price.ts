import { can } from '../../../shared/access/capabilities';
import type { RoleHolder } from '../../../shared/access/has-role';
import type { EventPrice } from '../../../shared/model/event';

/** The price columns of a service. */
export interface PriceColumns {
  memberPrice: number | null;
  totalPrice: number | null;
}

/** The price columns of one day, for services booked by the day. */
export interface DayPriceColumns {
  singlePrice: number | null;
  singleReducedPrice: number | null;
}

/**
 * The prices a caller may see: `price.member` and `price.total` of the capability map (spec 002
 * §6, with CUSTOMER and ANONYMOUS seeing the total price): the others are left out, not nulled, so "no such price" stays distinguishable. With
 * `day` (a service booked by the day), the day prices follow the same roles: the single price
 * as the total price, the reduced one as the member price.
 */
export function visiblePrice(
  caller: RoleHolder,
  prices: PriceColumns,
  day: DayPriceColumns | null = null,
): EventPrice {
  const member = can(caller, 'price.member');
  const total = can(caller, 'price.total');
  return {
    ...(member ? { memberPrice: prices.memberPrice } : {}),
    ...(total ? { totalPrice: prices.totalPrice } : {}),
    ...(day && total ? { singlePrice: day.singlePrice } : {}),
    ...(day && member ? { singleReducedPrice: day.singleReducedPrice } : {}),
  };
}
