import { useLingui } from '@lingui/react';
import { UserCheck } from 'lucide-react';
import type { PendingRegistration } from '../../../shared/model/register';
import { Card } from '../../../shared/ui/card';
import { SelectField } from '../../../shared/ui/select-field';
import { DataTable } from '../../ui/data-table/data-table';
import { SearchField } from '../../ui/data-table/search-field';
import { useList } from '../../ui/data-table/use-list';
import { useListQuery } from '../../ui/data-table/use-list-query';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { registrationColumns } from './registration-columns';
import { fetchRegistrations, registrationListQuery } from './registration-list';

/** Props of {@link RegistrationTable}. */
export interface RegistrationTableProps {
  onReview: (registration: PendingRegistration) => void;
}

/** What the table hands its page: the list, to drop an approved row at once. */
export type RegistrationList = ReturnType<typeof useRegistrationList>;

/** The sign-ups of the query in the URL, reloaded by `invalidate('registrations')`. */
export function useRegistrationList() {
  const client = useApiClient();
  const { query, key, setQuery } = useListQuery(registrationListQuery);
  const list = useList(
    (current, signal) => fetchRegistrations(client, current, signal),
    query,
    key,
    ['registrations'],
  );
  return { query, setQuery, list };
}

/**
 * The sign-ups awaiting approval in the data table: oldest first, sortable, searchable by name
 * and e-mail, filtered by a confirmed address, all in the URL. A row opens its dialog (click,
 * Enter), as does its "Review".
 */
export function RegistrationTable({
  registrations,
  onReview,
}: RegistrationTableProps & { registrations: RegistrationList }) {
  const { i18n } = useLingui();
  const { query, setQuery, list } = registrations;
  const filtered = Boolean(query.search) || query.confirmed !== undefined;
  if (list.state.status === 'ready' && list.state.data.total === 0 && !filtered) {
    return (
      <Card className="flex items-start gap-4">
        <UserCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
        <p className="text-gray-900">{i18n._('registrations.empty')}</p>
      </Card>
    );
  }
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchField
          label={i18n._('registrations.search')}
          value={query.search ?? ''}
          onSearch={(search) => setQuery({ search: search || undefined }, { replace: true })}
        />
        <SelectField
          className="sm:w-48"
          label={i18n._('registrations.emailConfirmed')}
          value={query.confirmed ?? ''}
          onChange={(event) =>
            setQuery({ confirmed: (event.currentTarget.value || undefined) as 'yes' | 'no' })
          }
          options={[
            { value: '', label: i18n._('registrations.filter.all') },
            { value: 'yes', label: i18n._('registrations.yes') },
            { value: 'no', label: i18n._('registrations.no') },
          ]}
        />
      </div>
      <DataTable
        label={i18n._('registrations.pending')}
        columns={registrationColumns(i18n, onReview)}
        list={list.state}
        query={query}
        onQueryChange={setQuery}
        onRetry={list.reload}
        getRowId={(registration) => String(registration.id)}
        onOpen={onReview}
        loadFailedKey="registrations.loadFailed"
        empty={i18n._('registrations.noMatch')}
      />
    </div>
  );
}
