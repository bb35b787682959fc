import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import type { ColumnDef } from '@tanstack/react-table';
import { Pencil } from 'lucide-react';
import type { CustomerRow } from '../../../shared/model/customer-office';
import { Button } from '../../../shared/ui/button';
import { AddToBasketBulkAction } from '../../ui/basket/add-to-basket';
import { DataTable } from '../../ui/data-table/data-table';
import { SearchField } from '../../ui/data-table/search-field';
import type { CustomerList } from './customer-list';
import { customerName } from './customer-values';

/**
 * The columns: family name (the row's header), given name, e-mail, membership (its id, or
 * "yes"), the children, and Edit. Ids of sortable columns are the query's `orderBy` values.
 */
function customerColumns(i18n: I18n, onEdit: (row: CustomerRow) => void): ColumnDef<CustomerRow>[] {
  return [
    {
      id: 'familyName',
      accessorFn: (row) => row.familyName,
      enableSorting: true,
      meta: { label: i18n._('customers.familyName'), isRowHeader: true },
    },
    {
      id: 'givenName',
      accessorFn: (row) => row.givenName,
      enableSorting: true,
      meta: { label: i18n._('customers.givenName') },
    },
    {
      id: 'email',
      accessorFn: (row) => row.email ?? '',
      enableSorting: true,
      meta: { label: i18n._('customers.email') },
    },
    {
      id: 'membershipId',
      accessorFn: (row) =>
        row.hasMembership ? row.membershipId || i18n._('customers.member') : '',
      enableSorting: true,
      meta: { label: i18n._('customers.membership') },
    },
    {
      id: 'children',
      accessorFn: (row) => row.children.join(', '),
      meta: { label: i18n._('customers.children') },
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">{i18n._('customers.actions')}</span>,
      cell: ({ row }) => (
        <Button
          variant="secondary"
          aria-label={i18n._('customers.editOf', { name: customerName(row.original) })}
          onClick={() => onEdit(row.original)}
        >
          <Pencil aria-hidden="true" className="size-4" />
          {i18n._('customers.edit')}
        </Button>
      ),
      meta: { className: 'sm:text-right' },
    },
  ];
}

/**
 * The customers in the data table: a search (names, e-mail, membership id, children), pages,
 * and the chosen rows added to the basket in bulk.
 */
export function CustomerTable({
  customers,
  onEdit,
}: {
  customers: CustomerList;
  onEdit: (row: CustomerRow) => void;
}) {
  const { i18n } = useLingui();
  const { query, setQuery, list } = customers;
  return (
    <div className="space-y-3">
      <SearchField
        label={i18n._('customers.search')}
        value={query.search ?? ''}
        onSearch={(search) => setQuery({ search: search || undefined }, { replace: true })}
      />
      <DataTable
        label={i18n._('screens.customer.title')}
        columns={customerColumns(i18n, onEdit)}
        list={list.state}
        query={query}
        onQueryChange={(change) => setQuery(change as Partial<typeof query>)}
        onRetry={list.reload}
        getRowId={(row) => String(row.id)}
        onOpen={onEdit}
        bulkActions={(rows, clear) => (
          <AddToBasketBulkAction
            candidates={rows.map((row) => ({ ...row, type: 'CUSTOMER' as const }))}
            onDone={clear}
          />
        )}
        loadFailedKey="customers.loadFailed"
        empty={i18n._('customers.empty')}
      />
    </div>
  );
}
