import type { I18n } from '@lingui/core';
import type { ColumnDef } from '@tanstack/react-table';
import { AlertTriangle, Copy, Eye, Pencil } from 'lucide-react';
import type { EventListRow } from '../../../shared/model/event-record';
import type { InconsistencySummary } from '../../../shared/model/inconsistency';
import { formatDay } from '../../../shared/ui/offers/format-offer';
import { Button } from '../../../shared/ui/button';

/** What a row's action does, and whether it edits (a manager) or only shows (an instructor). */
export interface EventActions {
  onOpen: (row: EventListRow) => void;
  edits: boolean;
  /** Opens an unsaved copy (the office only); null hides the action. */
  onClone: ((row: EventListRow) => void) | null;
  /** The school year's overview by service (the office, toggle `inconsistencies`); null hides it. */
  inconsistencies: ReadonlyMap<number, InconsistencySummary> | null;
  onInconsistencies: (row: EventListRow) => void;
}

/**
 * The columns of the service list: name (the row's header), business area, key, school year,
 * start and end date, location, and the places taken of the maximum; then the open action.
 * Ids of sortable columns are the query's `orderBy` values.
 */
export function eventColumns(i18n: I18n, actions: EventActions): ColumnDef<EventListRow>[] {
  const day = (value: string | null) => (value ? formatDay(value, i18n.locale || 'en') : '');
  return [
    {
      id: 'name',
      accessorFn: (row) => row.name,
      enableSorting: true,
      meta: { label: i18n._('events.name'), isRowHeader: true },
      cell: ({ row }) => (
        <span>
          {row.original.name}
          {row.original.canceled ? (
            <span className="ml-2 text-sm text-gray-600">({i18n._('events.canceled')})</span>
          ) : null}
          {row.original.draft ? (
            <span className="ml-2 text-sm text-gray-600">({i18n._('events.draftMark')})</span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'businessArea',
      accessorFn: (row) => i18n._(`businessArea.${row.businessArea}`),
      enableSorting: true,
      meta: { label: i18n._('events.businessArea') },
    },
    {
      id: 'key',
      accessorFn: (row) => row.key,
      enableSorting: true,
      meta: { label: i18n._('events.key') },
    },
    {
      id: 'schoolYear',
      accessorFn: (row) => row.schoolYear,
      meta: { label: i18n._('events.schoolYear'), hideOnPhone: true },
    },
    {
      id: 'startDate',
      accessorFn: (row) => day(row.startDate),
      enableSorting: true,
      meta: { label: i18n._('events.startDate') },
    },
    {
      id: 'endDate',
      accessorFn: (row) => day(row.endDate),
      enableSorting: true,
      meta: { label: i18n._('events.endDate') },
    },
    {
      id: 'location',
      accessorFn: (row) => row.location ?? '',
      meta: { label: i18n._('events.location'), hideOnPhone: true },
    },
    {
      id: 'participants',
      accessorFn: (row) =>
        row.maximumNumber === null
          ? String(row.participants)
          : i18n._('events.placesTaken', {
              participants: row.participants,
              maximum: row.maximumNumber,
            }),
      enableSorting: true,
      meta: { label: i18n._('events.participants'), className: 'sm:text-right tabular-nums' },
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">{i18n._('events.actions')}</span>,
      cell: ({ row }) => (
        <div className="flex gap-2 sm:justify-end">
          <Button
            variant="secondary"
            aria-label={i18n._(actions.edits ? 'events.editOf' : 'events.showOf', {
              name: row.original.name,
            })}
            onClick={() => actions.onOpen(row.original)}
          >
            {actions.edits ? (
              <Pencil aria-hidden="true" className="size-4" />
            ) : (
              <Eye aria-hidden="true" className="size-4" />
            )}
            {i18n._(actions.edits ? 'events.edit' : 'events.show')}
          </Button>
          {actions.inconsistencies?.get(row.original.id) ? (
            <Button
              variant="secondary"
              aria-label={i18n._('inconsistency.openOf', {
                count: actions.inconsistencies.get(row.original.id)!.total,
                name: row.original.name,
              })}
              onClick={() => actions.onInconsistencies(row.original)}
            >
              <AlertTriangle aria-hidden="true" className="size-4 text-orange-700" />
              {actions.inconsistencies.get(row.original.id)!.total}
            </Button>
          ) : null}
          {actions.onClone ? (
            <Button
              variant="secondary"
              aria-label={i18n._('events.cloneOf', { name: row.original.name })}
              onClick={() => actions.onClone?.(row.original)}
            >
              <Copy aria-hidden="true" className="size-4" />
              {i18n._('events.clone')}
            </Button>
          ) : null}
        </div>
      ),
      meta: { className: 'sm:text-right' },
    },
  ];
}
