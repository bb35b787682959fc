import { useLingui } from '@lingui/react';
import { fetchStop, storeStop } from '../../../shared/api/stop';
import { MAX_TEXT } from '../../../shared/model/limits';
import type { Stop } from '../../../shared/model/stop';
import { stopInputSchema, type StopInput } from '../../../shared/rules/stop';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { RecordDialog } from '../../../shared/ui/dialog';
import { useForm } from '../../../shared/ui/form';
import { TextField } from '../../../shared/ui/text-field';
import { reportFailure } from '../../app/failures';
import { NEW_STOP, toStopValues, type StopValues } from './stop-values';

/** Props of {@link StopDialog}. */
export interface StopDialogProps {
  /** The stop to edit, or null for a new one. */
  stop: Stop | null;
  onClose: () => void;
  /** After the server stored it. */
  onSaved: (stop: Stop) => void;
}

type TextFieldName = 'name' | 'street' | 'imageUrl';

/**
 * The stop dialog: name (unique), street and the address of a picture, with the shared rules
 * (`stopInputSchema`), on the office's record dialog. A name another stop has comes back from
 * the server on the name field.
 */
export function StopDialog({ stop, onClose, onSaved }: StopDialogProps) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const id = stop?.id ?? null;
  const form = useForm<StopValues, StopInput>({
    initial: stop ? toStopValues(stop) : NEW_STOP,
    schema: stopInputSchema,
    onSubmit: async (output) => {
      const stored = await storeStop(client, output);
      onSaved(stored);
      return toStopValues(stored);
    },
  });

  const field = (name: TextFieldName, required: boolean) => ({
    id: form.idOf(name),
    label: i18n._(`stops.${name}`),
    value: form.values[name],
    onChange: (event: { currentTarget: { value: string } }) =>
      form.setValue(name, event.currentTarget.value),
    onBlur: () => form.touch(name),
    error: form.errors[name] ? i18n._(form.errors[name]) : null,
    counter: MAX_TEXT,
    required,
    autoComplete: 'off',
  });

  return (
    <RecordDialog
      open
      onOpenChange={(open) => !open && onClose()}
      form={form}
      mode={id === null ? 'create' : 'update'}
      titles={{ create: i18n._('stops.new'), update: i18n._('stops.editTitle') }}
      onReload={async () => toStopValues(await fetchStop(client, id ?? 0))}
      fieldLabels={{
        name: i18n._('stops.name'),
        street: i18n._('stops.street'),
        imageUrl: i18n._('stops.imageUrl'),
      }}
      onFailure={(error) => reportFailure(error, 'stops.saveFailed')}
      className="max-w-lg"
    >
      <div className="space-y-4">
        <TextField {...field('name', true)} />
        <TextField {...field('street', true)} />
        <TextField
          {...field('imageUrl', false)}
          type="url"
          inputMode="url"
          hint={i18n._('stops.imageUrlHint')}
        />
      </div>
    </RecordDialog>
  );
}
