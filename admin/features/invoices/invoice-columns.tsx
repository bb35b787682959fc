import type { I18n } from '@lingui/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { DocumentType } from '../../../shared/model/enums';
import type { InvoiceProduct, InvoiceRow } from '../../../shared/model/invoice';
import type { MessageId } from '../../../shared/model/message-ids';
import { cn } from '../../../shared/ui/cn';
import { formatDay, formatEuro } from '../../../shared/ui/offers/format-offer';

/** The products' names on screen. */
export const PRODUCT_KEYS = {
  eca: 'invoices.product.eca',
  'school-bus': 'invoices.product.schoolBus',
  childminding: 'invoices.product.childminding',
  'holiday-camp': 'invoices.product.holidayCamp',
  'parent-activities': 'invoices.product.parentActivities',
} as const satisfies Record<InvoiceProduct, MessageId>;

/** The words for an invoice's state (its document's type). */
export const INVOICE_STATE_KEYS = {
  INVOICE_DRAFT: 'invoices.state.draft',
  INVOICE: 'invoices.state.issued',
  SUPERSEDED_INVOICE: 'invoices.state.superseded',
} as const satisfies Record<DocumentType, MessageId>;

/** A state as a badge: drafts amber, issued green, superseded grey. */
export function InvoiceStateBadge({ type, i18n }: { type: DocumentType; i18n: I18n }) {
  return (
    <span
      className={cn(
        'inline-flex rounded px-2 py-0.5 text-xs font-medium',
        type === 'INVOICE_DRAFT' && 'bg-amber-100 text-amber-900',
        type === 'INVOICE' && 'bg-green-100 text-green-800',
        type === 'SUPERSEDED_INVOICE' && 'bg-gray-100 text-gray-700',
      )}
    >
      {i18n._(INVOICE_STATE_KEYS[type])}
    </span>
  );
}

/** Euro from cents in the screen's language. */
export const euroOf = (cents: number, i18n: I18n) => formatEuro(cents / 100, i18n.locale);

/** The list's columns: family (the row's header), state, number, lines, total, collection day. */
export function invoiceColumns(i18n: I18n): ColumnDef<InvoiceRow>[] {
  return [
    {
      id: 'family',
      accessorFn: (row) => row.family,
      enableSorting: true,
      meta: { label: i18n._('invoices.family'), isRowHeader: true },
    },
    {
      id: 'type',
      accessorFn: (row) => row.type,
      enableSorting: true,
      cell: ({ row }) => <InvoiceStateBadge type={row.original.type} i18n={i18n} />,
      meta: { label: i18n._('invoices.state') },
    },
    {
      id: 'number',
      accessorFn: (row) => row.number ?? '—',
      enableSorting: true,
      meta: { label: i18n._('invoices.number'), className: 'tabular-nums' },
    },
    {
      id: 'lines',
      accessorFn: (row) => row.lineCount,
      meta: { label: i18n._('invoices.lines'), className: 'tabular-nums text-right' },
    },
    {
      id: 'total',
      accessorFn: (row) => euroOf(row.totalCents, i18n),
      enableSorting: true,
      meta: { label: i18n._('invoices.total'), className: 'tabular-nums text-right' },
    },
    {
      id: 'collection',
      accessorFn: (row) => (row.collectionDate ? formatDay(row.collectionDate, i18n.locale) : '—'),
      meta: { label: i18n._('invoices.collectionDate'), className: 'tabular-nums' },
    },
  ];
}
