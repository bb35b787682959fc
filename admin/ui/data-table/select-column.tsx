import type { ColumnDef } from '@tanstack/react-table';
import { cn } from '../../../shared/ui/cn';

const box = cn(
  'size-5 rounded border-gray-400 accent-primary',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
);

/** Labels of the selection column, already translated. */
export interface SelectColumnLabels {
  all: string;
  row: (index: number) => string;
}

/** The first column of a table with bulk actions: a checkbox per row and one for the page. */
export function selectColumn<T>(labels: SelectColumnLabels): ColumnDef<T> {
  return {
    id: '_select',
    meta: { className: 'w-10' },
    header: ({ table }) => (
      <input
        type="checkbox"
        className={box}
        aria-label={labels.all}
        checked={table.getIsAllPageRowsSelected()}
        ref={(input) => {
          if (input) input.indeterminate = table.getIsSomePageRowsSelected();
        }}
        onChange={(event) => table.toggleAllPageRowsSelected(event.currentTarget.checked)}
      />
    ),
    cell: ({ row }) => (
      <input
        type="checkbox"
        className={box}
        aria-label={labels.row(row.index)}
        checked={row.getIsSelected()}
        onChange={(event) => row.toggleSelected(event.currentTarget.checked)}
      />
    ),
  };
}
