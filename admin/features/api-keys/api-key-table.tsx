import { useLingui } from '@lingui/react';
import { SelectField } from '../../../shared/ui/select-field';
import { DataTable } from '../../ui/data-table/data-table';
import { SearchField } from '../../ui/data-table/search-field';
import { apiKeyColumns } from './api-key-columns';
import type { ApiKeyList } from './api-key-list';
import type { ApiKeyRow } from '../../../shared/model/api-key';

/** Props of {@link ApiKeyTable}. */
export interface ApiKeyTableProps {
  keys: ApiKeyList;
  /** Every provider's keys (a SYS_ADMIN's list): with the provider column. */
  showProvider: boolean;
  onRevoke: (key: ApiKeyRow) => void;
}

/** The keys in the data table: newest first, searched, filtered by status, all in the URL. */
export function ApiKeyTable({ keys, showProvider, onRevoke }: ApiKeyTableProps) {
  const { i18n } = useLingui();
  const { query, setQuery, list } = keys;
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchField
          label={i18n._('apiKeys.search')}
          value={query.search ?? ''}
          onSearch={(search) => setQuery({ search: search || undefined }, { replace: true })}
        />
        <SelectField
          className="sm:w-48"
          label={i18n._('apiKeys.status')}
          value={query.status ?? ''}
          onChange={(event) =>
            setQuery({ status: (event.currentTarget.value || undefined) as 'active' | 'revoked' })
          }
          options={[
            { value: '', label: i18n._('apiKeys.filter.all') },
            { value: 'active', label: i18n._('apiKeys.filter.active') },
            { value: 'revoked', label: i18n._('apiKeys.filter.revoked') },
          ]}
        />
      </div>
      <DataTable
        label={i18n._('credentials.title')}
        columns={apiKeyColumns(i18n, { showProvider, onRevoke })}
        list={list.state}
        query={query}
        onQueryChange={setQuery}
        onRetry={list.reload}
        getRowId={(key) => String(key.id)}
        loadFailedKey="apiKeys.loadFailed"
        empty={i18n._('apiKeys.empty')}
      />
    </div>
  );
}
