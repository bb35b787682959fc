import { useLingui } from '@lingui/react';
import { featureToggles } from '../../../shared/state/features';
import { useSignals } from '../../../shared/state/signals';
import { BookingHostProvider } from '../../../shared/ui/booking/booking-host';
import { ChildmindingView } from '../../../shared/ui/childminding/childminding-view';
import { usePageTitle } from '../../app/page-title';

/** `/public/childminding`: the childminding registration, as the childminding widget shows it. */
export function PublicChildmindingPage() {
  useSignals();
  const { i18n } = useLingui();
  usePageTitle('screens.publicChildminding.title');
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl">
          {i18n._('screens.publicChildminding.title')}
        </h1>
        <p className="mt-1 text-sm text-gray-700">{i18n._('screens.publicChildminding.summary')}</p>
      </header>
      <BookingHostProvider value={{ allowSignup: featureToggles.value.register }}>
        <ChildmindingView />
      </BookingHostProvider>
    </div>
  );
}
