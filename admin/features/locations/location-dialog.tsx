import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { fetchLocation, storeLocation } from '../../../shared/api/location';
import type { Location, LocationService } from '../../../shared/model/location';
import { MAX_TEXT } from '../../../shared/model/limits';
import {
  LOCATION_KEYS,
  locationSchema,
  namesOfServices,
  servicesAboveCapacity,
  type LocationInput,
} from '../../../shared/rules/location';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { RecordDialog } from '../../../shared/ui/dialog';
import { useForm } from '../../../shared/ui/form';
import { TextField } from '../../../shared/ui/text-field';
import { useResource } from '../../../shared/ui/use-resource';
import { reportFailure } from '../../app/failures';
import {
  NEW_LOCATION,
  toLocationInput,
  toLocationValues,
  type LocationValues,
} from './location-values';

const NO_SERVICES: readonly LocationService[] = [];

/** Props of {@link LocationDialog}. */
export interface LocationDialogProps {
  /** The location to edit, or null for a new one. */
  location: Location | null;
  onClose: () => void;
  /** After the server stored it. */
  onSaved: (location: Location) => void;
}

/**
 * The location dialog (spec 001 §2.2): name, room and capacity with the shared rules (001 §5),
 * on the office's record dialog. Editing loads the running services held there: the capacity
 * may not fall below their largest maximum, which the dialog says before saving and the
 * server says again, naming them, if a service changed meanwhile.
 */
export function LocationDialog({ location, onClose, onSaved }: LocationDialogProps) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const id = location?.id ?? null;
  const detail = useResource((signal) => fetchLocation(client, id ?? 0, { signal }), [id], {
    enabled: id !== null,
  });
  const services = useMemo(
    () => (detail.state.status === 'ready' ? detail.state.data.services : NO_SERVICES),
    [detail.state],
  );
  const schema = useMemo(() => locationSchema({ services }), [services]);

  const form = useForm<LocationValues, LocationInput>({
    initial: location ? toLocationValues(location) : NEW_LOCATION,
    schema,
    toInput: toLocationInput,
    onSubmit: async (output) => {
      const stored = await storeLocation(client, output);
      onSaved(stored);
      return toLocationValues(stored);
    },
    // A service saved meanwhile: load the services again, so the rule knows it from now on.
    onError: (error) => {
      const refused =
        isApiError(error, 400) && error.issues.some((issue) => issue.path === 'capacity');
      if (refused) detail.reload();
    },
  });

  const errorOf = (field: keyof LocationValues) => {
    const key = form.errors[field];
    if (!key) return null;
    if (key !== LOCATION_KEYS.capacityBelowServices) return i18n._(key);
    // The server's refusal names its services; the dialog's own rule those it loaded.
    const above = servicesAboveCapacity(Number(form.values.capacity), services);
    return i18n._(key, form.errorValues.capacity ?? { services: namesOfServices(above) });
  };
  const largest = services[0] ? Math.max(...services.map((s) => s.maximumNumber)) : null;
  const text = (field: 'name' | 'room') => ({
    id: form.idOf(field),
    label: i18n._(`locations.${field}`),
    value: form.values[field],
    onChange: (event: { currentTarget: { value: string } }) =>
      form.setValue(field, event.currentTarget.value),
    onBlur: () => form.touch(field),
    error: errorOf(field),
    counter: MAX_TEXT,
    required: true,
  });

  return (
    <RecordDialog
      open
      onOpenChange={(open) => !open && onClose()}
      form={form}
      mode={id === null ? 'create' : 'update'}
      titles={{ create: i18n._('locations.new'), update: i18n._('locations.editTitle') }}
      onReload={async () => toLocationValues(await fetchLocation(client, id ?? 0))}
      fieldLabels={{
        name: i18n._('locations.name'),
        room: i18n._('locations.room'),
        capacity: i18n._('locations.capacity'),
      }}
      onFailure={(error) => reportFailure(error, 'locations.saveFailed')}
      className="max-w-lg"
    >
      <div className="space-y-4">
        <TextField {...text('name')} autoComplete="off" />
        <TextField {...text('room')} autoComplete="off" />
        <TextField
          id={form.idOf('capacity')}
          label={i18n._('locations.capacity')}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          required
          value={form.values.capacity}
          onChange={(event) => form.setValue('capacity', event.currentTarget.value)}
          onBlur={() => form.touch('capacity')}
          error={errorOf('capacity')}
          hint={
            largest === null
              ? undefined
              : i18n._('locations.capacityHint', {
                  maximum: largest,
                  services: namesOfServices(services),
                })
          }
        />
      </div>
    </RecordDialog>
  );
}
