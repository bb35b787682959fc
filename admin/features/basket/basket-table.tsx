import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { ColumnDef } from '@tanstack/react-table';
import { Trash2 } from 'lucide-react';
import type { BasketEntry } from '../../../shared/model/basket';
import { Button } from '../../../shared/ui/button';
import { DataTable } from '../../ui/data-table/data-table';
import { SearchField } from '../../ui/data-table/search-field';
import { basketKey, type BasketList } from './basket-list';

/** The columns: name (the row's header), e-mail, type, and Remove. */
function basketColumns(
  i18n: I18n,
  onRemove: (entry: BasketEntry) => void,
): ColumnDef<BasketEntry>[] {
  return [
    {
      id: 'name',
      accessorFn: (entry) => entry.name,
      enableSorting: true,
      meta: { label: i18n._('basket.name'), isRowHeader: true },
    },
    {
      id: 'email',
      accessorFn: (entry) => entry.email,
      enableSorting: true,
      meta: { label: i18n._('basket.email') },
    },
    {
      id: 'type',
      accessorFn: (entry) => i18n._(`basket.type.${entry.type}`),
      enableSorting: true,
      meta: { label: i18n._('basket.type') },
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">{i18n._('basket.actions')}</span>,
      cell: ({ row }) => (
        <Button
          variant="secondary"
          aria-label={i18n._('basket.removeOf', { name: row.original.name })}
          onClick={() => onRemove(row.original)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {i18n._('basket.remove')}
        </Button>
      ),
      meta: { className: 'sm:text-right' },
    },
  ];
}

/** The basket's entries in the data table: a search in name and e-mail, sortable, paged. */
export function BasketTable({
  basket,
  onRemove,
}: {
  basket: BasketList;
  onRemove: (entry: BasketEntry) => void;
}) {
  const { i18n } = useLingui();
  const { query, setQuery, list } = basket;
  return (
    <div className="space-y-3">
      <SearchField
        label={i18n._('basket.search')}
        value={query.search ?? ''}
        onSearch={(search) => setQuery({ search: search || undefined }, { replace: true })}
      />
      <DataTable
        label={i18n._('screens.basket.title')}
        columns={basketColumns(i18n, onRemove)}
        list={list.state}
        query={query}
        onQueryChange={(change) => setQuery(change as Partial<typeof query>)}
        onRetry={list.reload}
        getRowId={basketKey}
        loadFailedKey="basket.loadFailed"
        empty={i18n._('basket.empty')}
      />
    </div>
  );
}
