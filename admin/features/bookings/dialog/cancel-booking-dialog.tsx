import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { cancelBooking } from '../../../../shared/api/booking-save';
import type { BookingCancelled } from '../../../../shared/model/booking-record';
import { MAX_TEXT } from '../../../../shared/model/limits';
import { showSnackbar } from '../../../../shared/state/snackbar';
import { useApiClient } from '../../../../shared/ui/api-client-context';
import { Button } from '../../../../shared/ui/button';
import { Checkbox } from '../../../../shared/ui/checkbox';
import { SimpleDialog } from '../../../../shared/ui/dialog';
import { TextField } from '../../../../shared/ui/text-field';
import { reportFailure } from '../../../app/failures';

/** Props of {@link CancelBookingDialog}. */
export interface CancelBookingDialogProps {
  booking: { id: number; version: number; cancellationNotes: string | null };
  onClose: () => void;
  onCancelled: (cancelled: BookingCancelled) => void;
}

/**
 * The office cancels a booking (spec 001 §7 cancel-booking: notes, immediately): at once it
 * becomes CANCELED_IMMEDIATELY, otherwise CANCELED, dated today. Its own small dialog over the
 * booking dialog, so what was typed in the booking stays.
 */
export function CancelBookingDialog({ booking, onClose, onCancelled }: CancelBookingDialogProps) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const [notes, setNotes] = useState(booking.cancellationNotes ?? '');
  const [immediately, setImmediately] = useState(false);
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    try {
      const cancelled = await cancelBooking(client, {
        id: booking.id,
        version: booking.version,
        notes: notes.trim() === '' ? null : notes.trim(),
        immediately,
      });
      showSnackbar('bookingDialog.cancelled', { kind: 'success' });
      onCancelled(cancelled);
    } catch (error) {
      reportFailure(error, 'bookingDialog.bookingFailed');
    } finally {
      setBusy(false);
    }
  }
  return (
    <SimpleDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={i18n._('bookingDialog.cancelTitle')}
      closeLabel={i18n._('dialog.close')}
      className="max-w-lg"
    >
      <form
        className="grid gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <TextField
          id="cancel-booking-notes"
          label={i18n._('bookingDialog.cancellationNotes')}
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
          counter={MAX_TEXT}
        />
        <Checkbox
          id="cancel-booking-immediately"
          label={i18n._('bookingDialog.cancelImmediately')}
          checked={immediately}
          onChange={(event) => setImmediately(event.currentTarget.checked)}
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            {i18n._('bookingDialog.keepBooking')}
          </Button>
          <Button type="submit" variant="danger" disabled={busy}>
            {i18n._('bookingDialog.cancelConfirm')}
          </Button>
        </div>
      </form>
    </SimpleDialog>
  );
}
