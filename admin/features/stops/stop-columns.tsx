import type { I18n } from '@lingui/core';
import type { ColumnDef } from '@tanstack/react-table';
import { Pencil, Trash2 } from 'lucide-react';
import type { StopRow } from '../../../shared/model/stop';
import { Button } from '../../../shared/ui/button';

/** What a row's actions do; without them (a reader) the list has no action column. */
export interface StopActions {
  onEdit: (row: StopRow) => void;
  onDelete: (row: StopRow) => void;
}

/**
 * The columns of the stop list: name (the row's header), street, the bus lines stopping there,
 * and Edit and Delete for those who manage stops. Ids of sortable columns are the query's
 * `orderBy` values.
 */
export function stopColumns(i18n: I18n, actions: StopActions | null): ColumnDef<StopRow>[] {
  const columns: ColumnDef<StopRow>[] = [
    {
      id: 'name',
      accessorFn: (row) => row.name,
      enableSorting: true,
      meta: { label: i18n._('stops.name'), isRowHeader: true },
    },
    {
      id: 'street',
      accessorFn: (row) => row.street,
      enableSorting: true,
      meta: { label: i18n._('stops.street') },
    },
    {
      id: 'lines',
      accessorFn: (row) => row.lineCount,
      enableSorting: true,
      meta: { label: i18n._('stops.lines'), className: 'sm:text-right tabular-nums' },
    },
  ];
  if (!actions) return columns;
  columns.push({
    id: 'actions',
    header: () => <span className="sr-only">{i18n._('stops.actions')}</span>,
    cell: ({ row }) => (
      <div className="flex gap-2 sm:justify-end">
        <Button
          variant="secondary"
          aria-label={i18n._('stops.editOf', { name: row.original.name })}
          onClick={() => actions.onEdit(row.original)}
        >
          <Pencil aria-hidden="true" className="size-4" />
          {i18n._('stops.edit')}
        </Button>
        <Button
          variant="secondary"
          aria-label={i18n._('stops.deleteOf', { name: row.original.name })}
          onClick={() => actions.onDelete(row.original)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {i18n._('stops.delete')}
        </Button>
      </div>
    ),
    meta: { className: 'sm:text-right' },
  });
  return columns;
}
