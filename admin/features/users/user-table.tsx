import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import type { ColumnDef } from '@tanstack/react-table';
import { Lock, Pencil } from 'lucide-react';
import type { UserRow } from '../../../shared/model/user';
import { Button } from '../../../shared/ui/button';
import { AddToBasketBulkAction } from '../../ui/basket/add-to-basket';
import { DataTable } from '../../ui/data-table/data-table';
import { SearchField } from '../../ui/data-table/search-field';
import type { UserList } from './user-list';
import { userName } from './user-values';

/**
 * The columns: login (the row's header), family name, given name, roles, status (locked or
 * active) and Edit. Ids of sortable columns are the query's `orderBy` values.
 */
function userColumns(i18n: I18n, onEdit: (row: UserRow) => void): ColumnDef<UserRow>[] {
  return [
    {
      id: 'login',
      accessorFn: (row) => row.login,
      enableSorting: true,
      meta: { label: i18n._('users.login'), isRowHeader: true, className: 'break-all' },
    },
    {
      id: 'familyName',
      accessorFn: (row) => row.familyName,
      enableSorting: true,
      meta: { label: i18n._('users.familyName') },
    },
    {
      id: 'givenName',
      accessorFn: (row) => row.givenName,
      enableSorting: true,
      meta: { label: i18n._('users.givenName') },
    },
    {
      id: 'roles',
      accessorFn: (row) => row.roles.map((role) => i18n._(`roles.${role}`)).join(', '),
      meta: { label: i18n._('users.roles') },
    },
    {
      id: 'locked',
      cell: ({ row }) =>
        row.original.locked ? (
          <span className="inline-flex items-center gap-1 font-medium text-red-800">
            <Lock aria-hidden="true" className="size-4" />
            {i18n._('users.locked')}
          </span>
        ) : (
          <span className="text-gray-700">{i18n._('users.active')}</span>
        ),
      meta: { label: i18n._('users.status') },
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">{i18n._('users.actions')}</span>,
      cell: ({ row }) => (
        <Button
          variant="secondary"
          aria-label={i18n._('users.editOf', { name: userName(row.original) })}
          onClick={() => onEdit(row.original)}
        >
          <Pencil aria-hidden="true" className="size-4" />
          {i18n._('users.edit')}
        </Button>
      ),
      meta: { className: 'sm:text-right' },
    },
  ];
}

/** The users in the data table: a search (login, names), pages, add the selection to the basket. */
export function UserTable({ users, onEdit }: { users: UserList; onEdit: (row: UserRow) => void }) {
  const { i18n } = useLingui();
  const { query, setQuery, list } = users;
  return (
    <div className="space-y-3">
      <SearchField
        label={i18n._('users.search')}
        value={query.search ?? ''}
        onSearch={(search) => setQuery({ search: search || undefined }, { replace: true })}
      />
      <DataTable
        label={i18n._('screens.user.title')}
        columns={userColumns(i18n, onEdit)}
        list={list.state}
        query={query}
        onQueryChange={(change) => setQuery(change as Partial<typeof query>)}
        onRetry={list.reload}
        getRowId={(row) => String(row.id)}
        onOpen={onEdit}
        loadFailedKey="users.loadFailed"
        empty={i18n._('users.empty')}
        bulkActions={(rows, clear) => (
          <AddToBasketBulkAction
            candidates={rows.map((row) => ({ ...row, type: 'USER' as const, email: row.login }))}
            onDone={clear}
          />
        )}
      />
    </div>
  );
}
