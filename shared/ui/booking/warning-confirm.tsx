import { useLingui } from '@lingui/react';
import type { BookingCheckMessage, BookingWarningKey } from '../../model/booking';
import { Button } from '../button';
import { SimpleDialog } from '../dialog/dialog';
import { checkMessageText } from './check-message';

/** Props of {@link WarningConfirm}. */
export interface WarningConfirmProps {
  warnings: BookingCheckMessage<BookingWarningKey>[] | null;
  onConfirm: () => void;
  /** Declining saves nothing; Escape declines too. */
  onDecline: () => void;
}

/**
 * The confirm dialog of spec 001 §8 for warnings a parent may accept (a full service, a full
 * room): each warning in words, "Book anyway" (for a full service "Join the waiting list") and
 * "Don't book". Declining is the first button
 * and takes focus, so a hasty Enter does not book over the limit.
 */
export function WarningConfirm({ warnings, onConfirm, onDecline }: WarningConfirmProps) {
  const { i18n } = useLingui();
  // A full service is not booked over its maximum: the child joins the waiting list (issue 23.5).
  const full = (warnings ?? []).some((warning) => warning.key === 'noEventCapacityLeft');
  return (
    <SimpleDialog
      open={warnings !== null}
      onOpenChange={(open) => !open && onDecline()}
      title={i18n._('booking.confirm.title')}
    >
      <ul className="space-y-2 text-sm text-gray-800">
        {(warnings ?? []).map((warning) => (
          <li key={warning.key}>
            {warning.key === 'noEventCapacityLeft'
              ? i18n._('booking.confirm.waitingList')
              : checkMessageText(i18n, warning)}
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDecline}>
          {i18n._('booking.confirm.decline')}
        </Button>
        <Button onClick={onConfirm}>
          {i18n._(full ? 'booking.confirm.joinWaitingList' : 'booking.confirm.accept')}
        </Button>
      </div>
    </SimpleDialog>
  );
}
