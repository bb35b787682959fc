import { useState } from 'react';
import { failureKey } from '../../../shared/api/api-error';
import { removeStop } from '../../../shared/api/stop';
import type { StopRow } from '../../../shared/model/stop';
import { showSnackbar } from '../../../shared/state/snackbar';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { invalidate } from '../../../shared/ui/use-resource';
import { STOPS_TAG } from './stop-list';

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
      showSnackbar(failureKey(error), { kind: 'error' });
    }
    invalidate(STOPS_TAG);
  }

  return { asking, ask: setAsking, cancel: () => setAsking(null), confirm };
}
