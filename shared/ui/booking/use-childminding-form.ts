import { useMemo, useState } from 'react';
import { registerChildminding } from '../../api/childminding';
import type { CustomerBookingResult } from '../../model/booking';
import type { ChildmindingEndTime, ChildmindingService } from '../../model/childminding';
import type { Weekday } from '../../model/enums';
import { useApiClient } from '../api-client-context';
import { useBookingSave } from './use-booking-save';
import { useBookingVerdict } from './use-booking-verdict';
import { useMyChildren } from './use-my-children';

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
 * time and the start date. The verdict is asked for the slots they stand for; saving registers
 * through `PUT /api/booking/childminding` with the warnings the parent confirmed.
 */
export function useChildmindingForm(
  service: ChildmindingService,
  { onBooked }: { onBooked: (result: CustomerBookingResult) => void },
) {
  const client = useApiClient();
  const mine = useMyChildren();
  const [weekdays, setWeekdays] = useState<Weekday[]>(() => [...service.weekdays]);
  const [endTime, setEndTime] = useState<string>(() => service.endTimes[0] ?? '16:30');
  const [startDate, setStartDate] = useState(service.earliestStartDate);
  const recurrenceIds = useMemo(
    () => slotIdsOf(service, weekdays, endTime),
    [service, weekdays, endTime],
  );
  const { verdict, recheck } = useBookingVerdict(service.id, mine.participantId, recurrenceIds);
  const save = useBookingSave({
    verdict,
    complete: startDate !== '',
    onBooked,
    recheck,
    save: (confirmedWarnings, notes) =>
      registerChildminding(client, {
        serviceId: service.id,
        participantId: mine.participantId!,
        weekdays,
        endTime: endTime as ChildmindingEndTime,
        startDate,
        confirmedWarnings,
        notes,
      }),
  });

  function toggleWeekday(day: Weekday, on: boolean) {
    setWeekdays((days) =>
      on
        ? service.weekdays.filter((other) => other === day || days.includes(other))
        : days.filter((other) => other !== day),
    );
  }

  return {
    ...mine,
    ...save,
    verdict,
    weekdays,
    toggleWeekday,
    endTime,
    setEndTime,
    startDate,
    setStartDate,
  };
}
