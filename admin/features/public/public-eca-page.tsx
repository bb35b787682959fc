import { useLingui } from '@lingui/react';
import { useLocation, useParams } from 'wouter';
import { featureToggles } from '../../../shared/state/features';
import { useSignals } from '../../../shared/state/signals';
import { BookingHostProvider } from '../../../shared/ui/booking/booking-host';
import { OfferDetail } from '../../../shared/ui/offers/offer-detail';
import { OfferList } from '../../../shared/ui/offers/offer-list';
import { usePageTitle } from '../../app/page-title';

const BASE = '/public/eca';

/**
 * `/public/eca` and `/public/eca/{id}`: the after-school activities open for booking, and one
 * in full. The same list and detail the ECA widget shows on partner sites.
 */
export function PublicEcaPage() {
  useSignals();
  const { i18n } = useLingui();
  usePageTitle('screens.publicEca.title');
  const { id } = useParams<{ id?: string }>();
  const [, navigate] = useLocation();
  const serviceId = id && /^\d+$/.test(id) ? Number(id) : null;
  // Keep `?embed=1` while moving between list and detail inside a frame.
  const withQuery = (path: string) => `${path}${window.location.search}`;

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl">
          {i18n._('screens.publicEca.title')}
        </h1>
        <p className="mt-1 text-sm text-gray-700">{i18n._('screens.publicEca.summary')}</p>
      </header>
      {serviceId === null ? (
        <OfferList
          businessArea="ECA"
          onOpen={(offerId) => navigate(withQuery(`${BASE}/${offerId}`))}
          detailHref={(offerId) => withQuery(`${BASE}/${offerId}`)}
        />
      ) : (
        <BookingHostProvider value={{ allowSignup: featureToggles.value.register }}>
          <OfferDetail id={serviceId} onBack={() => navigate(withQuery(BASE))} />
        </BookingHostProvider>
      )}
    </div>
  );
}
