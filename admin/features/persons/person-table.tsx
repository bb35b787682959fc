import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import type { ColumnDef } from '@tanstack/react-table';
import { Pencil } from 'lucide-react';
import type { PersonRow } from '../../../shared/model/person-office';
import { Button } from '../../../shared/ui/button';
import { DataTable } from '../../ui/data-table/data-table';
import { SearchField } from '../../ui/data-table/search-field';
import type { PersonList } from './person-list';
import { personName } from './person-values';

/** Family name (the row's header), given name, e-mail, birthday, and Open. */
function personColumns(i18n: I18n, onOpen: (row: PersonRow) => void): ColumnDef<PersonRow>[] {
  return [
    {
      id: 'familyName',
      accessorFn: (row) => row.familyName,
      enableSorting: true,
      meta: { label: i18n._('person.familyName'), isRowHeader: true },
    },
    {
      id: 'givenName',
      accessorFn: (row) => row.givenName,
      enableSorting: true,
      meta: { label: i18n._('person.givenName') },
    },
    {
      id: 'email',
      accessorFn: (row) => row.email ?? '',
      enableSorting: true,
      meta: { label: i18n._('person.email') },
    },
    {
      id: 'birthday',
      accessorFn: (row) => row.birthday ?? '',
      enableSorting: true,
      meta: { label: i18n._('person.birthday') },
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">{i18n._('persons.actions')}</span>,
      cell: ({ row }) => (
        <Button
          variant="secondary"
          aria-label={i18n._('persons.openOf', { name: personName(row.original) })}
          onClick={() => onOpen(row.original)}
        >
          <Pencil aria-hidden="true" className="size-4" />
          {i18n._('persons.open')}
        </Button>
      ),
      meta: { className: 'sm:text-right' },
    },
  ];
}

/** The persons in the data table: a search (names, e-mail) and pages. */
export function PersonTable({
  persons,
  onOpen,
}: {
  persons: PersonList;
  onOpen: (row: PersonRow) => void;
}) {
  const { i18n } = useLingui();
  const { query, setQuery, list } = persons;
  return (
    <div className="space-y-3">
      <SearchField
        label={i18n._('persons.search')}
        value={query.search ?? ''}
        onSearch={(search) => setQuery({ search: search || undefined }, { replace: true })}
      />
      <DataTable
        label={i18n._('screens.person.title')}
        columns={personColumns(i18n, onOpen)}
        list={list.state}
        query={query}
        onQueryChange={(change) => setQuery(change as Partial<typeof query>)}
        onRetry={list.reload}
        getRowId={(row) => String(row.id)}
        onOpen={onOpen}
        loadFailedKey="persons.loadFailed"
        empty={i18n._('persons.empty')}
      />
    </div>
  );
}
