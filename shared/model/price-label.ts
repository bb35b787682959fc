import type { BusinessArea } from './enums';

// Apart from shared/model/booking.ts (re-exported there): the offer cards' first paint reads it
// without the booking schemas and valibot.

/** The price labels of spec 001 §9. */
export const PRICE_LABEL_KEYS = {
  servicePrice: 'booking.price.servicePrice',
  oneTimeCost: 'booking.price.oneTimeCost',
  monthlyCost: 'booking.price.monthlyCost',
} as const;
export type PriceLabelKey = (typeof PRICE_LABEL_KEYS)[keyof typeof PRICE_LABEL_KEYS];

/**
 * Spec 001 §9: a holiday camp shows the service price; a service that starts and ends on the
 * same day a one-time cost; anything else a monthly cost.
 */
export function priceLabelOf(service: {
  businessArea: BusinessArea;
  startDate: string | null;
  endDate: string | null;
}): PriceLabelKey {
  if (service.businessArea === 'HOLIDAY_CAMP') return PRICE_LABEL_KEYS.servicePrice;
  if (service.startDate !== null && service.startDate === service.endDate)
    return PRICE_LABEL_KEYS.oneTimeCost;
  return PRICE_LABEL_KEYS.monthlyCost;
}
