import { useState } from 'react';
import { failureKey } from '../../../shared/api/api-error';
import { removeLocation } from '../../../shared/api/location';
import type { LocationRow } from '../../../shared/model/location';
import { showSnackbar } from '../../../shared/state/snackbar';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { invalidate } from '../../../shared/ui/use-resource';
import { LOCATIONS_TAG } from './location-list';

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
      showSnackbar(failureKey(error), { kind: 'error' });
    }
    invalidate(LOCATIONS_TAG);
  }

  return { asking, ask: setAsking, cancel: () => setAsking(null), confirm };
}
