import { failureKey } from '../../api/api-error';
import { calculatePrice, checkBooking } from '../../api/booking';
import type { BookingCheckResult, PriceCalculation } from '../../model/booking';
import { useApiClient } from '../api-client-context';
import { useResource } from '../use-resource';
import type { MessageId } from '../../model/message-ids';

/**
 * What the server says about the current choice: check-booking, and calculate-price where the
 * form books a child (a parent activity has its own check and the service's price).
 */
export type Verdict =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'failed'; messageKey: MessageId }
  | { status: 'ready'; check: BookingCheckResult; price?: PriceCalculation };

/** Moved to shared/api/api-error; re-exported for the callers that still import it from here. */
export { failureKey };

/**
 * Asks `load` whenever one of `deps` changes or `recheck` is called, and keeps the answer of the
 * latest request only (an answer that arrives after a newer change is dropped). `load` null
 * means there is nothing to ask yet (no child chosen).
 */
export function useVerdict(
  load: (() => Promise<Omit<Extract<Verdict, { status: 'ready' }>, 'status'>>) | null,
  deps: readonly unknown[],
) {
  const { state, reload } = useResource(() => load!(), deps, { enabled: load !== null });
  const verdict: Verdict = !load
    ? { status: 'idle' }
    : state.status === 'ready'
      ? { status: 'ready', ...state.data }
      : state.status === 'failed'
        ? { status: 'failed', messageKey: state.messageKey }
        : { status: 'checking' };
  return { verdict, recheck: reload };
}

/**
 * The check and the price of booking `participantId` on `recurrenceIds` of a service. A bus
 * booking also names its stop (`stopId`): nothing is asked until the parent picks one, then
 * the check knows the stop's times and the price is the stop's.
 */
export function useBookingVerdict(
  serviceId: number,
  participantId: number | null,
  recurrenceIds: readonly number[],
  stopId?: number | null,
) {
  const client = useApiClient();
  const load =
    participantId === null || recurrenceIds.length === 0 || stopId === null
      ? null
      : async () => {
          const booking = { serviceId, participantId, recurrenceIds: [...recurrenceIds], stopId };
          const [check, price] = await Promise.all([
            checkBooking(client, booking),
            calculatePrice(client, serviceId, participantId, { recurrenceIds, stopId }),
          ]);
          return { check, price };
        };
  return useVerdict(load, [client, serviceId, participantId, recurrenceIds, stopId]);
}
