import { useLingui } from '@lingui/react';
import type { BusinessArea, Grade } from '../../model/enums';
import { GRADES } from '../../model/enums';
import type { PublicEventQuery } from '../../model/event';
import { useState } from 'react';
import { Alert } from '../alert';
import { Button } from '../button';
import { OfferCard } from './offer-card';
import type { OfferNavigation } from './offer-card';
import { OfferFilters } from './offer-filters';
import { usePublicOffers } from './use-public-offers';

/** Props of {@link OfferList}. */
export interface OfferListProps extends OfferNavigation {
  businessArea: BusinessArea;
  /** A grade to filter by from the start (the widget's `grade` attribute). */
  initialGrade?: string;
}

/**
 * The public offers of a business area: filters, the number found (announced politely), the
 * cards, and clear loading, empty and failure states.
 */
export function OfferList({ businessArea, initialGrade, ...navigation }: OfferListProps) {
  const { i18n } = useLingui();
  const [filters, setFilters] = useState<PublicEventQuery>(() => ({
    grade: (GRADES as readonly string[]).includes(initialGrade ?? '')
      ? (initialGrade as Grade)
      : undefined,
  }));
  const { state, retry } = usePublicOffers(businessArea, filters);
  const filtered = Boolean(filters.grade || filters.weekday || filters.language);

  return (
    <div className="space-y-4">
      <OfferFilters value={filters} onValueChange={setFilters} />
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
          <p className="mt-1">{i18n._(filtered ? 'offers.noneFiltered' : 'offers.noneOpen')}</p>
          {filtered ? (
            <Button variant="secondary" className="mt-3" onClick={() => setFilters({})}>
              {i18n._('offers.clearFilters')}
            </Button>
          ) : null}
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
