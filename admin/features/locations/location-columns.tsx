import type { I18n } from '@lingui/core';
import type { ColumnDef } from '@tanstack/react-table';
import { Pencil, Trash2 } from 'lucide-react';
import type { LocationRow } from '../../../shared/model/location';
import { Button } from '../../../shared/ui/button';

/** What a row's actions do; without them (a reader) the list has no action column. */
export interface LocationActions {
  onEdit: (row: LocationRow) => void;
  onDelete: (row: LocationRow) => void;
}

/**
 * The columns of the location list: name (the row's header), room, capacity, the running
 * services held there, and Edit and Delete for those who manage locations. Ids of sortable
 * columns are the query's `orderBy` values.
 */
export function locationColumns(
  i18n: I18n,
  actions: LocationActions | null,
): ColumnDef<LocationRow>[] {
  const nameOf = (row: LocationRow) => `${row.name}, ${row.room}`;
  const columns: ColumnDef<LocationRow>[] = [
    {
      id: 'name',
      accessorFn: (row) => row.name,
      enableSorting: true,
      meta: { label: i18n._('locations.name'), isRowHeader: true },
    },
    {
      id: 'room',
      accessorFn: (row) => row.room,
      enableSorting: true,
      meta: { label: i18n._('locations.room') },
    },
    {
      id: 'capacity',
      accessorFn: (row) => row.capacity,
      enableSorting: true,
      meta: { label: i18n._('locations.capacity'), className: 'sm:text-right tabular-nums' },
    },
    {
      id: 'services',
      accessorFn: (row) => row.serviceCount,
      enableSorting: true,
      meta: { label: i18n._('locations.services'), className: 'sm:text-right tabular-nums' },
    },
  ];
  if (!actions) return columns;
  columns.push({
    id: 'actions',
    header: () => <span className="sr-only">{i18n._('locations.actions')}</span>,
    cell: ({ row }) => (
      <div className="flex gap-2 sm:justify-end">
        <Button
          variant="secondary"
          aria-label={i18n._('locations.editOf', { name: nameOf(row.original) })}
          onClick={() => actions.onEdit(row.original)}
        >
          <Pencil aria-hidden="true" className="size-4" />
          {i18n._('locations.edit')}
        </Button>
        <Button
          variant="secondary"
          aria-label={i18n._('locations.deleteOf', { name: nameOf(row.original) })}
          onClick={() => actions.onDelete(row.original)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {i18n._('locations.delete')}
        </Button>
      </div>
    ),
    meta: { className: 'sm:text-right' },
  });
  return columns;
}
