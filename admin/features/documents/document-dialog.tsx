import { useLingui } from '@lingui/react';
import { fetchDocument, storeDocument } from '../../../shared/api/document';
import type { DocumentRow } from '../../../shared/model/document';
import { MAX_TEXT } from '../../../shared/model/limits';
import { documentInputSchema, type DocumentInput } from '../../../shared/rules/document';
import { schoolTimeZone } from '../../../shared/state/school-time-zone';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { RecordDialog } from '../../../shared/ui/dialog';
import { useForm } from '../../../shared/ui/form';
import { TextField } from '../../../shared/ui/text-field';
import { reportFailure } from '../../app/failures';
import { formatModified, formatSize } from './document-format';

/** The dialog's values: the document's key and its name as typed. */
interface DocumentValues {
  id: number;
  version: number;
  name: string;
}

const toValues = ({ id, version, name }: DocumentRow): DocumentValues => ({ id, version, name });

/** Props of {@link DocumentDialog}. */
export interface DocumentDialogProps {
  /** The loaded document. */
  document: DocumentRow;
  onClose: () => void;
  onSaved: (document: DocumentRow) => void;
}

/**
 * The document dialog (spec 001 §2.2, §5; ADMIN): the name, required, and what the document is
 * (type, owner, size, date) read-only beside it. A stale version answers 409 and offers a reload.
 */
export function DocumentDialog({ document, onClose, onSaved }: DocumentDialogProps) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const form = useForm<DocumentValues, DocumentInput>({
    initial: toValues(document),
    schema: documentInputSchema,
    onSubmit: async (input) => {
      const stored = await storeDocument(client, input);
      onSaved(stored);
      return toValues(stored);
    },
  });
  const facts: [string, string][] = [
    [i18n._('documents.type'), i18n._(`documents.type.${document.type}`)],
    [i18n._('documents.owner'), document.owner ?? '–'],
    [i18n._('documents.size'), formatSize(document.size, i18n.locale)],
    [
      i18n._('documents.modified'),
      formatModified(document.modified, i18n.locale, schoolTimeZone.value),
    ],
  ];
  return (
    <RecordDialog
      open
      onOpenChange={(open) => !open && onClose()}
      form={form}
      mode="update"
      titles={{ create: i18n._('documents.editTitle'), update: i18n._('documents.editTitle') }}
      onReload={async () => toValues(await fetchDocument(client, document.id))}
      fieldLabels={{ name: i18n._('documents.name') }}
      onFailure={(error) => reportFailure(error, 'documents.saveFailed')}
      className="max-w-lg"
    >
      <div className="space-y-4">
        <TextField
          id={form.idOf('name')}
          label={i18n._('documents.name')}
          value={form.values.name}
          onChange={(event) => form.setValue('name', event.currentTarget.value)}
          onBlur={() => form.touch('name')}
          error={form.errors.name ? i18n._(form.errors.name) : null}
          counter={MAX_TEXT}
          required
          autoComplete="off"
        />
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-gray-600">{label}</dt>
              <dd className="text-gray-900">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </RecordDialog>
  );
}
