import { useLingui } from '@lingui/react';
import { Download, FileText } from 'lucide-react';
import { can } from '../../../shared/access/capabilities';
import { fetchDocumentFile, fetchDocumentPage } from '../../../shared/api/document';
import type { DocumentRow } from '../../../shared/model/document';
import { MAX_PAGE_SIZE } from '../../../shared/model/list';
import { schoolTimeZone } from '../../../shared/state/school-time-zone';
import { currentUser } from '../../../shared/state/session';
import { useSignals } from '../../../shared/state/signals';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { saveFile } from '../../../shared/ui/save-file';
import { useResource } from '../../../shared/ui/use-resource';
import { reportFailure } from '../../app/failures';
import { PageLoading } from '../../app/page-loading';
import { usePageTitle } from '../../app/page-title';
import { formatModified, formatSize } from '../documents/document-format';
import { DataExportCard } from '../my-data/data-export-card';
import { splitFamilyDocuments } from './split-family-documents';

/** One document: name, type, date and size, and its download. */
function DocumentItem({ row, onDownload }: { row: DocumentRow; onDownload: () => void }) {
  const { i18n } = useLingui();
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gray-500" />
        <div className="min-w-0">
          <p className="font-medium break-words text-gray-900">{row.name}</p>
          <p className="text-sm text-gray-600">
            {i18n._(`documents.type.${row.type}`)} ·{' '}
            {formatModified(row.modified, i18n.locale, schoolTimeZone.value)} ·{' '}
            {formatSize(row.size, i18n.locale)}
          </p>
        </div>
      </div>
      <Button
        variant="secondary"
        className="self-start sm:self-center"
        aria-label={i18n._('documents.downloadOf', { name: row.name })}
        onClick={onDownload}
      >
        <Download aria-hidden="true" className="size-4" />
        {i18n._('documents.download')}
      </Button>
    </li>
  );
}

/** A card of documents under a heading, or what it says while there are none. */
function DocumentGroup({
  id,
  title,
  empty,
  rows,
  onDownload,
}: {
  id: string;
  title: string;
  empty: string;
  rows: DocumentRow[];
  onDownload: (row: DocumentRow) => void;
}) {
  return (
    <Card aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600">{empty}</p>
      ) : (
        <ul className="divide-y divide-gray-200">
          {rows.map((row) => (
            <DocumentItem key={row.id} row={row} onDownload={() => onDownload(row)} />
          ))}
        </ul>
      )}
    </Card>
  );
}

/**
 * `/my/documents` (issue 19.8): the family's invoices once issued, and the other documents on
 * file, newest first, each to download; and the data export. The server scopes the list to the
 * caller's family and answers 403 for another family's document (guessed ids too).
 */
export function MyDocumentsPage() {
  useSignals();
  const { i18n } = useLingui();
  usePageTitle('screens.myDocuments.title');
  const client = useApiClient();
  const user = currentUser.value;
  const { state, data, reload } = useResource(
    (signal) =>
      fetchDocumentPage(
        client,
        { page: 1, pageSize: MAX_PAGE_SIZE, orderBy: 'modified', asc: false },
        { signal },
      ),
    [client, user?.personId],
    { enabled: can(user, 'document.read') },
  );
  const { invoices, others } = splitFamilyDocuments(data?.items ?? []);

  async function download(row: DocumentRow) {
    try {
      saveFile(await fetchDocumentFile(client, row.id), row.name);
    } catch (error) {
      reportFailure(error, 'documents.downloadFailed');
    }
  }

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl">
          {i18n._('screens.myDocuments.title')}
        </h1>
        <p className="mt-1 text-sm text-gray-600">{i18n._('screens.myDocuments.summary')}</p>
      </header>
      {!can(user, 'document.read') ? (
        <Card>
          <p className="text-sm text-gray-700">{i18n._('myDocuments.none')}</p>
        </Card>
      ) : state.status === 'failed' ? (
        <LoadFailed
          titleKey="myDocuments.loadFailed"
          messageKey={state.messageKey}
          onRetry={reload}
        />
      ) : !data ? (
        <PageLoading />
      ) : (
        <>
          <DocumentGroup
            id="my-invoices-heading"
            title={i18n._('myDocuments.invoices')}
            empty={i18n._('myDocuments.noInvoices')}
            rows={invoices}
            onDownload={(row) => void download(row)}
          />
          <DocumentGroup
            id="my-other-documents-heading"
            title={i18n._('myDocuments.others')}
            empty={i18n._('myDocuments.noOthers')}
            rows={others}
            onDownload={(row) => void download(row)}
          />
        </>
      )}
      {can(user, 'family.export') ? <DataExportCard /> : null}
    </div>
  );
}
