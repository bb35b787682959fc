import { useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { removeLocation } from '../../../shared/api/location';
import type { LocationRow } from '../../../shared/model/location';
import { showSnackbar } from '../../../shared/state/snackbar';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { invalidate } from '../../../shared/ui/use-resource';
import { LOCATIONS_TAG } from './location-list';
import { reportFailure } from '../../app/failures';

/**
 * The delete of a location behind its confirm dialog: `asking` is the row in question; a
 * refusal (409 while a service uses it) shows its message and closes the question.
 */
export function useDeleteLocation() {
  const client = useApiClient();
  const [asking, setAsking] = useState<LocationRow | null>(null);

  async function confirm() {
    if (!asking) return;
    const { id, name, room } = asking;
    try {
      await removeLocation(client, id);
      showSnackbar('locations.deleted', { kind: 'success', values: { name: `${name}, ${room}` } });
    } catch (error) {
      // A refusal (409: still in use) is the answer to show; anything else is a failure to
      // report with its signature (spec 002 §8).
      if (isApiError(error, 409)) showSnackbar(error.messageKey, { kind: 'error' });
      else reportFailure(error, 'locations.deleteFailed');
    }
    invalidate(LOCATIONS_TAG);
  }

  return { asking, ask: setAsking, cancel: () => setAsking(null), confirm };
}
