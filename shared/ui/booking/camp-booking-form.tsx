import { useLingui } from '@lingui/react';
import { Checkbox } from '../checkbox';
import { formatDay, timeRange, weekdayName } from '../offers/format-offer';
import type { BookingFormProps } from './booking-form';
import { ChildBookingShell } from './child-booking-shell';
import { useCampBookingForm } from './use-camp-booking-form';
import { useCatalogs } from '../../i18n/use-catalogs';

/**
 * The booking form of a holiday camp: which child (or add one), the whole camp or — where the
 * camp has a single-day price — single days from a day picker, the server's price and check
 * (a day on a public holiday, a full camp), a note, and "Book". Lazy-loaded by the camp pages.
 */
export function CampBookingForm({ offer, onBooked }: BookingFormProps) {
  useCatalogs(['forms', 'booking']);
  const { i18n } = useLingui();
  const form = useCampBookingForm(offer, { onBooked });
  return (
    <ChildBookingShell form={form} schoolYear={offer.schoolYear}>
      {offer.singleDaysBookable && form.days.length > 1 ? (
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-semibold text-gray-900">
            {i18n._('camps.book.what')}
          </legend>
          {(['whole', 'days'] as const).map((mode) => (
            <label key={mode} className="flex cursor-pointer items-center gap-3 text-sm">
              <input
                type="radio"
                name="camp-mode"
                value={mode}
                checked={form.mode === mode}
                onChange={() => form.setMode(mode)}
                className="size-4 accent-primary-600"
              />
              {i18n._(mode === 'whole' ? 'camps.book.whole' : 'camps.book.singleDays')}
            </label>
          ))}
        </fieldset>
      ) : null}
      {form.mode === 'days' ? (
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-semibold text-gray-900">
            {i18n._('camps.book.whichDays')}
          </legend>
          {form.days.map(({ recurrence, date }) => (
            <Checkbox
              key={recurrence.id}
              name="camp-day"
              label={`${weekdayName(recurrence.dayOfWeek, i18n.locale)}, ${formatDay(date, i18n.locale)}, ${timeRange(recurrence)}`}
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
