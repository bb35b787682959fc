import type { Row } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { RefObject } from 'react';
import { DataRow } from './table-row';

/** Props of {@link VirtualRows}. */
export interface VirtualRowsProps<T> {
  rows: Row<T>[];
  columns: number;
  /** The element that scrolls (the table's frame). */
  scroller: RefObject<HTMLDivElement | null>;
  onOpen?: (row: T) => void;
}

const ESTIMATED_ROW_PX = 49;

/**
 * Only the rows in view and a few more, with spacer rows standing in for the rest, so a list of
 * thousands scrolls smoothly. Rows are measured as they render (a phone card is taller).
 */
export function VirtualRows<T>({ rows, columns, scroller, onOpen }: VirtualRowsProps<T>) {
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <>
      {before > 0 ? <Spacer height={before} columns={columns} /> : null}
      {items.map((item) => (
        <DataRow
          key={rows[item.index]!.id}
          row={rows[item.index]!}
          index={item.index}
          rowRef={virtualizer.measureElement}
          onOpen={onOpen}
        />
      ))}
      {after > 0 ? <Spacer height={after} columns={columns} /> : null}
    </>
  );
}

function Spacer({ height, columns }: { height: number; columns: number }) {
  return (
    <tr aria-hidden="true" className="block sm:table-row">
      <td colSpan={columns} style={{ height, padding: 0 }} />
    </tr>
  );
}
