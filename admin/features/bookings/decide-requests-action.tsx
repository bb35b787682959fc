import { useLingui } from '@lingui/react';
import { Ban, Check, X } from 'lucide-react';
import { useState } from 'react';
import { decideBookingRequests } from '../../../shared/api/booking-office';
import type { BookingRow, RequestDecision } from '../../../shared/model/booking-office';
import type { MessageId } from '../../../shared/model/message-ids';
import { showSnackbar } from '../../../shared/state/snackbar';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { Button } from '../../../shared/ui/button';
import { Checkbox } from '../../../shared/ui/checkbox';
import { ConfirmDialog } from '../../../shared/ui/dialog';
import { invalidate } from '../../../shared/ui/use-resource';
import { reportFailure } from '../../app/failures';
import { BOOKINGS_TAG } from './booking-list';

const ACTIONS: {
  decision: RequestDecision;
  label: MessageId;
  title: MessageId;
  Icon: typeof Check;
}[] = [
  { decision: 'accept', label: 'bookings.accept', title: 'bookings.acceptTitle', Icon: Check },
  { decision: 'decline', label: 'bookings.decline', title: 'bookings.declineTitle', Icon: X },
  { decision: 'cancel', label: 'bookings.cancel', title: 'bookings.cancelTitle', Icon: Ban },
];

/**
 * Spec 001 §4.1: accepting childminding leaves the family's e-mail unticked, every other
 * decision ticks it; the admin may change it before confirming.
 */
export const sendEmailByDefault = (decision: RequestDecision, rows: readonly BookingRow[]) =>
  !(decision === 'accept' && rows.every((row) => row.businessArea === 'CHILDMINDING'));

/**
 * The bulk bar's decisions on the chosen rows (ADMIN): accept, decline or cancel, each after a
 * confirm that says only PENDING requests change and asks whether to notify the families; the
 * result counts come as a snackbar and the list reloads.
 */
export function DecideRequestsAction({
  rows,
  onDone,
}: {
  rows: readonly BookingRow[];
  onDone: () => void;
}) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const [decision, setDecision] = useState<RequestDecision | null>(null);
  const [sendEmail, setSendEmail] = useState(true);
  const pending = rows.filter((row) => row.bookingStatus === 'PENDING').length;
  const chosen = ACTIONS.find((action) => action.decision === decision);

  async function decide(chosenDecision: RequestDecision) {
    try {
      const result = await decideBookingRequests(client, {
        ids: rows.map((row) => row.id),
        decision: chosenDecision,
        sendEmail,
      });
      showSnackbar('bookings.decided', {
        kind: result.changed.length > 0 ? 'success' : 'info',
        values: { changed: result.changed.length, skipped: result.skipped.length },
      });
      invalidate(BOOKINGS_TAG);
      onDone();
    } catch (error) {
      reportFailure(error, 'bookings.decideFailed');
      throw error;
    }
  }

  return (
    <>
      {ACTIONS.map(({ decision: value, label, Icon }) => (
        <Button
          key={value}
          variant="secondary"
          disabled={pending === 0}
          onClick={() => {
            setSendEmail(sendEmailByDefault(value, rows));
            setDecision(value);
          }}
        >
          <Icon aria-hidden="true" className="size-4" />
          {i18n._(label)}
        </Button>
      ))}
      {chosen ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setDecision(null)}
          title={i18n._(chosen.title, { count: pending })}
          text={i18n._('bookings.decideText', { skipped: rows.length - pending })}
          confirmLabel={i18n._(chosen.label)}
          variant={chosen.decision === 'accept' ? 'default' : 'destructive'}
          onConfirm={() => decide(chosen.decision)}
        >
          <Checkbox
            id="bookings-sendEmail"
            label={i18n._('bookings.sendEmail')}
            checked={sendEmail}
            onChange={(event) => setSendEmail(event.currentTarget.checked)}
          />
        </ConfirmDialog>
      ) : null}
    </>
  );
}
