import { useLingui } from '@lingui/react';
import { getBusStops } from '../../../../shared/api/bus-stop';
import { useApiClient } from '../../../../shared/ui/api-client-context';
import { SelectField } from '../../../../shared/ui/select-field';
import { useResource } from '../../../../shared/ui/use-resource';

/** Props of {@link StopField}. */
export interface StopFieldProps {
  id: string;
  serviceId: number;
  /** The morning bus: the child gets on at the stop (else off). */
  inbound: boolean;
  value: number | null;
  onChange: (stopId: number | null) => void;
  error?: string | null;
  disabled?: boolean;
}

/**
 * A bus booking's stop (spec 001 §3 "start, destination"): where the child gets on (morning)
 * or off (afternoon), from the line's stops (`GET /api/busstop/event/{id}`). The school stop is
 * the other end, preset by the server (spec 001 §4.5), so it is not offered.
 */
export function StopField({
  id,
  serviceId,
  inbound,
  value,
  onChange,
  error,
  disabled,
}: StopFieldProps) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const stops = useResource((signal) => getBusStops(client, serviceId, { signal }), [serviceId]);
  const options =
    stops.state.status === 'ready' ? stops.state.data.filter((stop) => !stop.isSchoolStop) : [];
  return (
    <SelectField
      id={id}
      label={i18n._(inbound ? 'bookingDialog.startStop' : 'bookingDialog.destinationStop')}
      placeholder={i18n._('bookingDialog.pickStop')}
      options={options.map((stop) => ({ value: String(stop.id), label: stop.name }))}
      value={value === null ? '' : String(value)}
      onChange={(event) => {
        const chosen = event.currentTarget.value;
        onChange(chosen === '' ? null : Number(chosen));
      }}
      error={error}
      disabled={disabled}
      required
    />
  );
}
