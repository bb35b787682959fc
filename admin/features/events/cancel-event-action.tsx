import { useLingui } from '@lingui/react';
import { Ban } from 'lucide-react';
import { useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { cancelService } from '../../../shared/api/event-office';
import type { EventRecord } from '../../../shared/model/event-record';
import { showSnackbar } from '../../../shared/state/snackbar';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/dialog';
import { reportFailure } from '../../app/failures';

/** Props of {@link CancelEventAction}. */
export interface CancelEventActionProps {
  /** A stored service. */
  record: EventRecord & { id: number };
  /** While the dialog saves. */
  disabled: boolean;
  /** After the server cancelled it (or answered that it was already): the service is read again. */
  onCancelled: () => void;
}

/**
 * The office cancels a service from its dialog (`PUT /api/event/{id}/cancel`, issue 20.6): a
 * destructive ConfirmDialog says how many bookings end and that their families are mailed. A
 * cancelled service shows the state instead of the button. A refusal is reported (409: it was
 * cancelled meanwhile, so the service is read again and shows it).
 */
export function CancelEventAction({ record, disabled, onCancelled }: CancelEventActionProps) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const [asking, setAsking] = useState(false);
  if (record.canceled)
    return (
      <Button variant="secondary" disabled>
        <Ban aria-hidden="true" className="size-4" />
        {i18n._('events.cancelledState')}
      </Button>
    );

  async function cancel() {
    try {
      const { cancelledBookings } = await cancelService(client, record.id);
      showSnackbar('events.serviceCancelled', {
        kind: 'success',
        values: { name: record.name, count: cancelledBookings },
      });
      onCancelled();
    } catch (error) {
      reportFailure(error, 'events.cancelFailed');
      if (isApiError(error, 409)) onCancelled();
    }
  }

  return (
    <ConfirmDialog
      open={asking}
      onOpenChange={setAsking}
      variant="destructive"
      title={i18n._('events.cancelServiceTitle', { name: record.name })}
      text={i18n._('events.cancelServiceText', { count: record.activeBookings })}
      confirmLabel={i18n._('events.cancelService')}
      cancelLabel={i18n._('events.cancelServiceKeep')}
      onConfirm={cancel}
      trigger={
        <Button variant="secondary" disabled={disabled}>
          <Ban aria-hidden="true" className="size-4" />
          {i18n._('events.cancelService')}
        </Button>
      }
    />
  );
}
