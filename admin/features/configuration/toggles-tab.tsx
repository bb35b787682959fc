import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { call } from '../../../shared/api/call';
import { getFeatureToggles, putFeatureToggle } from '../../../shared/contracts/config';
import { FEATURE_TOGGLE_NAMES } from '../../../shared/model/feature-toggle-update';
import { FEATURE_TOGGLE_DEFAULTS, type FeatureToggleName } from '../../../shared/model/features';
import { setFeatureToggles } from '../../../shared/state/features';
import { showSnackbar } from '../../../shared/state/snackbar';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { Card } from '../../../shared/ui/card';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { Switch } from '../../../shared/ui/switch';
import { useResource } from '../../../shared/ui/use-resource';
import { toggleHelp, toggleLabel } from './configuration-labels';

/**
 * The Feature toggles tab: each toggle of spec 000 §3 with what it switches and its default,
 * switched at once (`PUT /api/config/feature-toggle`), one at a time.
 */
export function TogglesTab() {
  const { i18n } = useLingui();
  const client = useApiClient();
  const toggles = useResource(
    (signal) => call(client, getFeatureToggles, {}, { signal }),
    [client],
  );
  const [busy, setBusy] = useState<FeatureToggleName | null>(null);
  const { state } = toggles;
  if (state.status === 'failed')
    return (
      <LoadFailed
        titleKey="admin.loadFailed"
        messageKey={state.messageKey}
        onRetry={toggles.reload}
      />
    );
  if (!state.data) return <p className="text-sm text-gray-600">{i18n._('admin.loading')}</p>;
  const current = state.data;

  async function onSwitch(name: FeatureToggleName, enabled: boolean) {
    const values = { toggle: i18n._(toggleLabel(name)) };
    setBusy(name);
    try {
      const saved = await call(client, putFeatureToggle, { body: { name, enabled } });
      toggles.update(() => saved);
      // The portal of this tab follows at once (menus, routes behind toggles).
      setFeatureToggles(saved);
      showSnackbar('admin.toggles.saved', {
        kind: 'success',
        values: { ...values, state: i18n._(enabled ? 'admin.on' : 'admin.off') },
      });
    } catch {
      showSnackbar('admin.toggles.failed', { kind: 'error', values });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card className="space-y-1 sm:p-6">
      <p className="pb-3 text-sm text-gray-600">{i18n._('admin.toggles.help')}</p>
      <ul className="divide-y divide-gray-100">
        {FEATURE_TOGGLE_NAMES.map((name) => (
          <li key={name} className="py-3">
            <Switch
              checked={current[name]}
              disabled={busy !== null}
              onCheckedChange={(enabled) => void onSwitch(name, enabled)}
              label={i18n._(toggleLabel(name))}
              description={
                <>
                  {i18n._(toggleHelp(name))}{' '}
                  {i18n._('admin.toggles.default', {
                    state: i18n._(FEATURE_TOGGLE_DEFAULTS[name] ? 'admin.on' : 'admin.off'),
                  })}
                </>
              }
            />
          </li>
        ))}
      </ul>
    </Card>
  );
}
