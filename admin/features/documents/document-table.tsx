import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { ColumnDef } from '@tanstack/react-table';
import { Download, Pencil } from 'lucide-react';
import { DOCUMENT_TYPES, type DocumentType } from '../../../shared/model/enums';
import type { DocumentRow } from '../../../shared/model/document';
import { schoolTimeZone } from '../../../shared/state/school-time-zone';
import { Button } from '../../../shared/ui/button';
import { SelectField } from '../../../shared/ui/select-field';
import { DataTable } from '../../ui/data-table/data-table';
import { SearchField } from '../../ui/data-table/search-field';
import { formatModified, formatSize } from './document-format';
import type { DocumentList } from './document-list';

/** What a row offers: download for everyone who sees it, rename for a manager. */
export interface DocumentActions {
  onDownload: (row: DocumentRow) => void;
  /** Null for those who only read. */
  onEdit: ((row: DocumentRow) => void) | null;
}

/** The columns: name (the row's header), type, owner, size, date, and the actions. */
function documentColumns(i18n: I18n, actions: DocumentActions): ColumnDef<DocumentRow>[] {
  const { onDownload, onEdit } = actions;
  return [
    {
      id: 'name',
      accessorFn: (row) => row.name,
      enableSorting: true,
      meta: { label: i18n._('documents.name'), isRowHeader: true },
    },
    {
      id: 'type',
      accessorFn: (row) => i18n._(`documents.type.${row.type}`),
      enableSorting: true,
      meta: { label: i18n._('documents.type') },
    },
    {
      id: 'owner',
      accessorFn: (row) => row.owner ?? '',
      enableSorting: true,
      meta: { label: i18n._('documents.owner') },
    },
    {
      id: 'size',
      accessorFn: (row) => formatSize(row.size, i18n.locale),
      enableSorting: true,
      meta: { label: i18n._('documents.size') },
    },
    {
      id: 'modified',
      accessorFn: (row) => formatModified(row.modified, i18n.locale, schoolTimeZone.value),
      enableSorting: true,
      meta: { label: i18n._('documents.modified') },
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">{i18n._('documents.actions')}</span>,
      cell: ({ row }) => (
        <div className="flex flex-wrap gap-2 sm:justify-end">
          <Button
            variant="secondary"
            aria-label={i18n._('documents.downloadOf', { name: row.original.name })}
            onClick={() => onDownload(row.original)}
          >
            <Download aria-hidden="true" className="size-4" />
            {i18n._('documents.download')}
          </Button>
          {onEdit ? (
            <Button
              variant="secondary"
              aria-label={i18n._('documents.editOf', { name: row.original.name })}
              onClick={() => onEdit(row.original)}
            >
              <Pencil aria-hidden="true" className="size-4" />
              {i18n._('documents.edit')}
            </Button>
          ) : null}
        </div>
      ),
      meta: { className: 'sm:text-right' },
    },
  ];
}

/** The documents in the data table: search in name and owner, a filter by type, pages. */
export function DocumentTable({
  documents,
  actions,
}: {
  documents: DocumentList;
  actions: DocumentActions;
}) {
  const { i18n } = useLingui();
  const { query, setQuery, list } = documents;
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchField
          label={i18n._('documents.search')}
          value={query.search ?? ''}
          onSearch={(search) => setQuery({ search: search || undefined }, { replace: true })}
        />
        <SelectField
          className="sm:w-56"
          label={i18n._('documents.filter.type')}
          value={query.type ?? ''}
          onChange={(event) =>
            setQuery({ type: (event.currentTarget.value || undefined) as DocumentType })
          }
          options={[
            { value: '', label: i18n._('documents.filter.all') },
            ...DOCUMENT_TYPES.map((type) => ({
              value: type,
              label: i18n._(`documents.type.${type}`),
            })),
          ]}
        />
      </div>
      <DataTable
        label={i18n._('screens.document.title')}
        columns={documentColumns(i18n, actions)}
        list={list.state}
        query={query}
        onQueryChange={(change) => setQuery(change as Partial<typeof query>)}
        onRetry={list.reload}
        getRowId={(row) => String(row.id)}
        onOpen={actions.onEdit ?? undefined}
        loadFailedKey="documents.loadFailed"
        empty={i18n._('documents.empty')}
      />
    </div>
  );
}
