import { useEffect, useState } from 'react';
import { isApiError } from '../../api/api-error';
import { bookParentActivity, checkParentActivity } from '../../api/booking';
import {
  BOOKING_SAVE_KEYS,
  type BookingCheckMessage,
  type BookingCheckResult,
  type BookingWarningKey,
  type CustomerBookingResult,
} from '../../model/booking';
import { ERROR_KEYS } from '../../model/errors';
import type { EventDetail } from '../../model/event';
import { useApiClient } from '../api-client-context';
import { blockersOf, confirmableOf } from './use-booking-form';

/** What the server says about the parent registering themself. */
export type ParentActivityVerdict =
  | { status: 'checking' }
  | { status: 'failed'; messageKey: string }
  | { status: 'ready'; check: BookingCheckResult };

/** The message of a failed save; a 400's findings come back with the fresh check. */
function saveErrorKey(error: unknown): string {
  if (isApiError(error, 409)) return 'booking.flow.changedMeanwhile';
  if (isApiError(error) && error.status !== 400) return error.messageKey;
  return BOOKING_SAVE_KEYS.failed;
}

/**
 * State of the parent activity form: the signed-in parent registers themself (no child), so
 * the only choice is the note. The check runs when the form opens and again after a failed
 * save; warnings go through the confirm dialog and are sent as `confirmedWarnings`, as in
 * {@link useBookingForm}.
 */
export function useParentActivityForm(
  offer: EventDetail,
  { onBooked }: { onBooked: (result: CustomerBookingResult) => void },
) {
  const client = useApiClient();
  const [verdict, setVerdict] = useState<ParentActivityVerdict>({ status: 'checking' });
  const [round, setRound] = useState(0);
  const [notes, setNotes] = useState('');
  const [confirming, setConfirming] = useState<BookingCheckMessage<BookingWarningKey>[] | null>(
    null,
  );
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    setVerdict({ status: 'checking' });
    checkParentActivity(client, offer.id).then(
      (check) => current && setVerdict({ status: 'ready', check }),
      (error: unknown) =>
        current &&
        setVerdict({
          status: 'failed',
          messageKey: isApiError(error) ? error.messageKey : ERROR_KEYS.unexpected,
        }),
    );
    return () => {
      current = false;
    };
  }, [client, offer.id, round]);

  async function save(confirmedWarnings: BookingWarningKey[]) {
    setConfirming(null);
    setSaving(true);
    setSaveError(null);
    try {
      onBooked(
        await bookParentActivity(client, {
          serviceId: offer.id,
          confirmedWarnings,
          notes: notes.trim() || null,
        }),
      );
    } catch (error) {
      // The situation changed since the check: show what the server sees now.
      setRound((count) => count + 1);
      setSaveError(saveErrorKey(error));
      setSaving(false);
    }
  }

  /** Register: warnings first go through the confirm dialog. */
  function submit() {
    if (verdict.status !== 'ready' || blockersOf(verdict.check).length > 0) return;
    const warnings = confirmableOf(verdict.check);
    if (warnings.length > 0) setConfirming(warnings);
    else void save([]);
  }

  return {
    verdict,
    notes,
    setNotes,
    confirming,
    confirm: () => void save(confirming?.map((warning) => warning.key) ?? []),
    decline: () => setConfirming(null),
    submit,
    saving,
    saveError,
  };
}
