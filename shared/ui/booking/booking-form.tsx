import { useLingui } from '@lingui/react';
import type { CustomerBookingResult } from '../../model/booking';
import type { EventDetail } from '../../model/event';
import { Checkbox } from '../checkbox';
import { timeRange, weekdayName } from '../offers/format-offer';
import { ChildBookingShell } from './child-booking-shell';
import { useBookingForm } from './use-booking-form';

/** Props of {@link BookingForm}. */
export interface BookingFormProps {
  offer: EventDetail;
  onBooked: (result: CustomerBookingResult) => void;
}

/**
 * The booking form of spec 001 §5 as a parent sees it: which child (or add one), which days
 * when the service has several, the price and the server's check, a note, and "Book".
 */
export function BookingForm({ offer, onBooked }: BookingFormProps) {
  const { i18n } = useLingui();
  const form = useBookingForm(offer, { onBooked });
  return (
    <ChildBookingShell form={form} schoolYear={offer.schoolYear}>
      {offer.recurrences.length > 1 ? (
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-semibold text-gray-900">
            {i18n._('booking.flow.whichDays')}
          </legend>
          {offer.recurrences.map((recurrence) => (
            <Checkbox
              key={recurrence.id}
              name="recurrence"
              label={`${weekdayName(recurrence.dayOfWeek, i18n.locale)} ${timeRange(recurrence)}`}
              checked={form.recurrenceIds.includes(recurrence.id)}
              onChange={(event) =>
                form.toggleRecurrence(recurrence.id, event.currentTarget.checked)
              }
            />
          ))}
          {form.recurrenceIds.length === 0 ? (
            <p className="text-sm text-red-700">{i18n._('booking.flow.chooseADay')}</p>
          ) : null}
        </fieldset>
      ) : null}
    </ChildBookingShell>
  );
}
