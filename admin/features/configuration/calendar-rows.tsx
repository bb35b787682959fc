import { useLingui } from '@lingui/react';
import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../shared/ui/button';

/** Props of {@link CalendarRows}. */
export interface CalendarRowsProps<T> {
  heading: string;
  help: string;
  empty: string;
  addLabel: string;
  rows: readonly T[];
  /** The fields of one row (its index given). */
  renderRow: (row: T, index: number) => ReactNode;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

/** A list of breaks or holidays: a row of fields each, a Remove per row, an Add below. */
export function CalendarRows<T>({
  heading,
  help,
  empty,
  addLabel,
  rows,
  renderRow,
  onAdd,
  onRemove,
}: CalendarRowsProps<T>) {
  const { i18n } = useLingui();
  return (
    <section className="space-y-3">
      <div>
        <h3 className="font-medium text-gray-900">{heading}</h3>
        <p className="text-sm text-gray-600">{help}</p>
      </div>
      {rows.length === 0 ? <p className="text-sm text-gray-700">{empty}</p> : null}
      <ol className="space-y-3">
        {rows.map((row, index) => (
          <li
            key={index}
            className="flex flex-col gap-3 rounded-md border border-gray-200 p-3 sm:flex-row sm:items-start"
          >
            <div className="grid flex-1 gap-3 sm:grid-cols-3">{renderRow(row, index)}</div>
            <Button
              type="button"
              variant="secondary"
              className="self-start sm:mt-6"
              aria-label={i18n._('admin.calendar.remove', { row: index + 1 })}
              onClick={() => onRemove(index)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </li>
        ))}
      </ol>
      <Button type="button" variant="secondary" onClick={onAdd}>
        {addLabel}
      </Button>
    </section>
  );
}
