import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import * as v from 'valibot';
import { isApiError } from '../../api/api-error';
import {
  BOOKING_SAVE_KEYS,
  type BookingCheckMessage,
  type BookingWarningKey,
  type CustomerBookingResult,
} from '../../model/booking';
import { textSchema } from '../../rules/text';
import { useForm } from '../form/use-form';
import { blockersOf, confirmableOf } from './booking-findings';
import type { Verdict } from './use-booking-verdict';
import type { MessageId } from '../../model/message-ids';

/**
 * The message of a failed save. A finding of the check (`booking.check.*`, `booking.bookable.*`)
 * comes back with the fresh verdict, with its values such as the deadline, so the message only
 * says the booking failed; a request that does not fit (a start date out of range) says why.
 */
export function saveErrorKey(error: unknown): MessageId {
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
  /** Saves with the warnings the parent confirmed and the note (trimmed, null when empty). */
  save: (
    confirmedWarnings: BookingWarningKey[],
    notes: string | null,
  ) => Promise<CustomerBookingResult>;
  onBooked: (result: CustomerBookingResult) => void;
  /** Fetches the verdict again: after a failed save the situation has changed. */
  recheck: () => void;
}

// The note for the office is a free text under the shared rule (spec 000 §5: 255 characters).
const NotesSchema = v.object({ notes: textSchema() });

/**
 * Submit and save of every booking form (spec 001 §8) on `useForm`, which holds the note for
 * the office under the shared text rule: nothing while the verdict blocks; the warnings a
 * parent may accept first go through the confirm dialog, and only the ones confirmed are
 * sent. A 409 here means a new warning came up meanwhile (the last place went), so the verdict
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
  const confirmed = useRef<BookingWarningKey[]>([]);
  const form = useForm({
    initial: { notes: '' },
    schema: NotesSchema,
    onSubmit: async ({ notes }) => onBooked(await save(confirmed.current, notes || null)),
    onError: (error) => {
      recheck();
      form.setFormError(saveErrorKey(error));
    },
  });
  const ready = verdict.status === 'ready' && blockersOf(verdict.check).length === 0;
  const canSubmit = ready && complete && !form.submitting;

  function run(confirmedWarnings: BookingWarningKey[]) {
    setConfirming(null);
    confirmed.current = confirmedWarnings;
    void form.submit();
  }

  /** Submits from the form's submit event (whose root the first wrong field is looked up in). */
  function submit(event?: FormEvent<HTMLElement>) {
    event?.preventDefault();
    if (!canSubmit || verdict.status !== 'ready') return;
    if (form.output === null) return void form.submit(event);
    const warnings = confirmableOf(verdict.check);
    if (warnings.length > 0) setConfirming(warnings);
    else run([]);
  }

  return {
    canSubmit,
    submit,
    saving: form.submitting,
    saveError: form.formError,
    notes: form.values.notes,
    setNotes: (notes: string) => form.setValue('notes', notes),
    notesError: form.errors.notes ?? null,
    notesId: form.idOf('notes'),
    confirming,
    confirm: () => run(confirming?.map((warning) => warning.key) ?? []),
    decline: () => setConfirming(null),
  };
}

/** What {@link useBookingSave} hands the form. */
export type BookingSave = ReturnType<typeof useBookingSave>;
