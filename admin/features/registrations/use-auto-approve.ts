import { useState } from 'react';
import { failureKey, isApiError } from '../../../shared/api/api-error';
import { getConfiguration, putConfiguration } from '../../../shared/api/config';
import { isSwitchOn, type ConfigurationParameter } from '../../../shared/model/config';
import { showSnackbar } from '../../../shared/state/snackbar';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { useResource } from '../../../shared/ui/use-resource';

const KEY = 'autoApproveRegistrations';

const parameterOf = (all: ConfigurationParameter[]) => {
  const parameter = all.find((entry) => entry.key === KEY);
  if (!parameter) throw new Error(`The server does not know ${KEY}`);
  return parameter;
};

/**
 * The configuration switch "approve sign-ups automatically": its state as read, and `change`,
 * which saves at once with the version it was read at. Someone else's change meanwhile (409)
 * is said and the switch shows the saved state again.
 */
export function useAutoApprove() {
  const client = useApiClient();
  const loaded = useResource(async () => parameterOf(await getConfiguration(client)), [client]);
  const [saving, setSaving] = useState(false);

  async function change(on: boolean) {
    if (loaded.state.status !== 'ready' || saving) return;
    setSaving(true);
    try {
      const saved = parameterOf(
        await putConfiguration(client, [
          { key: KEY, value: String(on), version: loaded.state.data.version },
        ]),
      );
      loaded.update(() => saved);
      showSnackbar(
        isSwitchOn(saved.value)
          ? 'registrations.autoApprove.saved.on'
          : 'registrations.autoApprove.saved.off',
        { kind: 'success' },
      );
    } catch (error) {
      showSnackbar(failureKey(error), { kind: 'error' });
      if (isApiError(error, 409)) loaded.reload();
    } finally {
      setSaving(false);
    }
  }

  return {
    state: loaded.state,
    on: loaded.state.status === 'ready' && isSwitchOn(loaded.state.data.value),
    saving,
    change,
    retry: loaded.reload,
  };
}
