import { useEffect, useMemo, useState } from 'react';
import { isApiError } from '../../api/api-error';
import { calculatePrice, checkBooking } from '../../api/booking';
import { registerChildminding } from '../../api/childminding';
import { getMyParticipants } from '../../api/participant';
import {
  BOOKING_SAVE_KEYS,
  type BookingCheckMessage,
  type BookingWarningKey,
  type CustomerBookingResult,
} from '../../model/booking';
import type { ChildmindingEndTime, ChildmindingService } from '../../model/childminding';
import type { Weekday } from '../../model/enums';
import { ERROR_KEYS } from '../../model/errors';
import type { ParticipantRecord } from '../../model/participant';
import { useApiClient } from '../api-client-context';
import { blockersOf, confirmableOf, type ChildrenState, type Verdict } from './use-booking-form';

/** The slots of the chosen weekdays that end at the chosen time. */
export function slotIdsOf(
  service: Pick<ChildmindingService, 'recurrences'>,
  weekdays: readonly Weekday[],
  endTime: string,
): number[] {
  return service.recurrences
    .filter((slot) => weekdays.includes(slot.dayOfWeek) && slot.endTime?.slice(0, 5) === endTime)
    .map((slot) => slot.id);
}

/**
 * State of the childminding registration (spec 002 §2.1): the child, the weekdays, the end
 * time and the start date. Every change asks check-booking and calculate-price for the slots
 * they stand for; saving registers through `PUT /api/booking/childminding` with the warnings
 * the parent confirmed (a 409 fetches the verdict again and asks again).
 */
export function useChildmindingForm(
  service: ChildmindingService,
  { onBooked }: { onBooked: (result: CustomerBookingResult) => void },
) {
  const client = useApiClient();
  const [children, setChildren] = useState<ChildrenState>({ status: 'loading' });
  const [participantId, setParticipantId] = useState<number | null>(null);
  const [weekdays, setWeekdays] = useState<Weekday[]>(() => [...service.weekdays]);
  const [endTime, setEndTime] = useState<string>(() => service.endTimes[0] ?? '16:30');
  const [startDate, setStartDate] = useState(service.earliestStartDate);
  const [notes, setNotes] = useState('');
  const [verdict, setVerdict] = useState<Verdict>({ status: 'idle' });
  const [round, setRound] = useState(0);
  const [confirming, setConfirming] = useState<BookingCheckMessage<BookingWarningKey>[] | null>(
    null,
  );
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const recurrenceIds = useMemo(
    () => slotIdsOf(service, weekdays, endTime),
    [service, weekdays, endTime],
  );

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
    const booking = { serviceId: service.id, participantId, recurrenceIds };
    Promise.all([
      checkBooking(client, booking),
      calculatePrice(client, service.id, participantId, { recurrenceIds }),
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
  }, [client, service.id, participantId, recurrenceIds, round]);

  function addChild(child: ParticipantRecord) {
    setChildren((state) =>
      state.status === 'ready' ? { ...state, children: [...state.children, child] } : state,
    );
    setParticipantId(child.id);
  }

  function toggleWeekday(day: Weekday, on: boolean) {
    setWeekdays((days) =>
      on
        ? service.weekdays.filter((other) => other === day || days.includes(other))
        : days.filter((other) => other !== day),
    );
  }

  async function save(confirmedWarnings: BookingWarningKey[]) {
    if (participantId === null) return;
    setConfirming(null);
    setSaving(true);
    setSaveError(null);
    try {
      const result = await registerChildminding(client, {
        serviceId: service.id,
        participantId,
        weekdays,
        endTime: endTime as ChildmindingEndTime,
        startDate,
        confirmedWarnings,
        notes: notes.trim() || null,
      });
      onBooked(result);
    } catch (error) {
      setRound((count) => count + 1);
      if (isApiError(error, 409)) setSaveError('booking.flow.changedMeanwhile');
      else if (isApiError(error) && error.status !== 400) setSaveError(error.messageKey);
      else if (isApiError(error))
        setSaveError(error.issues[0]?.message ?? BOOKING_SAVE_KEYS.failed);
      else setSaveError(BOOKING_SAVE_KEYS.failed);
      setSaving(false);
    }
  }

  /** Register: warnings first go through the confirm dialog. */
  function submit() {
    if (verdict.status !== 'ready' || blockersOf(verdict.check).length > 0 || !startDate) return;
    const warnings = confirmableOf(verdict.check);
    if (warnings.length > 0) setConfirming(warnings);
    else void save([]);
  }

  return {
    children,
    participantId,
    setParticipantId,
    addChild,
    weekdays,
    toggleWeekday,
    endTime,
    setEndTime,
    startDate,
    setStartDate,
    notes,
    setNotes,
    verdict,
    confirming,
    confirm: () => void save(confirming?.map((warning) => warning.key) ?? []),
    decline: () => setConfirming(null),
    submit,
    saving,
    saveError,
  };
}
