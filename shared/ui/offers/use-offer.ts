import { useEffect, useState } from 'react';
import { isApiError } from '../../api/api-error';
import { getEvent } from '../../api/event';
import { ERROR_KEYS } from '../../model/errors';
import type { EventDetail } from '../../model/event';
import { useApiClient } from '../api-client-context';

/** The detail's state; `notFound` also covers a service the reader may not see. */
export type OfferState =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'failed'; messageKey: string }
  | { status: 'ready'; offer: EventDetail };

/** Loads the service `id` (`GET /api/event/{id}`); `retry` loads it again. */
export function useOffer(id: number) {
  const client = useApiClient();
  const [state, setState] = useState<OfferState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    getEvent(client, id).then(
      (offer) => current && setState({ status: 'ready', offer }),
      (error: unknown) => {
        if (!current) return;
        if (isApiError(error, 404)) return setState({ status: 'notFound' });
        setState({
          status: 'failed',
          messageKey: isApiError(error) ? error.messageKey : ERROR_KEYS.unexpected,
        });
      },
    );
    return () => {
      current = false;
    };
  }, [client, id, attempt]);

  return { state, retry: () => setAttempt((count) => count + 1) };
}
