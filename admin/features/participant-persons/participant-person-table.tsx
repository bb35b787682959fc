import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import type { ColumnDef } from '@tanstack/react-table';
import { Pencil } from 'lucide-react';
import type { ParticipantPersonRow } from '../../../shared/model/participant-person';
import { Button } from '../../../shared/ui/button';
import { DataTable } from '../../ui/data-table/data-table';
import { SearchField } from '../../ui/data-table/search-field';
import type { ParticipantPersonList } from './participant-person-list';
import { linkName } from './participant-person-values';
import { roleLabel } from './role-label';

/** The child (the row's header), the person, the role with a coordinator's grades, and Edit. */
function linkColumns(
  i18n: I18n,
  onEdit: (row: ParticipantPersonRow) => void,
): ColumnDef<ParticipantPersonRow>[] {
  return [
    {
      id: 'participant',
      accessorFn: (row) => linkName(row.participant),
      enableSorting: true,
      meta: { label: i18n._('participantPersons.participant'), isRowHeader: true },
    },
    {
      id: 'person',
      accessorFn: (row) => linkName(row.person),
      enableSorting: true,
      meta: { label: i18n._('participantPersons.person') },
    },
    {
      id: 'role',
      accessorFn: (row) =>
        roleLabel(i18n, row.role) + (row.grades.length > 0 ? ` (${row.grades.join(', ')})` : ''),
      enableSorting: true,
      meta: { label: i18n._('participantPersons.role') },
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">{i18n._('persons.actions')}</span>,
      cell: ({ row }) => (
        <Button
          variant="secondary"
          aria-label={i18n._('participantPersons.editOf', {
            person: linkName(row.original.person),
            participant: linkName(row.original.participant),
          })}
          onClick={() => onEdit(row.original)}
        >
          <Pencil aria-hidden="true" className="size-4" />
          {i18n._('persons.open')}
        </Button>
      ),
      meta: { className: 'sm:text-right' },
    },
  ];
}

/** The links in the data table: a search (both names, e-mail) and pages. */
export function ParticipantPersonTable({
  links,
  onEdit,
}: {
  links: ParticipantPersonList;
  onEdit: (row: ParticipantPersonRow) => void;
}) {
  const { i18n } = useLingui();
  const { query, setQuery, list } = links;
  return (
    <div className="space-y-3">
      <SearchField
        label={i18n._('participantPersons.search')}
        value={query.search ?? ''}
        onSearch={(search) => setQuery({ search: search || undefined }, { replace: true })}
      />
      <DataTable
        label={i18n._('screens.participantPerson.title')}
        columns={linkColumns(i18n, onEdit)}
        list={list.state}
        query={query}
        onQueryChange={(change) => setQuery(change as Partial<typeof query>)}
        onRetry={list.reload}
        getRowId={(row) => String(row.id)}
        onOpen={onEdit}
        loadFailedKey="participantPersons.loadFailed"
        empty={i18n._('participantPersons.empty')}
      />
    </div>
  );
}
