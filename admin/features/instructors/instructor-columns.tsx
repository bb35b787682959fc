import type { I18n } from '@lingui/core';
import type { ColumnDef } from '@tanstack/react-table';
import { Eye, Pencil } from 'lucide-react';
import type { InstructorRow } from '../../../shared/model/instructor';
import { Button } from '../../../shared/ui/button';
import { instructorName } from './instructor-values';

/** What a row's action does: Edit for a manager, Show for a reader (an instructor's own row). */
export interface InstructorActions {
  onOpen: (row: InstructorRow) => void;
  /** The dialog edits (`instructor.manage`); otherwise it only shows. */
  edits: boolean;
}

/**
 * The columns of the instructor list: family name (the row's header), given name, e-mail,
 * business areas, the number of services they teach, and Edit (a manager) or Show (an
 * instructor, their own row). Ids of sortable columns are the query's `orderBy` values.
 */
export function instructorColumns(
  i18n: I18n,
  actions: InstructorActions | null,
): ColumnDef<InstructorRow>[] {
  const columns: ColumnDef<InstructorRow>[] = [
    {
      id: 'familyName',
      accessorFn: (row) => row.familyName,
      enableSorting: true,
      meta: { label: i18n._('instructors.familyName'), isRowHeader: true },
    },
    {
      id: 'givenName',
      accessorFn: (row) => row.givenName,
      enableSorting: true,
      meta: { label: i18n._('instructors.givenName') },
    },
    {
      id: 'email',
      accessorFn: (row) => row.email ?? '',
      enableSorting: true,
      meta: { label: i18n._('instructors.email') },
    },
    {
      id: 'businessAreas',
      accessorFn: (row) =>
        row.businessAreas.map((area) => i18n._(`businessArea.${area}`)).join(', '),
      meta: { label: i18n._('instructors.businessAreas') },
    },
    {
      id: 'services',
      accessorFn: (row) => row.serviceCount,
      enableSorting: true,
      meta: { label: i18n._('instructors.services'), className: 'sm:text-right tabular-nums' },
    },
  ];
  if (!actions) return columns;
  columns.push({
    id: 'actions',
    header: () => <span className="sr-only">{i18n._('instructors.actions')}</span>,
    cell: ({ row }) => (
      <Button
        variant="secondary"
        aria-label={i18n._(actions.edits ? 'instructors.editOf' : 'instructors.showOf', {
          name: instructorName(row.original),
        })}
        onClick={() => actions.onOpen(row.original)}
      >
        {actions.edits ? (
          <Pencil aria-hidden="true" className="size-4" />
        ) : (
          <Eye aria-hidden="true" className="size-4" />
        )}
        {i18n._(actions.edits ? 'instructors.edit' : 'instructors.show')}
      </Button>
    ),
    meta: { className: 'sm:text-right' },
  });
  return columns;
}
