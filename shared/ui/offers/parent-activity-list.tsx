import { useLingui } from '@lingui/react';
import { Alert } from '../alert';
import { Button } from '../button';
import { OfferCard } from './offer-card';
import type { OfferNavigation } from './offer-card';
import { usePublicOffers } from './use-public-offers';

const NO_FILTERS = {};

/**
 * The parent activities open for registration: courses and meetings for the parents
 * themselves, so without the grade and language filters of the children's offers.
 */
export function ParentActivityList(navigation: OfferNavigation) {
  const { i18n } = useLingui();
  const { state, retry } = usePublicOffers('PARENT_ACTIVITIES', NO_FILTERS);
  return (
    <div className="space-y-4">
      <p role="status" className="text-sm text-gray-700">
        {state.status === 'loading' ? i18n._('offers.loading') : null}
        {state.status === 'ready' && state.offers.length > 0
          ? i18n._('offers.found', { count: state.offers.length })
          : null}
      </p>
      {state.status === 'failed' ? (
        <Alert variant="error" title={i18n._('offers.loadFailed')}>
          <p>{i18n._(state.messageKey)}</p>
          <Button variant="secondary" className="mt-3" onClick={retry}>
            {i18n._('content.retry')}
          </Button>
        </Alert>
      ) : null}
      {state.status === 'ready' && state.offers.length === 0 ? (
        <div className="rounded-xl border border-dashed border-gray-300 p-6 text-center text-sm text-gray-700">
          <p className="font-medium text-gray-900">{i18n._('offers.none')}</p>
          <p className="mt-1">{i18n._('offers.noneOpen')}</p>
        </div>
      ) : null}
      {state.status === 'ready' && state.offers.length > 0 ? (
        <ul className="grid gap-4 sm:grid-cols-2">
          {state.offers.map((offer) => (
            <li key={offer.id}>
              <OfferCard offer={offer} {...navigation} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
