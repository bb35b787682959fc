import { useEffect, useState } from 'react';
import { isApiError } from '../../api/api-error';
import { getPublicEvents } from '../../api/event';
import type { BusinessArea } from '../../model/enums';
import { ERROR_KEYS } from '../../model/errors';
import type { PublicEventItem, PublicEventQuery } from '../../model/event';
import { useApiClient } from '../api-client-context';

/** The offer list's state: loading, failed with a message key, or the services. */
export type OffersState =
  | { status: 'loading' }
  | { status: 'failed'; messageKey: string }
  | { status: 'ready'; offers: PublicEventItem[] };

/**
 * The public services of `businessArea` for `filters`, loaded again whenever a filter changes;
 * an answer to an older filter is dropped (the request is aborted). `retry` loads again.
 */
export function usePublicOffers(businessArea: BusinessArea, filters: PublicEventQuery) {
  const client = useApiClient();
  const [state, setState] = useState<OffersState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { grade, weekday, language } = filters;

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getPublicEvents(
      client,
      businessArea,
      { grade, weekday, language },
      { signal: controller.signal },
    ).then(
      (offers) => setState({ status: 'ready', offers }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          status: 'failed',
          messageKey: isApiError(error) ? error.messageKey : ERROR_KEYS.unexpected,
        });
      },
    );
    return () => controller.abort();
  }, [client, businessArea, grade, weekday, language, attempt]);

  return { state, retry: () => setAttempt((count) => count + 1) };
}
