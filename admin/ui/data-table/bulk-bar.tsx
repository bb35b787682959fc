import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Button } from '../../../shared/ui/button';

/** Props of {@link BulkBar}. */
export interface BulkBarProps {
  count: number;
  onClear: () => void;
  /** The screen's actions for the chosen rows. */
  children: ReactNode;
}

/** "3 selected", what to do with them, and "Clear selection"; only while rows are chosen. */
export function BulkBar({ count, onClear, children }: BulkBarProps) {
  const { i18n } = useLingui();
  return (
    <div
      role="region"
      aria-label={i18n._('dataTable.bulkActions')}
      className="flex flex-wrap items-center gap-3 rounded-xl border border-primary-200 bg-primary-50 px-4 py-2 text-sm"
    >
      <p aria-live="polite" className="font-medium text-gray-900">
        {i18n._('dataTable.selected', { count })}
      </p>
      <div className="flex flex-wrap gap-2">{children}</div>
      <Button variant="ghost" className="ml-auto" onClick={onClear}>
        {i18n._('dataTable.clearSelection')}
      </Button>
    </div>
  );
}
