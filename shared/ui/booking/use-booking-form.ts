import { useState } from 'react';
import { bookAsCustomer } from '../../api/booking';
import type { CustomerBookingResult } from '../../model/booking';
import type { EventDetail } from '../../model/event';
import { useApiClient } from '../api-client-context';
import { useBookingSave } from './use-booking-save';
import { useBookingVerdict } from './use-booking-verdict';
import { useMyChildren } from './use-my-children';

/** Options of {@link useBookingForm}. */
export interface BookingFormOptions {
  onBooked: (result: CustomerBookingResult) => void;
  /** A bus booking's stop: null until the parent picks one; left out for other areas. */
  stopId?: number | null;
}

/**
 * State of the booking form of a child's service: the child, the slots (all of them at first),
 * the server's verdict on them, and the save with its note and confirm step.
 */
export function useBookingForm(offer: EventDetail, { onBooked, stopId }: BookingFormOptions) {
  const client = useApiClient();
  const mine = useMyChildren();
  const { participantId } = mine;
  const [recurrenceIds, setRecurrenceIds] = useState(() => offer.recurrences.map((r) => r.id));
  const { verdict, recheck } = useBookingVerdict(offer.id, participantId, recurrenceIds, stopId);
  const save = useBookingSave({
    verdict,
    complete: stopId !== null,
    onBooked,
    recheck,
    save: (confirmedWarnings, notes) =>
      bookAsCustomer(client, {
        serviceId: offer.id,
        participantId: participantId!,
        recurrenceIds,
        stopId,
        confirmedWarnings,
        notes,
      }),
  });

  function toggleRecurrence(id: number, on: boolean) {
    setRecurrenceIds((ids) => (on ? [...ids, id] : ids.filter((other) => other !== id)));
  }

  return { ...mine, ...save, verdict, recurrenceIds, toggleRecurrence };
}
