import { useLingui } from '@lingui/react';
import { useRef, useState } from 'react';
import * as v from 'valibot';
import { call } from '../../../shared/api/call';
import { getConfiguration, putConfiguration } from '../../../shared/contracts/config';
import {
  CONFIGURATION_KEYS,
  CONFIGURATION_PARAMETERS,
  PARAMETER_GROUPS,
  parameterIssue,
  type ConfigurationKey,
  type ConfigurationParameter,
} from '../../../shared/model/config';
import { showSnackbar } from '../../../shared/state/snackbar';
import { Alert } from '../../../shared/ui/alert';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { useForm } from '../../../shared/ui/form/use-form';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { useResource } from '../../../shared/ui/use-resource';
import { refreshConfig } from '../../app/refresh-config';
import { GROUP_LABELS } from './configuration-labels';
import { ParameterField } from './parameter-field';

type Values = Record<ConfigurationKey, string>;

const valuesOf = (parameters: readonly ConfigurationParameter[]) =>
  Object.fromEntries(parameters.map((parameter) => [parameter.key, parameter.value])) as Values;

const isSecret = (key: ConfigurationKey) => CONFIGURATION_PARAMETERS[key].type === 'secret';

/** The write-only parameters that are stored (their value never comes back). */
const secretsSetOf = (parameters: readonly ConfigurationParameter[]) =>
  new Set(parameters.filter((parameter) => parameter.isSet).map((parameter) => parameter.key));

/** A value as typed, made ready to check: trimmed, and a decimal comma read as a point. */
function normalise(key: ConfigurationKey, value: string): string {
  const trimmed = value.trim();
  return CONFIGURATION_PARAMETERS[key].type === 'decimal' ? trimmed.replace(',', '.') : trimmed;
}

/** The screen's rules: each parameter's own (`parameterIssue`), the server's as well. */
const valuesSchema = v.object(
  Object.fromEntries(
    CONFIGURATION_KEYS.map((key) => [
      key,
      v.pipe(
        v.string(),
        v.transform((value) => normalise(key, value)),
        v.rawCheck(({ dataset, addIssue }) => {
          if (!dataset.typed) return;
          const message = parameterIssue(key, dataset.value);
          if (message) addIssue({ message });
        }),
      ),
    ]),
  ) as unknown as Record<ConfigurationKey, v.GenericSchema<string, string>>,
);

/** `Maintenance_Value_Number` non-zero: said above the form, where it is switched off again. */
function MaintenanceNotice({ value }: { value: string }) {
  const { i18n } = useLingui();
  if (Number(value) === 0 || Number.isNaN(Number(value))) return null;
  return <Alert variant="warning">{i18n._('admin.maintenanceOn')}</Alert>;
}

function ParametersForm({
  parameters,
  onReload,
}: {
  parameters: ConfigurationParameter[];
  onReload: () => void;
}) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const versions = useRef(new Map(parameters.map((p) => [p.key, p.version])));
  // What is stored: a save sends only what differs from it.
  const stored = useRef(valuesOf(parameters));
  // The keys of the last save, in its order: the server's issues name them by index.
  const sent = useRef<ConfigurationKey[]>([]);
  const [secretsSet, setSecretsSet] = useState(() => secretsSetOf(parameters));
  // Secrets to remove at the next save: an empty secret field means "keep", not "remove".
  const [removing, setRemoving] = useState<ReadonlySet<ConfigurationKey>>(new Set());
  const form = useForm<Values, Values, ConfigurationKey>({
    initial: valuesOf(parameters),
    schema: valuesSchema,
    idPrefix: 'parameter',
    fieldOf: (path) => {
      const index = /^(\d+)\.value$/.exec(path)?.[1];
      if (index !== undefined) return sent.current[Number(index)] ?? null;
      return (CONFIGURATION_KEYS as readonly string[]).includes(path)
        ? (path as ConfigurationKey)
        : null;
    },
    onSubmit: async (output): Promise<Values | void> => {
      const changed = CONFIGURATION_KEYS.filter((key) =>
        isSecret(key)
          ? output[key] !== '' || removing.has(key)
          : output[key] !== stored.current[key],
      );
      if (changed.length === 0) {
        showSnackbar('admin.noChanges');
        return;
      }
      sent.current = changed;
      const saved = await call(client, putConfiguration, {
        body: changed.map((key) => ({
          key,
          value: removing.has(key) ? '' : output[key],
          version: versions.current.get(key) ?? 0,
        })),
      });
      versions.current = new Map(saved.map((p) => [p.key, p.version]));
      stored.current = valuesOf(saved);
      setSecretsSet(secretsSetOf(saved));
      setRemoving(new Set());
      showSnackbar('admin.saved', { kind: 'success' });
      // The portal's own configuration follows (the page title, the maintenance state).
      void refreshConfig().catch(() => undefined);
      return stored.current;
    },
    onError: (_error, key) => showSnackbar(key, { kind: 'error' }),
  });

  return (
    <form noValidate onSubmit={(event) => void form.submit(event)} className="space-y-6">
      <MaintenanceNotice value={form.baseline.Maintenance_Value_Number} />
      {form.stale ? (
        <Alert variant="error">
          <p>{i18n._('admin.stale')}</p>
          <Button type="button" variant="secondary" className="mt-2" onClick={onReload}>
            {i18n._('admin.reload')}
          </Button>
        </Alert>
      ) : null}
      {PARAMETER_GROUPS.map((group) => {
        const keys = CONFIGURATION_KEYS.filter(
          (key) => CONFIGURATION_PARAMETERS[key].group === group,
        );
        if (keys.length === 0) return null;
        return (
          <Card key={group} className="space-y-5 sm:p-6">
            <h2 className="text-lg font-semibold text-gray-900">{i18n._(GROUP_LABELS[group])}</h2>
            {keys.map((key) => (
              <ParameterField
                key={key}
                parameterKey={key}
                id={form.idOf(key)}
                value={form.values[key]}
                error={form.errors[key] ? i18n._(form.errors[key]) : null}
                onChange={(value) => form.setValue(key, value)}
                onBlur={() => form.touch(key)}
                secret={
                  isSecret(key)
                    ? {
                        isSet: secretsSet.has(key),
                        removing: removing.has(key),
                        onRemovingChange: (remove) => {
                          const next = new Set(removing);
                          if (remove) next.add(key);
                          else next.delete(key);
                          setRemoving(next);
                          if (remove) form.setValue(key, '');
                        },
                      }
                    : undefined
                }
              />
            ))}
          </Card>
        );
      })}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={form.submitting || form.stale}>
          {i18n._('admin.save')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={(!form.dirty && removing.size === 0) || form.submitting}
          onClick={() => {
            form.reset();
            setRemoving(new Set());
          }}
        >
          {i18n._('admin.discard')}
        </Button>
      </div>
    </form>
  );
}

/** The Parameters tab: every configuration parameter, by group, with one Save. */
export function ParametersTab() {
  const { i18n } = useLingui();
  const client = useApiClient();
  const parameters = useResource(
    (signal) => call(client, getConfiguration, {}, { signal }),
    [client],
  );
  const { state } = parameters;
  if (state.status === 'failed')
    return (
      <LoadFailed
        titleKey="admin.loadFailed"
        messageKey={state.messageKey}
        onRetry={parameters.reload}
      />
    );
  if (!state.data) return <p className="text-sm text-gray-600">{i18n._('admin.loading')}</p>;
  // A reload after a 409 starts the form anew on the stored values.
  const key = state.data.map((p) => `${p.key}:${p.version}`).join();
  return <ParametersForm key={key} parameters={state.data} onReload={parameters.reload} />;
}
