import { useLingui } from '@lingui/react';
import { ChevronRight } from 'lucide-react';
import type { PublicEventItem } from '../../model/event';
import { OfferAvailability } from './offer-availability';
import { OfferDetailsLink } from './offer-details-link';
import { OfferFacts } from './offer-facts';
import { OfferPrice } from './offer-price';

/** How a card leads to the service's detail. */
export interface OfferNavigation {
  /** Opens the detail of the service with `id`. */
  onOpen: (id: number) => void;
  /** The detail's address, when it has one (the portal): the card then renders a real link. */
  detailHref?: (id: number) => string;
}

/** Props of {@link OfferCard}. */
export interface OfferCardProps extends OfferNavigation {
  offer: PublicEventItem;
}

/** One service in the list: its name, the facts, the price and the places left. */
export function OfferCard({ offer, onOpen, detailHref }: OfferCardProps) {
  const { i18n } = useLingui();
  const titleId = `kb-offer-${offer.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
    >
      <h3 id={titleId} className="text-base font-semibold text-gray-900">
        {offer.name}
      </h3>
      <OfferFacts offer={offer} />
      <div className="mt-auto flex flex-wrap items-end justify-between gap-3 pt-2">
        <div className="space-y-2">
          <OfferPrice offer={offer} />
          <OfferAvailability offer={offer} />
        </div>
        <OfferDetailsLink id={offer.id} titleId={titleId} onOpen={onOpen} detailHref={detailHref}>
          {i18n._('offers.details')}
          <ChevronRight aria-hidden="true" className="size-4" />
        </OfferDetailsLink>
      </div>
    </article>
  );
}
