import { useEffect, useState } from 'react';
import { isApiError } from '../../api/api-error';
import { getChildmindingOffer } from '../../api/childminding';
import type { ChildmindingOffer } from '../../model/childminding';
import { ERROR_KEYS } from '../../model/errors';
import { useApiClient } from '../api-client-context';

/** How childminding is offered, as loaded. */
export type ChildmindingOfferState =
  | { status: 'loading' }
  | { status: 'failed'; messageKey: string }
  | { status: 'ready'; offer: ChildmindingOffer };

/** Loads `GET /api/booking/childminding`; `retry` loads it again. */
export function useChildmindingOffer() {
  const client = useApiClient();
  const [state, setState] = useState<ChildmindingOfferState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getChildmindingOffer(client, { signal: controller.signal }).then(
      (offer) => setState({ status: 'ready', offer }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          status: 'failed',
          messageKey: isApiError(error) ? error.messageKey : ERROR_KEYS.unexpected,
        });
      },
    );
    return () => controller.abort();
  }, [client, attempt]);
  return { state, retry: () => setAttempt((count) => count + 1) };
}
