import { useLingui } from '@lingui/react';
import { currentUser } from '../../state/session';
import { useSignals } from '../../state/signals';
import { OfferPrice } from '../offers/offer-price';
import type { BookingFormProps } from './booking-form';
import { BookingFormFooter } from './booking-form-footer';
import { BookingVerdict } from './booking-verdict';
import { useParentActivityForm } from './use-parent-activity-form';
import { useCatalogs } from '../../i18n/use-catalogs';

/**
 * The registration form of a parent activity: the signed-in parent takes part themself, so it
 * names them instead of asking for a child, shows the price and the server's check (already
 * registered, a clash, a full course), takes a note, and registers. Lazy-loaded by the pages.
 */
export function ParentActivityForm({ offer, onBooked }: BookingFormProps) {
  useCatalogs(['forms', 'booking']);
  useSignals();
  const { i18n } = useLingui();
  const form = useParentActivityForm(offer, { onBooked });
  const user = currentUser.value;

  return (
    <form noValidate className="space-y-5" onSubmit={(event) => form.submit(event)}>
      <p className="text-sm text-gray-800">
        {i18n._('parentActivities.form.who', {
          name: `${user?.givenName ?? ''} ${user?.familyName ?? ''}`.trim(),
        })}
      </p>
      <OfferPrice offer={offer} />
      <BookingVerdict verdict={form.verdict} forSelf />
      <BookingFormFooter form={form} submitKey="parentActivities.form.submit" />
    </form>
  );
}
