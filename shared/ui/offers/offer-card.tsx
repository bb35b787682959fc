import { useLingui } from '@lingui/react';
import { ChevronRight } from 'lucide-react';
import type { MouseEvent } from 'react';
import type { PublicEventItem } from '../../model/event';
import { buttonClass } from '../button';
import { OfferAvailability } from './offer-availability';
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
  const label = i18n._('offers.details');
  const open = (event: MouseEvent) => {
    // Modified clicks keep the browser's own behaviour (a new tab).
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    onOpen(offer.id);
  };
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
        {detailHref ? (
          <a
            href={detailHref(offer.id)}
            onClick={open}
            aria-describedby={titleId}
            className={buttonClass({ variant: 'secondary' })}
          >
            {label}
            <ChevronRight aria-hidden="true" className="size-4" />
          </a>
        ) : (
          <button
            type="button"
            onClick={() => onOpen(offer.id)}
            aria-describedby={titleId}
            className={buttonClass({ variant: 'secondary' })}
          >
            {label}
            <ChevronRight aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
    </article>
  );
}
