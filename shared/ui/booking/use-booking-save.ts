import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import {
  BOOKING_SAVE_KEYS,
  type BookingCheckMessage,
  type BookingWarningKey,
  type CustomerBookingResult,
} from '../../model/booking';
import { blockersOf, confirmableOf } from './booking-findings';
import type { Verdict } from './use-booking-verdict';

/**
 * The message of a failed save. A finding of the check (`booking.check.*`, `booking.bookable.*`)
 * comes back with the fresh verdict, with its values such as the deadline, so the message only
 * says the booking failed; a request that does not fit (a start date out of range) says why.
 */
export function saveErrorKey(error: unknown): string {
  if (isApiError(error, 409)) return 'booking.flow.changedMeanwhile';
  if (!isApiError(error)) return BOOKING_SAVE_KEYS.failed;
  if (error.status !== 400) return error.messageKey;
  const reason = error.issues[0]?.message;
  return reason && !/^booking\.(check|bookable)\./.test(reason) ? reason : BOOKING_SAVE_KEYS.failed;
}

/** Options of {@link useBookingSave}. */
export interface BookingSaveOptions {
  verdict: Verdict;
  /** Whatever else the area's form needs before saving (a start date); true by default. */
  complete?: boolean;
  /** Saves with the warnings the parent confirmed. */
  save: (confirmedWarnings: BookingWarningKey[]) => Promise<CustomerBookingResult>;
  onBooked: (result: CustomerBookingResult) => void;
  /** Fetches the verdict again: after a failed save the situation has changed. */
  recheck: () => void;
}

/**
 * Submit and save of every booking form (spec 001 §8): nothing while the verdict blocks; the
 * warnings a parent may accept first go through the confirm dialog, and only the ones confirmed
 * are sent. A 409 means a new warning came up meanwhile (the last place went), so the verdict
 * is fetched again and the parent asked again: nothing is saved without their consent.
 */
export function useBookingSave({
  verdict,
  complete = true,
  save,
  onBooked,
  recheck,
}: BookingSaveOptions) {
  const [confirming, setConfirming] = useState<BookingCheckMessage<BookingWarningKey>[] | null>(
    null,
  );
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const canSubmit =
    verdict.status === 'ready' && blockersOf(verdict.check).length === 0 && complete && !saving;

  async function run(confirmedWarnings: BookingWarningKey[]) {
    setConfirming(null);
    setSaving(true);
    setSaveError(null);
    try {
      onBooked(await save(confirmedWarnings));
    } catch (error) {
      recheck();
      setSaveError(saveErrorKey(error));
      setSaving(false);
    }
  }

  function submit() {
    if (!canSubmit || verdict.status !== 'ready') return;
    const warnings = confirmableOf(verdict.check);
    if (warnings.length > 0) setConfirming(warnings);
    else void run([]);
  }

  return {
    canSubmit,
    submit,
    saving,
    saveError,
    confirming,
    confirm: () => void run(confirming?.map((warning) => warning.key) ?? []),
    decline: () => setConfirming(null),
  };
}

/** What {@link useBookingSave} hands the form. */
export type BookingSave = ReturnType<typeof useBookingSave>;
