import type { I18n } from '@lingui/core';
import type { ColumnDef } from '@tanstack/react-table';
import { Ban, CircleCheck } from 'lucide-react';
import type { ApiKeyRow } from '../../../shared/model/api-key';
import { Button } from '../../../shared/ui/button';
import { formatMoment } from '../registrations/format-moment';

/** What {@link apiKeyColumns} needs besides the translations. */
export interface ApiKeyColumnOptions {
  /** Whether the list holds every provider's keys (a SYS_ADMIN's): adds the provider column. */
  showProvider: boolean;
  onRevoke: (key: ApiKeyRow) => void;
}

/**
 * The columns of the key list: name (the row's header), the key's public part, its provider
 * (a SYS_ADMIN's list), created, last used, status, and Revoke while it is active. Ids of
 * sortable columns are the query's `orderBy` values.
 */
export function apiKeyColumns(
  i18n: I18n,
  { showProvider, onRevoke }: ApiKeyColumnOptions,
): ColumnDef<ApiKeyRow>[] {
  const moment = (iso: string | null) => (iso ? formatMoment(iso, i18n.locale) : null);
  return [
    {
      id: 'name',
      accessorFn: (key) => key.name,
      enableSorting: true,
      meta: { label: i18n._('apiKeys.name'), isRowHeader: true },
    },
    {
      id: 'prefix',
      cell: ({ row }) => <code className="font-mono text-sm">{row.original.prefix}</code>,
      meta: { label: i18n._('apiKeys.key') },
    },
    ...(showProvider
      ? [
          {
            id: 'provider',
            accessorFn: (key: ApiKeyRow) => key.provider.name,
            enableSorting: true,
            cell: ({ row }: { row: { original: ApiKeyRow } }) => (
              <span>
                {row.original.provider.name}
                <span className="block text-xs break-all text-gray-600">
                  {row.original.provider.login}
                </span>
              </span>
            ),
            meta: { label: i18n._('apiKeys.provider') },
          } satisfies ColumnDef<ApiKeyRow>,
        ]
      : []),
    {
      id: 'createdAt',
      accessorFn: (key) => key.createdAt,
      enableSorting: true,
      cell: ({ row }) => moment(row.original.createdAt),
      meta: { label: i18n._('apiKeys.createdAt'), className: 'sm:whitespace-nowrap' },
    },
    {
      id: 'lastUsedAt',
      accessorFn: (key) => key.lastUsedAt ?? '',
      enableSorting: true,
      cell: ({ row }) => moment(row.original.lastUsedAt) ?? i18n._('apiKeys.never'),
      meta: { label: i18n._('apiKeys.lastUsedAt'), className: 'sm:whitespace-nowrap' },
    },
    {
      id: 'status',
      cell: ({ row }) =>
        row.original.revokedAt ? (
          <span className="inline-flex items-center gap-1 text-gray-700">
            <Ban aria-hidden="true" className="size-4" />
            {i18n._('apiKeys.revokedOn', { date: moment(row.original.revokedAt) })}
          </span>
        ) : (
          <span className="inline-flex items-center gap-1 text-green-800">
            <CircleCheck aria-hidden="true" className="size-4" />
            {i18n._('apiKeys.active')}
          </span>
        ),
      meta: { label: i18n._('apiKeys.status') },
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">{i18n._('apiKeys.actions')}</span>,
      cell: ({ row }) =>
        row.original.revokedAt ? null : (
          <Button
            variant="secondary"
            aria-label={i18n._('apiKeys.revokeOf', { name: row.original.name })}
            onClick={() => onRevoke(row.original)}
          >
            <Ban aria-hidden="true" className="size-4" />
            {i18n._('apiKeys.revoke')}
          </Button>
        ),
      meta: { className: 'sm:text-right' },
    },
  ];
}
