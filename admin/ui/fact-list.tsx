import type { ReactNode } from 'react';
import { cn } from '../../shared/ui/cn';

/** One fact of a record: its label and its value (text, a badge, a link). */
export type Fact = readonly [label: string, value: ReactNode];

/**
 * A record's facts as a description list, labels beside values: the heads of the office's
 * read-only dialogs (an invoice, a sent e-mail, a registration). Long values such as e-mail
 * addresses break anywhere rather than widen the dialog.
 */
export function FactList({ facts, className }: { facts: readonly Fact[]; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm', className)}>
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-gray-700">{label}</dt>
          <dd className="break-words text-gray-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
