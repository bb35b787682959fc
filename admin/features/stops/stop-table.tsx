import { useLingui } from '@lingui/react';
import { SelectField } from '../../../shared/ui/select-field';
import { DataTable } from '../../ui/data-table/data-table';
import { SearchField } from '../../ui/data-table/search-field';
import { stopColumns, type StopActions } from './stop-columns';
import type { StopList } from './stop-list';

/** Props of {@link StopTable}. */
export interface StopTableProps {
  stops: StopList;
  /** Edit and delete, for those who manage stops; null for readers. */
  actions: StopActions | null;
}

/**
 * The stops in the data table: a search in name and street, a filter by use on a bus line,
 * sortable columns and pages, all in the URL. A row opens its dialog for a manager.
 */
export function StopTable({ stops, actions }: StopTableProps) {
  const { i18n } = useLingui();
  const { query, setQuery, list } = stops;
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchField
          label={i18n._('stops.search')}
          value={query.search ?? ''}
          onSearch={(search) => setQuery({ search: search || undefined }, { replace: true })}
        />
        <SelectField
          className="sm:w-56"
          label={i18n._('stops.filter.used')}
          value={query.used ?? ''}
          onChange={(event) =>
            setQuery({ used: (event.currentTarget.value || undefined) as 'yes' | 'no' })
          }
          options={[
            { value: '', label: i18n._('stops.filter.all') },
            { value: 'yes', label: i18n._('stops.filter.yes') },
            { value: 'no', label: i18n._('stops.filter.no') },
          ]}
        />
      </div>
      <DataTable
        label={i18n._('screens.stops.title')}
        columns={stopColumns(i18n, actions)}
        list={list.state}
        query={query}
        onQueryChange={(change) => setQuery(change as Partial<typeof query>)}
        onRetry={list.reload}
        getRowId={(row) => String(row.id)}
        onOpen={actions?.onEdit}
        loadFailedKey="stops.loadFailed"
        empty={i18n._('stops.empty')}
      />
    </div>
  );
}
