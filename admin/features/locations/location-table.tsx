import { useLingui } from '@lingui/react';
import { SelectField } from '../../../shared/ui/select-field';
import { DataTable } from '../../ui/data-table/data-table';
import { SearchField } from '../../ui/data-table/search-field';
import { locationColumns, type LocationActions } from './location-columns';
import type { LocationList } from './location-list';

/** Props of {@link LocationTable}. */
export interface LocationTableProps {
  locations: LocationList;
  /** Edit and delete, for those who manage locations; null for readers. */
  actions: LocationActions | null;
}

/**
 * The locations in the data table: a search in name and room, a filter by running services,
 * sortable columns and pages, all in the URL. A row opens its dialog for a manager.
 */
export function LocationTable({ locations, actions }: LocationTableProps) {
  const { i18n } = useLingui();
  const { query, setQuery, list } = locations;
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchField
          label={i18n._('locations.search')}
          value={query.search ?? ''}
          onSearch={(search) => setQuery({ search: search || undefined }, { replace: true })}
        />
        <SelectField
          className="sm:w-56"
          label={i18n._('locations.filter.used')}
          value={query.used ?? ''}
          onChange={(event) =>
            setQuery({ used: (event.currentTarget.value || undefined) as 'yes' | 'no' })
          }
          options={[
            { value: '', label: i18n._('locations.filter.all') },
            { value: 'yes', label: i18n._('locations.filter.yes') },
            { value: 'no', label: i18n._('locations.filter.no') },
          ]}
        />
      </div>
      <DataTable
        label={i18n._('screens.location.title')}
        columns={locationColumns(i18n, actions)}
        list={list.state}
        query={query}
        onQueryChange={(change) => setQuery(change as Partial<typeof query>)}
        onRetry={list.reload}
        getRowId={(row) => String(row.id)}
        onOpen={actions?.onEdit}
        loadFailedKey="locations.loadFailed"
        empty={i18n._('locations.empty')}
      />
    </div>
  );
}
