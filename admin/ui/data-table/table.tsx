import type { ComponentProps, Ref } from 'react';
import { cn } from '../../../shared/ui/cn';

/*
 * The table in parts (shadcn's ui/table.tsx). Below `sm` the rows become cards of label-value
 * pairs: table elements go `display: block`, so the roles are set explicitly — a browser may
 * otherwise drop a block table's semantics.
 */

/** Props of {@link Table}: a table plus its frame's ref and classes. */
export type TableProps = ComponentProps<'table'> & {
  /** The frame around the table (the virtualiser's scrolling element). */
  frameRef?: Ref<HTMLDivElement>;
  frameClassName?: string;
};

/**
 * The table, scrolling sideways inside its frame on a wide screen, never the page. A frame that
 * scrolls down as well (`frameClassName`) is the one a sticky header sticks in: any scrolling
 * box between them would hold the header instead.
 */
export function Table({ className, frameRef, frameClassName, ...props }: TableProps) {
  return (
    <div
      ref={frameRef}
      className={cn(
        'w-full sm:overflow-x-auto sm:rounded-xl sm:border sm:border-gray-200 sm:bg-white',
        frameClassName,
      )}
    >
      <table
        role="table"
        className={cn('block w-full text-left text-sm sm:table', className)}
        {...props}
      />
    </div>
  );
}

/** The header row group: hidden on a phone, where every cell carries its own label. */
export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return (
    <thead
      role="rowgroup"
      className={cn(
        'hidden border-b border-gray-200 bg-gray-50 text-gray-700 sm:table-header-group',
        className,
      )}
      {...props}
    />
  );
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return (
    <tbody
      role="rowgroup"
      className={cn('block space-y-3 sm:table-row-group sm:space-y-0', className)}
      {...props}
    />
  );
}

/** A row; on a phone a card. */
export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      role="row"
      className={cn(
        'block rounded-xl border border-gray-200 bg-white p-3 sm:table-row sm:rounded-none',
        'sm:border-0 sm:border-b sm:p-0 sm:last:border-b-0',
        'data-[state=selected]:bg-primary-50',
        className,
      )}
      {...props}
    />
  );
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      role="columnheader"
      scope="col"
      className={cn('px-3 py-2 align-middle font-medium whitespace-nowrap', className)}
      {...props}
    />
  );
}

/** Props of {@link TableCell}: `label` is the column's name, shown beside the value on a phone. */
export type TableCellProps = ComponentProps<'td'> & { label?: string };

export function TableCell({ label, className, children, ...props }: TableCellProps) {
  return (
    <td
      role="cell"
      className={cn(
        'flex gap-3 py-1 align-top sm:table-cell sm:px-3 sm:py-3',
        'sm:first:pl-4 sm:last:pr-4',
        className,
      )}
      {...props}
    >
      {label ? <span className="w-28 shrink-0 text-gray-600 sm:hidden">{label}</span> : null}
      <div className="min-w-0 break-words">{children}</div>
    </td>
  );
}
