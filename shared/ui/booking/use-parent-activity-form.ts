import { bookParentActivity, checkParentActivity } from '../../api/booking';
import type { CustomerBookingResult } from '../../model/booking';
import type { EventDetail } from '../../model/event';
import { useApiClient } from '../api-client-context';
import { useBookingSave } from './use-booking-save';
import { useVerdict } from './use-booking-verdict';

/**
 * State of the parent activity form: the signed-in parent registers themself (no child), so
 * the only choice is the note. The check runs when the form opens and again after a failed
 * save; warnings are confirmed as in every booking form ({@link useBookingSave}).
 */
export function useParentActivityForm(
  offer: EventDetail,
  { onBooked }: { onBooked: (result: CustomerBookingResult) => void },
) {
  const client = useApiClient();
  const { verdict, recheck } = useVerdict(
    async () => ({ check: await checkParentActivity(client, offer.id) }),
    [client, offer.id],
  );
  const save = useBookingSave({
    verdict,
    onBooked,
    recheck,
    save: (confirmedWarnings, notes) =>
      bookParentActivity(client, {
        serviceId: offer.id,
        confirmedWarnings,
        notes,
      }),
  });
  return { ...save, verdict };
}
