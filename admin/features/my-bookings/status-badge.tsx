import { useLingui } from '@lingui/react';
import type { BookingStatus } from '../../../shared/model/enums';
import { cn } from '../../../shared/ui/cn';

// Spec 002 §2: the status badge is coloured by status. Dark text on light colour keeps AA contrast.
const COLOURS: Record<BookingStatus, string> = {
  ACCEPTED: 'bg-green-100 text-green-900',
  PENDING: 'bg-amber-100 text-amber-900',
  WAITING_LIST: 'bg-sky-100 text-sky-900',
  CANCELED: 'bg-gray-200 text-gray-800',
  CANCELED_IMMEDIATELY: 'bg-gray-200 text-gray-800',
  FINISHED: 'bg-gray-100 text-gray-700',
};

/** A booking's status as a coloured, translated label. */
export function StatusBadge({ status }: { status: BookingStatus }) {
  const { i18n } = useLingui();
  return (
    <span
      className={cn(
        'inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        COLOURS[status],
      )}
    >
      {i18n._(`bookingStatus.${status}`)}
    </span>
  );
}
