import { useLingui } from '@lingui/react';
import { Plus } from 'lucide-react';
import { can } from '../../../shared/access/capabilities';
import { fetchDocument, fetchDocumentFile } from '../../../shared/api/document';
import type { DocumentRow } from '../../../shared/model/document';
import { currentUser } from '../../../shared/state/session';
import { showSnackbar } from '../../../shared/state/snackbar';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { Button } from '../../../shared/ui/button';
import { RecordLoadingDialog } from '../../../shared/ui/dialog';
import { saveFile } from '../../../shared/ui/save-file';
import { invalidate, useResource } from '../../../shared/ui/use-resource';
import { reportFailure } from '../../app/failures';
import { usePageTitle } from '../../app/page-title';
import { useRecordRoute } from '../../ui/use-record-route';
import { DocumentDialog } from './document-dialog';
import { DOCUMENTS_TAG, useDocumentList } from './document-list';
import { DocumentTable } from './document-table';
import { NewDocumentDialog } from './new-document-dialog';

/** The dialog of the document the path names, once loaded. */
function DocumentRecord({ id, onClose }: { id: number; onClose: () => void }) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const found = useResource((signal) => fetchDocument(client, id, { signal }), [id]);
  if (found.state.status !== 'ready') {
    return (
      <RecordLoadingDialog
        title={i18n._('documents.editTitle')}
        state={found.state}
        failedTitleKey="documents.recordFailed"
        onRetry={found.reload}
        onClose={onClose}
        className="max-w-lg"
      />
    );
  }
  return (
    <DocumentDialog
      document={found.state.data}
      onClose={onClose}
      onSaved={(saved) => {
        onClose();
        invalidate(DOCUMENTS_TAG);
        showSnackbar('documents.saved', { kind: 'success', values: { name: saved.name } });
      }}
    />
  );
}

/**
 * `/document` and `/document/{id}` (spec 001 §2.2, §3; ADMIN, CUSTOMER, MEMBER, INSTRUCTOR):
 * the invoices in the data table with their download; an admin sees every family's, uploads a
 * new one and renames in the document dialog, a family sees its own (the server keeps it so).
 */
export function DocumentsPage() {
  const { i18n } = useLingui();
  usePageTitle('screens.document.title');
  const client = useApiClient();
  const documents = useDocumentList();
  const record = useRecordRoute('/document');
  const manage = can(currentUser.value, 'document.manage');

  async function download(row: DocumentRow) {
    try {
      saveFile(await fetchDocumentFile(client, row.id), row.name);
    } catch (error) {
      reportFailure(error, 'documents.downloadFailed');
    }
  }

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl">
            {i18n._('screens.document.title')}
          </h1>
          <p className="mt-1 text-sm text-gray-600">{i18n._('screens.document.summary')}</p>
        </div>
        {manage ? (
          <Button onClick={record.startCreating}>
            <Plus aria-hidden="true" className="size-4" />
            {i18n._('documents.new')}
          </Button>
        ) : null}
      </header>
      <DocumentTable
        documents={documents}
        actions={{
          onDownload: (row) => void download(row),
          onEdit: manage ? (row) => record.open(row.id) : null,
        }}
      />
      {manage && record.creating ? (
        <NewDocumentDialog
          onClose={record.close}
          onSaved={(saved) => {
            record.close();
            invalidate(DOCUMENTS_TAG);
            showSnackbar('documents.uploaded', { kind: 'success', values: { name: saved.name } });
          }}
        />
      ) : null}
      {manage && record.pathId !== null ? (
        <DocumentRecord key={record.pathId} id={record.pathId} onClose={record.close} />
      ) : null}
    </div>
  );
}
