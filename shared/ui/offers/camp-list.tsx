import { useLingui } from '@lingui/react';
import { CampCard } from './camp-card';
import { groupByPeriod } from './camp-days';
import type { OfferNavigation } from './offer-card';
import { formatDay } from './format-offer';
import { OffersStatus } from './offers-status';
import { usePublicOffers } from './use-public-offers';

const NO_FILTERS = {};

/**
 * The holiday camps open for booking, grouped by holiday period (a heading per break with its
 * dates), with clear loading, empty and failure states. Camps need no filters: a break holds
 * a handful of them, and each card names its grades.
 */
export function CampList(navigation: OfferNavigation) {
  const { i18n } = useLingui();
  const { state, retry } = usePublicOffers('HOLIDAY_CAMP', NO_FILTERS);
  return (
    <div className="space-y-6">
      <OffersStatus state={state} retry={retry} />
      {state.status === 'ready'
        ? groupByPeriod(state.data).map(({ period, camps }) => (
            <section
              key={period?.name ?? ''}
              aria-label={period?.name ?? i18n._('camps.otherDates')}
            >
              <h3 className="text-lg font-semibold text-gray-900">
                {period?.name ?? i18n._('camps.otherDates')}
              </h3>
              {period ? (
                <p className="text-sm text-gray-700">
                  {i18n._('offers.dates', {
                    start: formatDay(period.startDate, i18n.locale),
                    end: formatDay(period.endDate, i18n.locale),
                  })}
                </p>
              ) : null}
              <ul className="mt-3 grid gap-4 sm:grid-cols-2">
                {camps.map((camp) => (
                  <li key={camp.id}>
                    <CampCard camp={camp} {...navigation} />
                  </li>
                ))}
              </ul>
            </section>
          ))
        : null}
    </div>
  );
}
