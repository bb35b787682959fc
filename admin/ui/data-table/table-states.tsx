import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { TableCell, TableRow } from './table';

/** Props of {@link SkeletonRows}. */
export interface SkeletonRowsProps {
  columns: number;
  rows?: number;
}

/** Grey bars in the table's shape while the first answer is on its way (hidden from readers). */
export function SkeletonRows({ columns, rows = 5 }: SkeletonRowsProps) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <TableRow key={row} aria-hidden="true" data-testid="skeleton-row">
          {Array.from({ length: columns }, (_, column) => (
            <TableCell key={column}>
              <span className="block h-4 w-full max-w-40 animate-pulse rounded bg-gray-200" />
            </TableCell>
          ))}
        </TableRow>
      ))}
    </>
  );
}

/** Props of {@link EmptyRow}. */
export interface EmptyRowProps {
  columns: number;
  children?: ReactNode;
}

/** The one row of an empty list: what the screen says, or "Nothing found.". */
export function EmptyRow({ columns, children }: EmptyRowProps) {
  const { i18n } = useLingui();
  return (
    <TableRow>
      <TableCell colSpan={columns} className="py-6 text-center text-gray-700 sm:py-8">
        {children ?? i18n._('dataTable.empty')}
      </TableCell>
    </TableRow>
  );
}
