import { useLingui } from '@lingui/react';
import { useState } from 'react';
import * as v from 'valibot';
import { call } from '../../../shared/api/call';
import { uploadDocument } from '../../../shared/api/document';
import { listPersons } from '../../../shared/contracts/person';
import type { DocumentRow } from '../../../shared/model/document';
import { DOCUMENT_TYPES } from '../../../shared/model/enums';
import { MAX_TEXT } from '../../../shared/model/limits';
import type { NamedPerson } from '../../../shared/model/participant-person';
import { documentCreateSchema, DOCUMENT_UPLOAD_KEYS } from '../../../shared/rules/document';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { RecordDialog } from '../../../shared/ui/dialog';
import { useForm } from '../../../shared/ui/form';
import { SelectField } from '../../../shared/ui/select-field';
import { TextField } from '../../../shared/ui/text-field';
import { useResource } from '../../../shared/ui/use-resource';
import { reportFailure } from '../../app/failures';
import { NamedPicker } from '../participant-persons/named-picker';
import { DocumentFileInput } from './document-file-input';

/** The new document's values: the file beside what `document` carries. */
export interface NewDocumentValues {
  name: string;
  type: string;
  owner: NamedPerson | null;
  file: File | null;
}

const EMPTY: NewDocumentValues = { name: '', type: '', owner: null, file: null };

/** The server's rules, and the file required here (the server says so too, on `file`). */
const newDocumentSchema = v.object({
  ...documentCreateSchema.entries,
  file: v.custom<File>((file) => file instanceof Blob, DOCUMENT_UPLOAD_KEYS.file),
});

const toInput = ({ owner, ...values }: NewDocumentValues) => ({
  ...values,
  ownerPersonId: owner?.id ?? null,
});
/** Issues on `ownerPersonId` (the server's) land on the owner picker. */
const fieldOf = (path: string): keyof NewDocumentValues | null =>
  path === 'ownerPersonId'
    ? 'owner'
    : ((['name', 'type', 'file'] as const).find((field) => field === path) ?? null);

/** The persons a search names (staff read anyone: `GET /api/person/list`), 20 at most. */
function usePersonChoices(search: string): NamedPerson[] {
  const client = useApiClient();
  const trimmed = search.trim();
  const found = useResource(
    (signal) =>
      trimmed === ''
        ? Promise.resolve({ items: [] as NamedPerson[] })
        : call(
            client,
            listPersons,
            { query: { search: trimmed, pageSize: '20', orderBy: 'familyName' } },
            { signal },
          ),
    [trimmed],
  );
  return found.state.status === 'ready' ? found.state.data.items : [];
}

/** Props of {@link NewDocumentDialog}. */
export interface NewDocumentDialogProps {
  onClose: () => void;
  onSaved: (document: DocumentRow) => void;
}

/**
 * The document dialog in create mode (spec 001 §2.2 "edit or create", §5 name required; ADMIN):
 * the file (a PDF or a picture, checked by its bytes here and on the server), its name (taken
 * from the file's name until typed), the type, and the family person it belongs to — none
 * makes it the office's own.
 */
export function NewDocumentDialog({ onClose, onSaved }: NewDocumentDialogProps) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const [ownerSearch, setOwnerSearch] = useState('');
  const owners = usePersonChoices(ownerSearch);
  const form = useForm<NewDocumentValues, unknown, keyof NewDocumentValues>({
    initial: EMPTY,
    schema: newDocumentSchema,
    toInput,
    fieldOf,
    idPrefix: 'new-document',
    onSubmit: async (output) => {
      const { file, ...document } = output as v.InferOutput<typeof newDocumentSchema>;
      onSaved(await uploadDocument(client, document, file));
    },
  });
  const error = (field: keyof NewDocumentValues) =>
    form.errors[field] ? i18n._(form.errors[field]) : null;

  return (
    <RecordDialog
      open
      onOpenChange={(open) => !open && onClose()}
      form={form}
      mode="create"
      titles={{ create: i18n._('documents.new'), update: i18n._('documents.new') }}
      fieldLabels={{
        file: i18n._('documents.file'),
        name: i18n._('documents.name'),
        type: i18n._('documents.type'),
        owner: i18n._('documents.owner'),
      }}
      onFailure={(failure) => reportFailure(failure, 'documents.saveFailed')}
      className="max-w-2xl"
    >
      <div className="space-y-4">
        <DocumentFileInput
          id={form.idOf('file')}
          file={form.values.file}
          error={error('file')}
          onFileChange={(file) => {
            form.setValues((current) => ({
              ...current,
              file,
              // The file's name until one is typed; a typed name stays.
              name:
                current.name.trim() === '' && file ? file.name.slice(0, MAX_TEXT) : current.name,
            }));
            form.touch('file');
          }}
        />
        <TextField
          id={form.idOf('name')}
          label={i18n._('documents.name')}
          value={form.values.name}
          onChange={(event) => form.setValue('name', event.currentTarget.value)}
          onBlur={() => form.touch('name')}
          error={error('name')}
          counter={MAX_TEXT}
          required
          autoComplete="off"
        />
        <SelectField
          id={form.idOf('type')}
          label={i18n._('documents.type')}
          required
          placeholder={i18n._('documents.chooseType')}
          options={DOCUMENT_TYPES.map((type) => ({
            value: type,
            label: i18n._(`documents.type.${type}`),
          }))}
          value={form.values.type}
          onChange={(event) => {
            form.setValue('type', event.currentTarget.value);
            form.touch('type');
          }}
          error={error('type')}
        />
        <NamedPicker
          id={form.idOf('owner')}
          label={i18n._('documents.owner')}
          searchLabel={i18n._('documents.findOwner')}
          search={ownerSearch}
          onSearch={setOwnerSearch}
          options={owners}
          value={form.values.owner}
          onValueChange={(owner) => form.setValue('owner', owner)}
          error={error('owner')}
        />
      </div>
    </RecordDialog>
  );
}
