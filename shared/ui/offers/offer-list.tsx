import { useLingui } from '@lingui/react';
import type { BusinessArea, Grade } from '../../model/enums';
import { GRADES } from '../../model/enums';
import type { PublicEventQuery } from '../../model/event';
import { useState } from 'react';
import { Button } from '../button';
import { OfferCard } from './offer-card';
import type { OfferNavigation } from './offer-card';
import { OfferFilters } from './offer-filters';
import { OffersStatus } from './offers-status';
import { usePublicOffers } from './use-public-offers';

/** The filters an offer list starts with: the `grade` prefill when it names a grade. */
export function initialOfferFilters(initialGrade: string | undefined): PublicEventQuery {
  return {
    grade: (GRADES as readonly string[]).includes(initialGrade ?? '')
      ? (initialGrade as Grade)
      : undefined,
  };
}

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
  const [filters, setFilters] = useState<PublicEventQuery>(() => initialOfferFilters(initialGrade));
  const { state, retry } = usePublicOffers(businessArea, filters);
  const filtered = Boolean(filters.grade || filters.weekday || filters.language);

  return (
    <div className="space-y-4">
      <OfferFilters value={filters} onValueChange={setFilters} />
      <OffersStatus
        state={state}
        retry={retry}
        empty={
          filtered ? (
            <>
              <p className="mt-1">{i18n._('offers.noneFiltered')}</p>
              <Button variant="secondary" className="mt-3" onClick={() => setFilters({})}>
                {i18n._('offers.clearFilters')}
              </Button>
            </>
          ) : undefined
        }
      />
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
