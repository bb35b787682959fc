import { useLingui } from '@lingui/react';
import { BUSINESS_AREAS, type BusinessArea } from '../../../shared/model/enums';
import type { NamedOption } from '../../../shared/model/base-data';
import { Checkbox } from '../../../shared/ui/checkbox';
import { SelectField } from '../../../shared/ui/select-field';
import { DataTable } from '../../ui/data-table/data-table';
import { SearchField } from '../../ui/data-table/search-field';
import { eventColumns, type EventActions } from './event-columns';
import type { EventList } from './event-list';

/** Props of {@link EventTable}. */
export interface EventTableProps {
  events: EventList;
  /** The school years to filter by (from the base data; empty while it loads). */
  schoolYears: readonly NamedOption[];
  actions: EventActions;
}

/**
 * The services in the data table: a search in name and key, filters by business area and
 * school year (and to those with an inconsistency, while the office sees them), sortable columns
 * and pages, all in the URL. A row opens its dialog.
 */
export function EventTable({ events, schoolYears, actions }: EventTableProps) {
  const { i18n } = useLingui();
  const { query, setQuery, list } = events;
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchField
          label={i18n._('events.search')}
          value={query.search ?? ''}
          onSearch={(search) => setQuery({ search: search || undefined }, { replace: true })}
        />
        <SelectField
          className="sm:w-52"
          label={i18n._('events.businessArea')}
          value={query.businessArea ?? ''}
          onChange={(event) =>
            setQuery({
              businessArea: (event.currentTarget.value || undefined) as BusinessArea | undefined,
            })
          }
          options={[
            { value: '', label: i18n._('events.filter.allAreas') },
            ...BUSINESS_AREAS.map((area) => ({
              value: area,
              label: i18n._(`businessArea.${area}`),
            })),
          ]}
        />
        <SelectField
          className="sm:w-44"
          label={i18n._('events.schoolYear')}
          value={query.schoolYear === undefined ? '' : String(query.schoolYear)}
          onChange={(event) =>
            setQuery({
              schoolYear: event.currentTarget.value ? Number(event.currentTarget.value) : undefined,
            })
          }
          options={[
            { value: '', label: i18n._('events.filter.allYears') },
            ...schoolYears.map((year) => ({ value: String(year.id), label: year.name })),
          ]}
        />
        {actions.inconsistencies || query.inconsistent ? (
          <Checkbox
            className="sm:pb-2"
            label={i18n._('events.filter.inconsistent')}
            checked={query.inconsistent ?? false}
            onChange={(event) =>
              setQuery({ inconsistent: event.currentTarget.checked || undefined })
            }
          />
        ) : null}
      </div>
      <DataTable
        label={i18n._('screens.event.title')}
        columns={eventColumns(i18n, actions)}
        list={list.state}
        query={query}
        onQueryChange={(change) => setQuery(change as Partial<typeof query>)}
        onRetry={list.reload}
        getRowId={(row) => String(row.id)}
        onOpen={actions.onOpen}
        loadFailedKey="events.loadFailed"
        empty={i18n._('events.empty')}
      />
    </div>
  );
}
