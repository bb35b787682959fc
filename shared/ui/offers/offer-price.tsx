import { useLingui } from '@lingui/react';
import { priceLabelOf } from '../../model/price-label';
import type { PublicEventItem } from '../../model/event';
import { formatEuro } from './format-offer';

/**
 * The price the reader's role may see (the server leaves out the others), with the label of
 * spec 001 §9 (monthly, one-time or the service price); the member price beside it for members.
 * A bus line has no price of its own: each stop has one (the stop table shows them).
 */
export function OfferPrice({ offer }: { offer: PublicEventItem }) {
  const { i18n } = useLingui();
  if (offer.businessArea === 'SCHOOL_BUS') return null;
  const { totalPrice, memberPrice } = offer.price;
  const main = totalPrice ?? memberPrice;
  if (main === undefined || main === null) return null;
  return (
    <p className="text-sm text-gray-700">
      <span className="block text-xs uppercase tracking-wide text-gray-600">
        {i18n._(priceLabelOf(offer))}
      </span>
      <span className="text-lg font-semibold text-gray-900">{formatEuro(main, i18n.locale)}</span>
      {totalPrice != null && memberPrice != null && memberPrice !== totalPrice ? (
        <span className="ml-2">
          {i18n._('offers.memberPrice', { price: formatEuro(memberPrice, i18n.locale) })}
        </span>
      ) : null}
    </p>
  );
}
