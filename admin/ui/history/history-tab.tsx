import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { can } from '../../../shared/access/capabilities';
import { fetchHistory } from '../../../shared/api/history';
import type { HistoryEntity, HistoryEntry } from '../../../shared/model/history';
import type { ListAnswer } from '../../../shared/model/list';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { Button } from '../../../shared/ui/button';
import type { RecordTab } from '../../../shared/ui/dialog/record-tabs';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { useResource } from '../../../shared/ui/use-resource';
import { currentUser } from '../../../shared/state/session';
import { schoolTimeZone } from '../../../shared/state/school-time-zone';
import {
  fieldLabel,
  formatValue,
  type HistoryLabels,
  type HistoryValueLabels,
} from './history-format';
import { formatWhen } from '../format-when';

/** Loads one page of a history (1-based), newest first. */
export type HistoryLoader = (
  page: number,
  pageSize: number | undefined,
  signal: AbortSignal,
) => Promise<ListAnswer<HistoryEntry>>;

/** Props of {@link HistoryTab}: a record's history (`entity`, `id`), or another list (`load`). */
export type HistoryTabProps = ({ entity: HistoryEntity; id: number } | { load: HistoryLoader }) & {
  /** Labels of the record's own fields (full key or last segment), over the common ones. */
  labels?: HistoryLabels;
  /** How the record's own coded fields read (a role's name), by full key or last segment. */
  valueLabels?: HistoryValueLabels;
  /** Saves per page; the server's default (20) unless said. */
  pageSize?: number;
};

/**
 * The History tab of a record dialog (issue 17.8): each save newest first — when (school's
 * zone, locale), who, and each changed field with before → after; paged with Newer / Older.
 */
export function HistoryTab(props: HistoryTabProps) {
  const { labels, valueLabels, pageSize } = props;
  const { i18n } = useLingui();
  const client = useApiClient();
  const [page, setPage] = useState(1);
  const record = 'load' in props ? null : props;
  const load = 'load' in props ? props.load : null;
  const history = useResource(
    (signal) =>
      load
        ? load(page, pageSize, signal)
        : fetchHistory(client, record!.entity, record!.id, { page, pageSize }, { signal }),
    [record?.entity, record?.id, load, page, pageSize],
  );
  const { state } = history;
  if (state.status === 'failed')
    return (
      <LoadFailed
        titleKey="history.loadFailed"
        messageKey={state.messageKey}
        onRetry={history.reload}
      />
    );
  if (!state.data)
    return (
      <p role="status" className="text-sm text-gray-600">
        {i18n._('app.loading')}
      </p>
    );
  const { items, total = 0, pageSize: size } = state.data;
  const pages = Math.max(1, Math.ceil(total / size));
  if (total === 0) return <p className="text-sm text-gray-600">{i18n._('history.empty')}</p>;
  return (
    <div className="space-y-4" aria-busy={state.status === 'loading'}>
      <ol className="space-y-4">
        {items.map((entry) => (
          <HistoryItem
            key={entry.id}
            entry={entry}
            labels={labels}
            valueLabels={valueLabels}
            i18n={i18n}
          />
        ))}
      </ol>
      {pages > 1 ? (
        <nav aria-label={i18n._('history.pages')} className="flex items-center gap-3 text-sm">
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {i18n._('history.newer')}
          </Button>
          <span>{i18n._('history.page', { page, pages })}</span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {i18n._('history.older')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

function HistoryItem({
  entry,
  labels,
  valueLabels,
  i18n,
}: {
  entry: HistoryEntry;
  labels: HistoryLabels | undefined;
  valueLabels: HistoryValueLabels | undefined;
  i18n: I18n;
}) {
  const when = formatWhen(entry.changedAt, i18n.locale, schoolTimeZone.value);
  return (
    <li className="rounded-md border border-gray-200 p-3">
      <p className="mb-2 text-sm text-gray-800">
        <time dateTime={entry.changedAt} className="font-medium">
          {when}
        </time>
        {' · '}
        {entry.userName}
        {entry.subject ? ` · ${entry.subject}` : ''}
        {entry.created ? ` · ${i18n._('history.created')}` : ''}
      </p>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{i18n._('history.changesOf', { when })}</caption>
        <thead className="text-gray-700">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">
              {i18n._('history.field')}
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              {i18n._('history.before')}
            </th>
            <th scope="col" className="py-1 font-medium">
              {i18n._('history.after')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {entry.changes.map((change) => (
            <tr key={change.field}>
              <th scope="row" className="py-1 pr-3 font-normal text-gray-700">
                {fieldLabel(i18n, change.field, labels)}
              </th>
              <td className="py-1 pr-3 break-all text-gray-600">
                {formatValue(i18n, change, change.before, valueLabels)}
              </td>
              <td className="py-1 break-all">
                <span aria-hidden="true">→ </span>
                {formatValue(i18n, change, change.after, valueLabels)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </li>
  );
}

/**
 * The History tab for a record dialog's `tabs`, or nothing: for a new record (no id yet) and
 * for callers without `history.read` (ADMIN only). Lazy: it loads when first shown.
 * @example tabs={[...tabs, ...historyTab(i18n, 'customer', record?.id)]}
 */
export function historyTab(
  i18n: I18n,
  entity: HistoryEntity,
  id: number | null | undefined,
  labels?: HistoryLabels,
  valueLabels?: HistoryValueLabels,
): RecordTab[] {
  if (!id || !can(currentUser.value, 'history.read')) return [];
  return [
    {
      value: 'history',
      label: i18n._('history.tab'),
      lazy: true,
      content: <HistoryTab entity={entity} id={id} labels={labels} valueLabels={valueLabels} />,
    },
  ];
}
