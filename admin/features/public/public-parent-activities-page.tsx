import { useLingui } from '@lingui/react';
import { useLocation, useParams } from 'wouter';
import { featureToggles } from '../../../shared/state/features';
import { useSignals } from '../../../shared/state/signals';
import { LazyParentActivityForm } from '../../../shared/ui/booking/area-forms';
import { BookingHostProvider } from '../../../shared/ui/booking/booking-host';
import { ParentActivityList } from '../../../shared/ui/offers/parent-activity-list';
import { OfferDetail } from '../../../shared/ui/offers/offer-detail';
import { usePageTitle } from '../../app/page-title';

const BASE = '/public/parent-activities';

/**
 * `/public/parent-activities` and `/public/parent-activities/{id}`: courses and meetings for
 * parents, and one in full, where the signed-in parent registers themself. The same list,
 * detail and form the parent activities widget shows on partner sites.
 */
export function PublicParentActivitiesPage() {
  useSignals();
  const { i18n } = useLingui();
  usePageTitle('screens.publicParentActivities.title');
  const { id } = useParams<{ id?: string }>();
  const [, navigate] = useLocation();
  const serviceId = id && /^\d+$/.test(id) ? Number(id) : null;
  // Keep `?embed=1` while moving between list and detail inside a frame.
  const withQuery = (path: string) => `${path}${window.location.search}`;

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl">
          {i18n._('screens.publicParentActivities.title')}
        </h1>
        <p className="mt-1 text-sm text-gray-700">
          {i18n._('screens.publicParentActivities.summary')}
        </p>
      </header>
      {serviceId === null ? (
        <ParentActivityList
          onOpen={(activityId) => navigate(withQuery(`${BASE}/${activityId}`))}
          detailHref={(activityId) => withQuery(`${BASE}/${activityId}`)}
        />
      ) : (
        <BookingHostProvider value={{ allowSignup: featureToggles.value.register }}>
          <OfferDetail
            id={serviceId}
            onBack={() => navigate(withQuery(BASE))}
            bookingForm={LazyParentActivityForm}
          />
        </BookingHostProvider>
      )}
    </div>
  );
}
