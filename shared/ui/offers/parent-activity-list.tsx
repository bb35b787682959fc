import { OfferCard } from './offer-card';
import type { OfferNavigation } from './offer-card';
import { OffersStatus } from './offers-status';
import { usePublicOffers } from './use-public-offers';

const NO_FILTERS = {};

/**
 * The parent activities open for registration: courses and meetings for the parents
 * themselves, so without the grade and language filters of the children's offers.
 */
export function ParentActivityList(navigation: OfferNavigation) {
  const { state, retry } = usePublicOffers('PARENT_ACTIVITIES', NO_FILTERS);
  return (
    <div className="space-y-4">
      <OffersStatus state={state} retry={retry} />
      {state.status === 'ready' && state.data.length > 0 ? (
        <ul className="grid gap-4 sm:grid-cols-2">
          {state.data.map((offer) => (
            <li key={offer.id}>
              <OfferCard offer={offer} {...navigation} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
