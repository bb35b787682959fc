import { hasAnyRole, type RoleHolder } from '../../../shared/access/has-role';
import {
  MEMBER_PRICE_ROLES,
  TOTAL_PRICE_ROLES,
  type EventPrice,
} from '../../../shared/model/event';

/** The price columns of a service. */
export interface PriceColumns {
  memberPrice: number | null;
  totalPrice: number | null;
}

/**
 * The prices a caller may see (spec 002 §6, with CUSTOMER and ANONYMOUS seeing the total
 * price): the others are left out, not nulled, so "no such price" stays distinguishable.
 */
export function visiblePrice(caller: RoleHolder, prices: PriceColumns): EventPrice {
  return {
    ...(hasAnyRole(caller, MEMBER_PRICE_ROLES) ? { memberPrice: prices.memberPrice } : {}),
    ...(hasAnyRole(caller, TOTAL_PRICE_ROLES) ? { totalPrice: prices.totalPrice } : {}),
  };
}
