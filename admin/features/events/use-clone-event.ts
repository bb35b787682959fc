import { isApiError } from '../../../shared/api/api-error';
import { copyEvent } from '../../../shared/api/event-office';
import type { EventRecord } from '../../../shared/model/event-record';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { invalidate } from '../../../shared/ui/use-resource';
import { reportFailure } from '../../app/failures';
import { EVENTS_TAG } from './event-list';

/**
 * Clone (`PUT /api/event/clone/{id}`, spec 002 §2.1): the server answers an unsaved copy, which
 * `onCopy` opens as a new service (from a list row or from the service's dialog); a service gone meanwhile (404) gives `onCopy(null)`, the
 * not-found text, and reloads the list; anything else is reported.
 */
export function useCloneEvent(onCopy: (record: EventRecord | null, sourceId: number) => void) {
  const client = useApiClient();
  async function start(row: { id: number }) {
    try {
      onCopy(await copyEvent(client, row.id), row.id);
    } catch (error) {
      if (!isApiError(error, 404)) return reportFailure(error, 'events.cloneFailed');
      onCopy(null, row.id);
      invalidate(EVENTS_TAG);
    }
  }
  return { start: (row: { id: number }) => void start(row) };
}
