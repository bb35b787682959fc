import { useLingui } from '@lingui/react';
import { call } from '../../../shared/api/call';
import { createApiKey } from '../../../shared/contracts/api-key';
import {
  apiKeyInputSchema,
  type ApiKeyInput,
  type CreatedApiKey,
} from '../../../shared/model/api-key';
import { MAX_TEXT } from '../../../shared/model/limits';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { RecordDialog } from '../../../shared/ui/dialog';
import { useForm } from '../../../shared/ui/form';
import { TextField } from '../../../shared/ui/text-field';
import { reportFailure } from '../../app/failures';

/** Props of {@link NewKeyDialog}. */
export interface NewKeyDialogProps {
  onClose: () => void;
  /** The key the server made, with its secret: the page shows it once. */
  onCreated: (key: CreatedApiKey) => void;
}

/** "New key": its name (what it is for), on the office's record dialog with the shared rule. */
export function NewKeyDialog({ onClose, onCreated }: NewKeyDialogProps) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const form = useForm<ApiKeyInput, ApiKeyInput>({
    initial: { name: '' },
    schema: apiKeyInputSchema,
    onSubmit: async (output) => {
      onCreated(await call(client, createApiKey, { body: output }));
    },
  });
  return (
    <RecordDialog
      open
      onOpenChange={(open) => !open && onClose()}
      form={form}
      mode="create"
      titles={{ create: i18n._('apiKeys.new'), update: i18n._('apiKeys.new') }}
      fieldLabels={{ name: i18n._('apiKeys.name') }}
      onFailure={(error) => reportFailure(error, 'apiKeys.createFailed')}
      className="max-w-lg"
    >
      <TextField
        id={form.idOf('name')}
        label={i18n._('apiKeys.name')}
        value={form.values.name}
        onChange={(event) => form.setValue('name', event.currentTarget.value)}
        onBlur={() => form.touch('name')}
        error={form.errors.name ? i18n._(form.errors.name) : null}
        hint={i18n._('apiKeys.nameHint')}
        counter={MAX_TEXT}
        required
        autoComplete="off"
      />
    </RecordDialog>
  );
}
