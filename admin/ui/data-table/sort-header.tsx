import { useLingui } from '@lingui/react';
import type { Header } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../shared/ui/cn';
import { focusRing } from '../../../shared/ui/focus-ring';
import { TableHead } from './table';
import type { SortChange } from './sort-select';

/** Props of {@link SortHeader}. */
export interface SortHeaderProps<T> {
  header: Header<T, unknown>;
  /** The ordered column and direction, from the list query. */
  orderBy: string;
  asc: boolean;
  onSort: (change: SortChange) => void;
}

/**
 * A column's header: a sortable one is a button that sorts by it (again: the other way) and
 * says the current order with `aria-sort`, read out by screen readers as the column's state.
 */
export function SortHeader<T>({ header, orderBy, asc, onSort }: SortHeaderProps<T>) {
  const { i18n } = useLingui();
  const { column } = header;
  const label = column.columnDef.meta?.label ?? '';
  const className = column.columnDef.meta?.className;
  if (header.isPlaceholder) return <TableHead className={className} />;
  if (!column.getCanSort()) {
    return <TableHead className={className}>{headerContent(header, label)}</TableHead>;
  }
  const sorted = column.id === orderBy;
  const Icon = !sorted ? ArrowUpDown : asc ? ArrowUp : ArrowDown;
  return (
    <TableHead
      className={className}
      aria-sort={sorted ? (asc ? 'ascending' : 'descending') : 'none'}
    >
      <button
        type="button"
        className={cn('-mx-1 inline-flex items-center gap-1 rounded px-1 py-1', focusRing)}
        onClick={() => onSort({ orderBy: column.id, asc: sorted ? !asc : true })}
      >
        {label}
        <Icon aria-hidden="true" className={cn('size-4', sorted ? '' : 'text-gray-400')} />
        <span className="sr-only">
          {i18n._(sorted && asc ? 'dataTable.sortDescending' : 'dataTable.sortAscending')}
        </span>
      </button>
    </TableHead>
  );
}

/** The header's label, or what its `header` template renders (a visually hidden name …). */
function headerContent<T>(header: Header<T, unknown>, label: string): ReactNode {
  if (label) return label;
  const { header: template } = header.column.columnDef;
  return typeof template === 'function' ? (template(header.getContext()) as ReactNode) : template;
}
