import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { EMAIL_STATUSES } from '../../../shared/model/enums';
import { SelectField } from '../../../shared/ui/select-field';
import { TextField } from '../../../shared/ui/text-field';
import { DataTable } from '../../ui/data-table/data-table';
import { SearchField } from '../../ui/data-table/search-field';
import { sentEmailColumns } from './sent-email-columns';
import { SentEmailDialog } from './sent-email-dialog';
import { useSentEmailList } from './sent-email-list';

type StatusFilter = (typeof EMAIL_STATUSES)[number] | 'FAILED';

/**
 * The log of sent e-mails (spec 001 §2.4; issue 20.5), `/email?tab=log`: filters by status,
 * recipient and day range in the URL, a row opens the detail viewer with "Send again" for a
 * failed one.
 */
export function EmailLogTab() {
  const { i18n } = useLingui();
  const { query, setQuery, list } = useSentEmailList();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <div className="space-y-6">
      <p className="text-sm text-gray-600">{i18n._('emailLog.summary')}</p>
      <div className="grid gap-3 sm:grid-cols-4 sm:items-end">
        <SearchField
          label={i18n._('emailLog.searchRecipient')}
          value={query.search ?? ''}
          onSearch={(search) => setQuery({ search: search || undefined }, { replace: true })}
        />
        <SelectField
          label={i18n._('emailLog.statusLabel')}
          value={query.status ?? ''}
          onChange={(event) =>
            setQuery({
              status: (event.currentTarget.value || undefined) as StatusFilter | undefined,
            })
          }
          options={[
            { value: '', label: i18n._('emailLog.status.all') },
            { value: 'SUCCESS', label: i18n._('emailLog.status.SUCCESS') },
            { value: 'FAILED', label: i18n._('emailLog.status.failed') },
            ...EMAIL_STATUSES.filter((status) => status !== 'SUCCESS').map((status) => ({
              value: status,
              label: status,
            })),
          ]}
        />
        <TextField
          type="date"
          label={i18n._('emailLog.from')}
          value={query.from ?? ''}
          onChange={(event) => setQuery({ from: event.currentTarget.value || undefined })}
        />
        <TextField
          type="date"
          label={i18n._('emailLog.to')}
          value={query.to ?? ''}
          onChange={(event) => setQuery({ to: event.currentTarget.value || undefined })}
        />
      </div>
      <DataTable
        label={i18n._('emailLog.title')}
        columns={sentEmailColumns(i18n)}
        list={list.state}
        query={query}
        onQueryChange={(change) => setQuery(change as Partial<typeof query>)}
        onRetry={list.reload}
        getRowId={(row) => String(row.id)}
        onOpen={(row) => setOpen(row.id)}
        loadFailedKey="emailLog.loadFailed"
        empty={i18n._('emailLog.empty')}
      />
      {open !== null ? <SentEmailDialog id={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
