import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { answerWaitingList, cancelBooking } from '../../../shared/api/booking-save';
import type { FamilyBooking } from '../../../shared/model/family-booking';
import { showSnackbar } from '../../../shared/state/snackbar';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/dialog/confirm-dialog';
import { TextField } from '../../../shared/ui/text-field';
import { schoolTimeZone } from '../../../shared/state/school-time-zone';
import { reportFailure } from '../../app/failures';
import { formatWhen } from '../../ui/format-when';

/** Props of {@link BookingActions}. */
export interface BookingActionsProps {
  booking: FamilyBooking;
  /** After a change: the page loads the bookings again. */
  onChanged: () => void;
}

/**
 * What a family may do with one booking (issue 19.4): cancel it — at once, or as a request the
 * office decides, as the server's `cancelMode` says — and, on the waiting list, accept the place
 * offered (with its deadline in the school's zone; issue 23.5) or decline it and leave the list.
 * Leaving asks first.
 */
export function BookingActions({ booking, onChanged }: BookingActionsProps) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const [asking, setAsking] = useState<'cancel' | 'leave' | null>(null);
  const [note, setNote] = useState('');
  const requested = booking.cancellationRequestedOn !== null;
  const name = booking.service.name;

  async function cancel() {
    try {
      const answer = await cancelBooking(client, {
        id: booking.id,
        version: booking.version,
        notes: note || null,
      });
      showSnackbar(answer.cancellationDate ? 'myBookings.cancelled' : 'myBookings.requested', {
        kind: 'success',
      });
      onChanged();
    } catch (error) {
      reportFailure(error, 'myBookings.cancelFailed');
      throw error;
    }
  }

  async function answer(accept: boolean) {
    try {
      await answerWaitingList(client, { id: booking.id, version: booking.version, accept });
      showSnackbar(accept ? 'myBookings.offer.accepted' : 'myBookings.offer.declined', {
        kind: 'success',
      });
      onChanged();
    } catch (error) {
      reportFailure(error, 'myBookings.offer.failed');
      if (!accept) throw error;
    }
  }

  const waiting = booking.status === 'WAITING_LIST';
  const offer = waiting ? booking.offer : null;
  return (
    <>
      {waiting ? (
        <section
          aria-labelledby={`offer-${booking.id}`}
          className="w-full rounded-lg bg-primary-50 p-3 text-sm"
        >
          <h3 id={`offer-${booking.id}`} className="font-semibold text-gray-900">
            {i18n._(offer ? 'myBookings.offer.offeredTitle' : 'myBookings.offer.title')}
          </h3>
          <p className="mt-1 text-gray-800">
            {offer
              ? i18n._('myBookings.offer.until', {
                  deadline: formatWhen(offer.expiresAt, i18n.locale, schoolTimeZone.value),
                })
              : i18n._('myBookings.offer.text')}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            {offer ? (
              <Button onClick={() => void answer(true)}>{i18n._('myBookings.offer.accept')}</Button>
            ) : null}
            <Button variant="secondary" onClick={() => setAsking('leave')}>
              {i18n._(offer ? 'myBookings.offer.declinePlace' : 'myBookings.offer.decline')}
            </Button>
          </div>
        </section>
      ) : null}
      {booking.cancelMode !== null &&
      !waiting &&
      !(booking.cancelMode === 'request' && requested) ? (
        <Button variant="secondary" onClick={() => setAsking('cancel')}>
          {i18n._('myBookings.cancel')}
        </Button>
      ) : null}
      <ConfirmDialog
        open={asking === 'cancel'}
        onOpenChange={(open) => !open && setAsking(null)}
        title={i18n._(
          booking.cancelMode === 'now'
            ? 'myBookings.cancelNowTitle'
            : 'myBookings.cancelRequestTitle',
        )}
        text={i18n._(
          booking.cancelMode === 'now'
            ? 'myBookings.cancelNowText'
            : 'myBookings.cancelRequestText',
          { name },
        )}
        confirmLabel={i18n._(
          booking.cancelMode === 'now' ? 'myBookings.cancel' : 'myBookings.cancelRequest',
        )}
        cancelLabel={i18n._('myBookings.keep')}
        variant={booking.cancelMode === 'now' ? 'destructive' : 'default'}
        onConfirm={cancel}
      >
        {booking.cancelMode === 'request' ? (
          <TextField
            id={`cancel-note-${booking.id}`}
            label={i18n._('myBookings.cancelNote')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
        ) : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'leave'}
        onOpenChange={(open) => !open && setAsking(null)}
        title={i18n._(
          offer ? 'myBookings.offer.declinePlaceTitle' : 'myBookings.offer.declineTitle',
        )}
        text={name}
        confirmLabel={i18n._(offer ? 'myBookings.offer.declinePlace' : 'myBookings.offer.decline')}
        cancelLabel={i18n._('myBookings.keep')}
        variant="destructive"
        onConfirm={() => answer(false)}
      />
    </>
  );
}
