import { useLingui } from '@lingui/react';
import {
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
} from '@tanstack/react-table';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ListAnswer } from '../../../shared/model/list';
import { raiseAppFailure } from '../../../shared/state/app-failure';
import { failureOutcome } from '../../app/failures';
import { LoadFailed } from '../../../shared/ui/load-failed';
import type { Resource } from '../../../shared/ui/use-resource';
import { BulkBar } from './bulk-bar';
import './column-meta';
import { selectColumn } from './select-column';
import { SortHeader } from './sort-header';
import { SortSelect, type SortChange } from './sort-select';
import { Table, TableBody, TableHeader, TableRow } from './table';
import { TablePagination } from './table-pagination';
import { DataRow } from './table-row';
import { EmptyRow, SkeletonRows } from './table-states';
import { VirtualRows } from './virtual-rows';
import type { MessageId } from '../../../shared/model/message-ids';

/** A page with more rows than this renders only those in view (see `virtual`). */
export const VIRTUAL_FROM = 100;

/** The part of the list query the table changes itself: page, page size and order. */
export interface TableQuery {
  page: number;
  pageSize: number;
  orderBy: string;
  asc: boolean;
}

/** Props of {@link DataTable}. */
export interface DataTableProps<T, Q extends TableQuery = TableQuery> {
  /** The table's accessible name, usually the list's heading. */
  label: string;
  // TanStack's own type: columns of any value type in one array.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  /** The list's resource (`useList`): loading, failed or one page. */
  list: Resource<ListAnswer<T>>;
  /** The list query, from `useListQuery`. */
  query: Q;
  /** Takes `setQuery` of `useListQuery` as it is. */
  onQueryChange: (change: Partial<Q>) => void;
  onRetry: () => void;
  getRowId: (row: T) => string;
  /** Opens a row's record (click, Enter); rows are then tab stops, Up and Down move. */
  onOpen?: (row: T) => void;
  /** With it, rows get checkboxes and chosen rows this bar of actions. */
  bulkActions?: (rows: T[], clear: () => void) => ReactNode;
  /** Catalog id of "The … could not be loaded." */
  loadFailedKey?: MessageId;
  /** What an empty list says (the screen's own text); "Nothing found." by default. */
  empty?: ReactNode;
  /**
   * Only the visible rows are rendered, in a scrolling frame. By default a page of more than
   * {@link VIRTUAL_FROM} rows is (page sizes 100 with a full page, 200); true or false decides.
   */
  virtual?: boolean;
  /** Whether to show the pagination; off for a list that fits on one page anyway. */
  paginate?: boolean;
}

/**
 * The portal's data table (issue 14 §3) on TanStack Table: sortable headers (the order lives in
 * the URL and the server sorts), pagination, skeleton rows, empty and failed states, row
 * selection with a bulk bar, rows that open their record, and cards on a phone. Filters and
 * search stand above it (`SearchField`, the screen's own selects), all in the URL.
 */
export function DataTable<T, Q extends TableQuery = TableQuery>({
  label,
  columns,
  list,
  query,
  onQueryChange,
  onRetry,
  getRowId,
  onOpen,
  bulkActions,
  loadFailedKey = 'dataTable.loadFailed',
  empty,
  virtual: virtualChoice,
  paginate = true,
}: DataTableProps<T, Q>) {
  const { i18n } = useLingui();
  const scroller = useRef<HTMLDivElement>(null);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const data = list.status === 'failed' ? undefined : list.data;
  const [selectedFor, setSelectedFor] = useState(data);
  if (data !== selectedFor) {
    // Another page or a reload: what was chosen is no longer on screen.
    setSelectedFor(data);
    if (Object.keys(selection).length > 0) setSelection({});
  }
  const allColumns = bulkActions
    ? [
        selectColumn<T>({
          all: i18n._('dataTable.selectAll'),
          row: (index) => i18n._('dataTable.selectRow', { number: index + 1 }),
        }),
        ...columns,
      ]
    : columns;
  const table = useReactTable({
    data: data?.items ?? [],
    columns: allColumns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    defaultColumn: { enableSorting: false },
    enableRowSelection: bulkActions !== undefined,
    state: { rowSelection: selection },
    onRowSelectionChange: setSelection,
  });

  // A failed load is reported the office's way (spec 002 §8): a long-term fatal error takes the
  // error page; any other keeps the alert with "Try again" and the signature to quote.
  const failed = list.status === 'failed' ? list.error : undefined;
  const outcome = useMemo(
    () => (failed === undefined ? null : failureOutcome(failed, loadFailedKey)),
    [failed, loadFailedKey],
  );
  const fatal = outcome?.kind === 'page' && outcome.failure.signature ? outcome.failure : null;
  useEffect(() => {
    if (fatal) raiseAppFailure(fatal);
  }, [fatal]);

  if (list.status === 'failed') {
    return (
      <LoadFailed
        titleKey={loadFailedKey}
        messageKey={list.messageKey}
        onRetry={onRetry}
        signature={outcome?.kind === 'snackbar' ? outcome.signature : undefined}
      />
    );
  }
  const rows = table.getRowModel().rows;
  const virtual = virtualChoice ?? rows.length > VIRTUAL_FROM;
  // The table changes only the fields every list query has.
  const change = (fields: Partial<TableQuery>) => onQueryChange(fields as Partial<Q>);
  const sort = (fields: SortChange) => change(fields);
  const chosen = table.getSelectedRowModel().rows.map((row) => row.original);
  const width = allColumns.length;
  return (
    <div className="space-y-3">
      <SortSelect
        columns={table.getAllLeafColumns()}
        orderBy={query.orderBy}
        asc={query.asc}
        onSort={sort}
      />
      {bulkActions && chosen.length > 0 ? (
        <BulkBar count={chosen.length} onClear={() => setSelection({})}>
          {bulkActions(chosen, () => setSelection({}))}
        </BulkBar>
      ) : null}
      <Table
        aria-label={label}
        aria-busy={list.status === 'loading' ? true : undefined}
        frameRef={scroller}
        frameClassName={virtual ? 'max-h-[70vh] overflow-y-auto' : undefined}
      >
        <TableHeader className={virtual ? 'sticky top-0 z-10' : undefined}>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id}>
              {group.headers.map((header) => (
                <SortHeader
                  key={header.id}
                  header={header}
                  orderBy={query.orderBy}
                  asc={query.asc}
                  onSort={sort}
                />
              ))}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody className={list.status === 'loading' && data ? 'opacity-60' : undefined}>
          {!data ? <SkeletonRows columns={width} rows={Math.min(query.pageSize, 5)} /> : null}
          {data && rows.length === 0 ? <EmptyRow columns={width}>{empty}</EmptyRow> : null}
          {data && virtual ? (
            <VirtualRows rows={rows} columns={width} scroller={scroller} onOpen={onOpen} />
          ) : null}
          {data && !virtual
            ? rows.map((row) => <DataRow key={row.id} row={row} onOpen={onOpen} />)
            : null}
        </TableBody>
      </Table>
      {!data ? (
        <p role="status" className="sr-only">
          {i18n._('app.loading')}
        </p>
      ) : null}
      {paginate && data ? (
        <TablePagination
          page={query.page}
          pageSize={query.pageSize}
          shown={data.items.length}
          total={data.total}
          onPage={(page) => change({ page })}
          onPageSize={(pageSize) => change({ pageSize })}
        />
      ) : null}
    </div>
  );
}
