import { useState } from 'react';
import { call } from '../../../shared/api/call';
import { revokeApiKey } from '../../../shared/contracts/api-key';
import type { ApiKeyRow } from '../../../shared/model/api-key';
import { showSnackbar } from '../../../shared/state/snackbar';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { invalidate } from '../../../shared/ui/use-resource';
import { reportFailure } from '../../app/failures';
import { API_KEYS_TAG } from './api-key-list';

/** The revoke of a key behind its confirm dialog: `asking` is the key in question. */
export function useRevokeKey() {
  const client = useApiClient();
  const [asking, setAsking] = useState<ApiKeyRow | null>(null);

  async function confirm() {
    if (!asking) return;
    try {
      await call(client, revokeApiKey, { params: { id: asking.id } });
      showSnackbar('apiKeys.revokedDone', { kind: 'success', values: { name: asking.name } });
    } catch (error) {
      reportFailure(error, 'apiKeys.revokeFailed');
    }
    invalidate(API_KEYS_TAG);
  }

  return { asking, ask: setAsking, cancel: () => setAsking(null), confirm };
}
