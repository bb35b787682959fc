import { useLingui } from '@lingui/react';
import type { Column } from '@tanstack/react-table';
import { SelectField } from '../../../shared/ui/select-field';

/** A new order of the list. */
export interface SortChange {
  orderBy: string;
  asc: boolean;
}

/** Props of {@link SortSelect}. */
export interface SortSelectProps<T> {
  columns: Column<T, unknown>[];
  orderBy: string;
  asc: boolean;
  onSort: (change: SortChange) => void;
}

/** On a phone, where the cards have no headers to click: the order as one native select. */
export function SortSelect<T>({ columns, orderBy, asc, onSort }: SortSelectProps<T>) {
  const { i18n } = useLingui();
  const sortable = columns.filter((column) => column.getCanSort());
  if (sortable.length === 0) return null;
  const options = sortable.flatMap((column) => {
    const label = column.columnDef.meta?.label ?? column.id;
    return [
      { value: `${column.id}:asc`, label: i18n._('dataTable.sortOption.asc', { label }) },
      { value: `${column.id}:desc`, label: i18n._('dataTable.sortOption.desc', { label }) },
    ];
  });
  return (
    <SelectField
      className="sm:hidden"
      label={i18n._('dataTable.sortBy')}
      value={`${orderBy}:${asc ? 'asc' : 'desc'}`}
      options={options}
      onChange={(event) => {
        const [column = orderBy, direction] = event.currentTarget.value.split(':');
        onSort({ orderBy: column, asc: direction === 'asc' });
      }}
    />
  );
}
