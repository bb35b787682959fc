import { useEffect, useState } from 'react';
import { isApiError } from '../../api/api-error';
import { bookAsCustomer, calculatePrice, checkBooking } from '../../api/booking';
import { getMyParticipants } from '../../api/participant';
import {
  BLOCKING_WARNING_KEYS,
  BOOKING_SAVE_KEYS,
  type BookingCheckMessage,
  type BookingCheckResult,
  type BookingWarningKey,
  type CustomerBookingResult,
  type PriceCalculation,
} from '../../model/booking';
import { ERROR_KEYS } from '../../model/errors';
import type { EventDetail } from '../../model/event';
import type { ParticipantRecord } from '../../model/participant';
import { useApiClient } from '../api-client-context';

/** The parent's children as loaded for the form. */
export type ChildrenState =
  | { status: 'loading' }
  | { status: 'failed'; messageKey: string }
  | { status: 'ready'; children: ParticipantRecord[] };

/** What the server says about the current choice (check-booking and calculate-price). */
export type Verdict =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'failed'; messageKey: string }
  | { status: 'ready'; check: BookingCheckResult; price: PriceCalculation };

const isBlocking = (warning: BookingCheckMessage<BookingWarningKey>) =>
  (BLOCKING_WARNING_KEYS as readonly string[]).includes(warning.key);

/** Findings that forbid saving: the errors and the warnings no confirmation lifts. */
export function blockersOf(check: BookingCheckResult): BookingCheckMessage[] {
  return [...check.errors, ...check.warnings.filter(isBlocking)];
}

/** Warnings the parent may confirm to book anyway (spec 001 §8). */
export function confirmableOf(check: BookingCheckResult): BookingCheckMessage<BookingWarningKey>[] {
  return check.warnings.filter((warning) => !isBlocking(warning));
}

/**
 * The message of a failed save. A 400's findings come back with the fresh verdict (with their
 * values, such as the deadline), so the message itself only says the booking failed.
 */
function saveErrorKey(error: unknown): string {
  if (isApiError(error, 409)) return 'booking.flow.changedMeanwhile';
  if (isApiError(error) && error.status !== 400) return error.messageKey;
  return BOOKING_SAVE_KEYS.failed;
}

/**
 * State of the booking form: the child, the slots, the server's verdict on them and the save.
 * Every change of child or slots asks check-booking and calculate-price again (an answer that
 * arrives after a newer change is dropped). Saving sends the warnings the parent confirmed; a
 * 409 means a new warning came up meanwhile (the last place went), so the verdict is fetched
 * again and the parent asked again — nothing is saved without their consent.
 */
export function useBookingForm(
  offer: EventDetail,
  { onBooked }: { onBooked: (result: CustomerBookingResult) => void },
) {
  const client = useApiClient();
  const [children, setChildren] = useState<ChildrenState>({ status: 'loading' });
  const [participantId, setParticipantId] = useState<number | null>(null);
  const [recurrenceIds, setRecurrenceIds] = useState(() => offer.recurrences.map((r) => r.id));
  const [verdict, setVerdict] = useState<Verdict>({ status: 'idle' });
  const [round, setRound] = useState(0);
  const [notes, setNotes] = useState('');
  const [confirming, setConfirming] = useState<BookingCheckMessage<BookingWarningKey>[] | null>(
    null,
  );
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    getMyParticipants(client).then(
      (list) => {
        if (!current) return;
        setChildren({ status: 'ready', children: list });
        if (list.length === 1) setParticipantId(list[0]!.id);
      },
      (error: unknown) =>
        current &&
        setChildren({
          status: 'failed',
          messageKey: isApiError(error) ? error.messageKey : ERROR_KEYS.unexpected,
        }),
    );
    return () => {
      current = false;
    };
  }, [client]);

  useEffect(() => {
    if (participantId === null || recurrenceIds.length === 0) return setVerdict({ status: 'idle' });
    let current = true;
    setVerdict({ status: 'checking' });
    const booking = { serviceId: offer.id, participantId, recurrenceIds };
    Promise.all([
      checkBooking(client, booking),
      calculatePrice(client, offer.id, participantId, { recurrenceIds }),
    ]).then(
      ([check, price]) => current && setVerdict({ status: 'ready', check, price }),
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
  }, [client, offer.id, participantId, recurrenceIds, round]);

  function addChild(child: ParticipantRecord) {
    setChildren((state) =>
      state.status === 'ready' ? { ...state, children: [...state.children, child] } : state,
    );
    setParticipantId(child.id);
  }

  function toggleRecurrence(id: number, on: boolean) {
    setRecurrenceIds((ids) => (on ? [...ids, id] : ids.filter((other) => other !== id)));
  }

  async function save(confirmedWarnings: BookingWarningKey[]) {
    if (participantId === null) return;
    setConfirming(null);
    setSaving(true);
    setSaveError(null);
    try {
      const result = await bookAsCustomer(client, {
        serviceId: offer.id,
        participantId,
        recurrenceIds,
        confirmedWarnings,
        notes: notes.trim() || null,
      });
      onBooked(result);
    } catch (error) {
      // The situation changed since the check: show what the server sees now.
      setRound((count) => count + 1);
      setSaveError(saveErrorKey(error));
      setSaving(false);
    }
  }

  /** Book: warnings first go through the confirm dialog. */
  function submit() {
    if (verdict.status !== 'ready' || blockersOf(verdict.check).length > 0) return;
    const warnings = confirmableOf(verdict.check);
    if (warnings.length > 0) setConfirming(warnings);
    else void save([]);
  }

  return {
    children,
    participantId,
    setParticipantId,
    addChild,
    recurrenceIds,
    toggleRecurrence,
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
