import type { I18n } from '@lingui/core';
import type { ColumnDef } from '@tanstack/react-table';
import { isEmailSuccess, type SentEmailRow } from '../../../shared/model/email';
import { cn } from '../../../shared/ui/cn';

/** A status as the log shows it: SUCCESS green, anything else a failure in red (spec 001 §2.4). */
export function EmailStatusBadge({ status, i18n }: { status: string; i18n: I18n }) {
  const ok = isEmailSuccess(status);
  return (
    <span
      className={cn(
        'inline-flex rounded px-2 py-0.5 text-xs font-medium',
        ok ? 'bg-green-100 text-green-800' : 'bg-red-100 text-red-800',
      )}
    >
      {ok ? i18n._('emailLog.status.SUCCESS') : `${i18n._('emailLog.status.failed')} (${status})`}
    </span>
  );
}

/** The log's columns: modified, recipient (the row's header), subject, sender, status. */
export function sentEmailColumns(i18n: I18n): ColumnDef<SentEmailRow>[] {
  return [
    {
      id: 'modified',
      accessorFn: (row) => i18n.date(row.modified, { dateStyle: 'medium', timeStyle: 'short' }),
      enableSorting: true,
      meta: { label: i18n._('emailLog.modified'), className: 'tabular-nums' },
    },
    {
      id: 'recipient',
      accessorFn: (row) => row.recipient,
      enableSorting: true,
      meta: { label: i18n._('emailLog.recipient'), isRowHeader: true },
    },
    {
      id: 'subject',
      accessorFn: (row) => row.subject,
      enableSorting: true,
      meta: { label: i18n._('emailLog.subject') },
    },
    {
      id: 'sender',
      accessorFn: (row) => row.sender,
      meta: { label: i18n._('emailLog.sender') },
    },
    {
      id: 'status',
      accessorFn: (row) => row.status,
      enableSorting: true,
      cell: ({ row }) => <EmailStatusBadge status={row.original.status} i18n={i18n} />,
      meta: { label: i18n._('emailLog.statusLabel') },
    },
  ];
}
