import type { RowData } from '@tanstack/react-table';

declare module '@tanstack/react-table' {
  /** What the data table reads of a column besides TanStack's own definition. */
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The column's name: its header, its label on a phone card and its sort choice. */
    label?: string;
    /** Classes of the column's header and cells ("whitespace-nowrap", "text-right" …). */
    className?: string;
    /** The cell names the row (a `th` of scope row); on a phone it is the card's title. */
    isRowHeader?: boolean;
    /** Left out of the phone card (a detail the record's dialog shows anyway). */
    hideOnPhone?: boolean;
    /** Only for the type parameters TanStack declares. */
    _types?: [TData, TValue];
  }
}

export {};
