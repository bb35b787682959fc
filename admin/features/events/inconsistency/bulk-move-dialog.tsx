import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { ApiError } from '../../../../shared/api/api-error';
import { call } from '../../../../shared/api/call';
import { listEventsWithoutPerson } from '../../../../shared/contracts/event-office';
import {
  findForEventInconsistencies,
  updateMultipleBookings,
} from '../../../../shared/contracts/inconsistency';
import type { InconsistencyService } from '../../../../shared/model/inconsistency';
import { Alert } from '../../../../shared/ui/alert';
import { useApiClient } from '../../../../shared/ui/api-client-context';
import { Button } from '../../../../shared/ui/button';
import { Checkbox } from '../../../../shared/ui/checkbox';
import { SimpleDialog } from '../../../../shared/ui/dialog';
import { SelectField } from '../../../../shared/ui/select-field';
import { useResource } from '../../../../shared/ui/use-resource';
import { reportFailure } from '../../../app/failures';

/** Props of {@link BulkMoveDialog}. */
export interface BulkMoveDialogProps {
  source: InconsistencyService;
  onClose: () => void;
  onDone: () => void;
}

/**
 * The bulk edit bookings dialog (spec 001 §2, §4.6): the service's bookings of children whose
 * grade does not fit, each with the service of the year to move it to; Save moves every chosen
 * one in one request, all or none (a refusal names the first booking rule broken).
 */
export function BulkMoveDialog({ source, onClose, onDone }: BulkMoveDialogProps) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const [targets, setTargets] = useState<Record<number, number>>({});
  const [sendMail, setSendMail] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const bookings = useResource(
    (signal) =>
      call(
        client,
        findForEventInconsistencies,
        { query: { eventId: String(source.id), inconsistencyType: 'GRADE' } },
        { signal },
      ),
    [client, source.id],
  );
  const services = useResource(
    (signal) =>
      call(
        client,
        listEventsWithoutPerson,
        { query: { schoolYear: String(source.schoolYearId) } },
        { signal },
      ),
    [client, source.schoolYearId],
  );
  const options =
    services.state.status === 'ready'
      ? services.state.data.filter((service) => service.id !== source.id)
      : [];
  const moves = Object.entries(targets).map(([bookingId, eventId]) => ({
    bookingId: Number(bookingId),
    eventId,
  }));

  async function save() {
    setBusy(true);
    setRefusal(null);
    try {
      await call(client, updateMultipleBookings, {
        query: { sendMail: sendMail ? 'true' : 'false' },
        body: moves,
      });
      onDone();
    } catch (error) {
      const issue = error instanceof ApiError ? error.issues[0] : undefined;
      if (error instanceof ApiError && (error.status === 400 || error.status === 409))
        setRefusal(i18n._(issue?.message ?? error.messageKey, issue?.values));
      else reportFailure(error, 'inconsistency.actFailed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <SimpleDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={i18n._('inconsistency.bulk.title', { name: source.name })}
      closeLabel={i18n._('inconsistency.close')}
      className="max-w-2xl"
    >
      <div className="space-y-4">
        <p className="text-sm text-gray-700">{i18n._('inconsistency.bulk.intro')}</p>
        {bookings.state.status === 'ready'
          ? bookings.state.data.map((booking) => (
              <SelectField
                key={booking.bookingId}
                label={i18n._('inconsistency.bulk.moveChild', {
                  name: `${booking.givenName} ${booking.familyName}`,
                  grade: booking.grade ?? '–',
                })}
                value={String(targets[booking.bookingId] ?? '')}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setTargets((current) => {
                    const next = { ...current };
                    if (value) next[booking.bookingId] = Number(value);
                    else delete next[booking.bookingId];
                    return next;
                  });
                }}
                options={[
                  { value: '', label: i18n._('inconsistency.bulk.stay') },
                  ...options.map((service) => ({ value: String(service.id), label: service.name })),
                ]}
              />
            ))
          : null}
        <Checkbox
          label={i18n._('inconsistency.bulk.sendMail')}
          checked={sendMail}
          onChange={(event) => setSendMail(event.currentTarget.checked)}
        />
        {refusal ? <Alert variant="error">{refusal}</Alert> : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {i18n._('inconsistency.cancel')}
          </Button>
          <Button disabled={busy || moves.length === 0} onClick={() => void save()}>
            {i18n._('inconsistency.bulk.save', { count: moves.length })}
          </Button>
        </div>
      </div>
    </SimpleDialog>
  );
}
