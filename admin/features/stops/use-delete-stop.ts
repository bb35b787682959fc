import { useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { removeStop } from '../../../shared/api/stop';
import type { StopRow } from '../../../shared/model/stop';
import { showSnackbar } from '../../../shared/state/snackbar';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { invalidate } from '../../../shared/ui/use-resource';
import { STOPS_TAG } from './stop-list';
import { reportFailure } from '../../app/failures';

/**
 * The delete of a stop behind its confirm dialog: `asking` is the row in question. A stop a bus
 * line uses is refused with 409 and the spec's message (002 §8), shown in the snackbar.
 */
export function useDeleteStop() {
  const client = useApiClient();
  const [asking, setAsking] = useState<StopRow | null>(null);

  async function confirm() {
    if (!asking) return;
    try {
      await removeStop(client, asking.id);
      showSnackbar('stops.deleted', { kind: 'success', values: { name: asking.name } });
    } catch (error) {
      // A refusal (409: still in use) is the answer to show; anything else is a failure to
      // report with its signature (spec 002 §8).
      if (isApiError(error, 409)) showSnackbar(error.messageKey, { kind: 'error' });
      else reportFailure(error, 'stops.deleteFailed');
    }
    invalidate(STOPS_TAG);
  }

  return { asking, ask: setAsking, cancel: () => setAsking(null), confirm };
}
