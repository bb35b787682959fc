import type { Cell, Row } from '@tanstack/react-table';
import type { KeyboardEvent, MouseEvent, ReactNode, Ref } from 'react';
import { cn } from '../../../shared/ui/cn';
import { TableCell, TableRow } from './table';

/** Props of {@link DataRow}. */
export interface DataRowProps<T> {
  row: Row<T>;
  /** Opens the row's record on click and Enter; the row is then a tab stop. */
  onOpen?: (row: T) => void;
  /** For the virtualiser: measuring the row and where it sits. */
  rowRef?: Ref<HTMLTableRowElement>;
  index?: number;
}

const CONTROLS = 'a,button,input,select,textarea,label,[role="button"],[role="checkbox"]';

/** Whether the event started on a control inside the row, which handles it itself. */
const fromControl = (event: MouseEvent | KeyboardEvent) => {
  const control = (event.target as Element).closest(CONTROLS);
  return control !== null && event.currentTarget.contains(control);
};

/**
 * A cell's content, its template called as a function — not rendered as a component, as
 * TanStack's `flexRender` does — so columns built inline on each render keep their DOM (and
 * focus). Cells are therefore plain render functions without hooks.
 */
function cellContent<T>(cell: Cell<T, unknown>): ReactNode {
  const template = cell.column.columnDef.cell;
  if (typeof template === 'function') return template(cell.getContext()) as ReactNode;
  return template ?? (cell.getValue() as ReactNode);
}

/** Up and Down move between rows that open, as in a list. */
function moveFocus(event: KeyboardEvent<HTMLTableRowElement>) {
  const next =
    event.key === 'ArrowDown'
      ? event.currentTarget.nextElementSibling
      : event.currentTarget.previousElementSibling;
  if (next instanceof HTMLElement && next.tabIndex === 0) {
    event.preventDefault();
    next.focus();
  }
}

/** One row of the data table; a card on a phone. */
export function DataRow<T>({ row, onOpen, rowRef, index }: DataRowProps<T>) {
  const open = onOpen ? () => onOpen(row.original) : undefined;
  return (
    <TableRow
      ref={rowRef}
      data-index={index}
      data-state={row.getIsSelected() ? 'selected' : undefined}
      tabIndex={open ? 0 : undefined}
      className={cn(
        open &&
          'cursor-pointer hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary',
      )}
      onClick={open ? (event) => !fromControl(event) && open() : undefined}
      onKeyDown={
        open
          ? (event) => {
              if (event.target !== event.currentTarget) return;
              if (event.key === 'Enter') {
                event.preventDefault();
                open();
              } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') moveFocus(event);
            }
          : undefined
      }
    >
      {row.getVisibleCells().map((cell) => {
        const meta = cell.column.columnDef.meta;
        const content = cellContent(cell);
        if (meta?.isRowHeader) {
          return (
            <th
              key={cell.id}
              role="rowheader"
              scope="row"
              className={cn(
                'block pb-1 text-base font-semibold text-gray-900 sm:table-cell sm:px-3 sm:py-3 sm:text-sm sm:font-medium sm:first:pl-4',
                meta.className,
              )}
            >
              {content}
            </th>
          );
        }
        return (
          <TableCell
            key={cell.id}
            label={meta?.label}
            className={cn(meta?.hideOnPhone && 'hidden', meta?.className)}
          >
            {content}
          </TableCell>
        );
      })}
    </TableRow>
  );
}
