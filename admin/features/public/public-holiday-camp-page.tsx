import { useLingui } from '@lingui/react';
import { useLocation, useParams } from 'wouter';
import { featureToggles } from '../../../shared/state/features';
import { useSignals } from '../../../shared/state/signals';
import { LazyCampBookingForm } from '../../../shared/ui/booking/area-forms';
import { BookingHostProvider } from '../../../shared/ui/booking/booking-host';
import { CampList } from '../../../shared/ui/offers/camp-list';
import { OfferDetail } from '../../../shared/ui/offers/offer-detail';
import { usePageTitle } from '../../app/page-title';

const BASE = '/public/holiday-camp';

/**
 * `/public/holiday-camp` and `/public/holiday-camp/{id}`: the holiday camps by holiday period,
 * and one camp with its booking (whole camp or single days). The same list, detail and form
 * the holiday camp widget shows on partner sites.
 */
export function PublicHolidayCampPage() {
  useSignals();
  const { i18n } = useLingui();
  usePageTitle('screens.publicHolidayCamp.title');
  const { id } = useParams<{ id?: string }>();
  const [, navigate] = useLocation();
  const serviceId = id && /^\d+$/.test(id) ? Number(id) : null;
  // Keep `?embed=1` while moving between list and detail inside a frame.
  const withQuery = (path: string) => `${path}${window.location.search}`;

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl">
          {i18n._('screens.publicHolidayCamp.title')}
        </h1>
        <p className="mt-1 text-sm text-gray-700">{i18n._('screens.publicHolidayCamp.summary')}</p>
      </header>
      {serviceId === null ? (
        <CampList
          onOpen={(campId) => navigate(withQuery(`${BASE}/${campId}`))}
          detailHref={(campId) => withQuery(`${BASE}/${campId}`)}
        />
      ) : (
        <BookingHostProvider value={{ allowSignup: featureToggles.value.register }}>
          <OfferDetail
            id={serviceId}
            onBack={() => navigate(withQuery(BASE))}
            bookingForm={LazyCampBookingForm}
          />
        </BookingHostProvider>
      )}
    </div>
  );
}
