import { useLingui } from '@lingui/react';
import { useLocation, useParams } from 'wouter';
import { featureToggles } from '../../../shared/state/features';
import { useSignals } from '../../../shared/state/signals';
import { BookingHostProvider } from '../../../shared/ui/booking/booking-host';
import { BusLineDetail } from '../../../shared/ui/bus/bus-line-detail';
import { BusLineList } from '../../../shared/ui/bus/bus-line-list';
import { usePageTitle } from '../../app/page-title';

const BASE = '/public/school-bus';

/**
 * `/public/school-bus` and `/public/school-bus/{id}`: the bus lines in the morning and the
 * afternoon, and one line with its stops, times, prices and booking. The same list, detail and
 * form the school bus widget shows on partner sites; the route needs `enableSchoolBusBooking`.
 */
export function PublicSchoolBusPage() {
  useSignals();
  const { i18n } = useLingui();
  usePageTitle('screens.publicSchoolBus.title');
  const { id } = useParams<{ id?: string }>();
  const [, navigate] = useLocation();
  const lineId = id && /^\d+$/.test(id) ? Number(id) : null;
  // Keep `?embed=1` while moving between list and detail inside a frame.
  const withQuery = (path: string) => `${path}${window.location.search}`;

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl">
          {i18n._('screens.publicSchoolBus.title')}
        </h1>
        <p className="mt-1 text-sm text-gray-700">{i18n._('screens.publicSchoolBus.summary')}</p>
      </header>
      {lineId === null ? (
        <BusLineList
          onOpen={(line) => navigate(withQuery(`${BASE}/${line}`))}
          detailHref={(line) => withQuery(`${BASE}/${line}`)}
        />
      ) : (
        <BookingHostProvider value={{ allowSignup: featureToggles.value.register }}>
          <BusLineDetail id={lineId} onBack={() => navigate(withQuery(BASE))} />
        </BookingHostProvider>
      )}
    </div>
  );
}
