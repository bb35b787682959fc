import { useState } from 'react';
import type { CustomerBookingResult } from '../../model/booking';
import type { EventDetail } from '../../model/event';
import { campDays } from '../offers/camp-days';
import { useBookingForm } from './use-booking-form';

/** Whether the parent books the whole camp or single days of it. */
export type CampBookingMode = 'whole' | 'days';

/**
 * State of the camp booking form: {@link useBookingForm} (child, check, price, save) with the
 * choice between the whole camp and single days. Each camp day is one of its recurrences, so
 * the chosen days are the booking's `recurrenceIds`; the whole camp sends all of them, which
 * the server takes as the whole camp (booking README, "Camp days"). For a subset the server
 * prices the single days (`bookingPrice`: the single price per day, members the reduced one)
 * and checks `bookedOnHoliday` for them.
 */
export function useCampBookingForm(
  offer: EventDetail,
  options: { onBooked: (result: CustomerBookingResult) => void },
) {
  const form = useBookingForm(offer, options);
  const [mode, setModeState] = useState<CampBookingMode>('whole');
  const days = campDays(offer);

  function setMode(next: CampBookingMode) {
    setModeState(next);
    // The whole camp takes every day; single days start from none, so the parent picks them.
    for (const { recurrence } of days) {
      const chosen = form.recurrenceIds.includes(recurrence.id);
      if (next === 'whole' && !chosen) form.toggleRecurrence(recurrence.id, true);
      if (next === 'days' && chosen) form.toggleRecurrence(recurrence.id, false);
    }
  }

  return { ...form, mode, setMode, days };
}
