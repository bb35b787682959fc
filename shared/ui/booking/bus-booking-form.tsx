import { useLingui } from '@lingui/react';
import { useState } from 'react';
import type { BusStopItem } from '../../model/bus-stop';
import { splitStops, stopPrice, timeAt } from '../bus/bus-stops';
import { useBusStops } from '../bus/use-bus-stops';
import { Checkbox } from '../checkbox';
import { formatEuro, weekdayName } from '../offers/format-offer';
import { TextField } from '../text-field';
import type { BookingFormProps } from './booking-form';
import { ChildBookingShell } from './child-booking-shell';
import { useBookingForm } from './use-booking-form';
import { LoadFailed } from '../load-failed';
import { useCatalogs } from '../../i18n/use-catalogs';

/**
 * The booking form of a bus line (spec 001 §4.5): which child, the stop where the child gets
 * on (a morning bus) or off (an afternoon bus), the school stop preset read-only as the other
 * end, the weekdays with the time at the chosen stop, and the server's price and check (the
 * bus already booked in that direction, a service before the morning bus arrives, …).
 * Lazy-loaded by the school bus pages.
 */
export function BusBookingForm({ offer, onBooked }: BookingFormProps) {
  useCatalogs(['forms', 'booking']);
  const { i18n } = useLingui();
  const { state: stops, retry } = useBusStops(offer.id);
  const [stopId, setStopId] = useState<number | null>(null);
  const form = useBookingForm(offer, { onBooked, stopId });
  if (stops.status === 'loading') {
    return (
      <p role="status" className="text-sm text-gray-700">
        {i18n._('bus.stops.loading')}
      </p>
    );
  }
  if (stops.status === 'failed') {
    return (
      <LoadFailed titleKey="bus.stops.loadFailed" messageKey={stops.messageKey} onRetry={retry} />
    );
  }
  const { school, others } = splitStops(stops.data);
  const chosen = others.find((stop) => stop.id === stopId) ?? null;
  const schoolField = school ? (
    <TextField
      label={i18n._(offer.inbound ? 'bus.form.destination' : 'bus.form.start')}
      value={stopText(school)}
      readOnly
      name="school-stop"
    />
  ) : null;
  return (
    <ChildBookingShell form={form} schoolYear={offer.schoolYear}>
      {offer.inbound ? null : schoolField}
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-semibold text-gray-900">
          {i18n._(offer.inbound ? 'bus.form.getOn' : 'bus.form.getOff')}
        </legend>
        {others.map((stop) => {
          const price = stopPrice(stop);
          return (
            <label
              key={stop.id}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-gray-200 px-3 py-2 text-sm has-[:checked]:border-primary-500 has-[:checked]:bg-primary-50"
            >
              <input
                type="radio"
                name="bus-stop"
                value={stop.id}
                checked={stopId === stop.id}
                onChange={() => setStopId(stop.id)}
                className="size-4 shrink-0 accent-primary-600"
              />
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-gray-900">{stop.name}</span>
                <span className="block text-gray-700">{stopText(stop, false)}</span>
              </span>
              {price === null ? null : (
                <span className="tabular-nums text-gray-900">{formatEuro(price, i18n.locale)}</span>
              )}
            </label>
          );
        })}
        {stopId === null ? (
          <p className="text-sm text-gray-700">{i18n._('booking.stopRequired')}</p>
        ) : null}
      </fieldset>
      {offer.inbound ? schoolField : null}
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-semibold text-gray-900">
          {i18n._('booking.flow.whichDays')}
        </legend>
        {offer.recurrences.map((slot) => {
          const day = weekdayName(slot.dayOfWeek, i18n.locale);
          const time = chosen ? timeAt(chosen, slot.dayOfWeek) : null;
          return (
            <Checkbox
              key={slot.id}
              name="bus-day"
              label={time ? `${day}, ${time}` : day}
              checked={form.recurrenceIds.includes(slot.id)}
              onChange={(event) => form.toggleRecurrence(slot.id, event.currentTarget.checked)}
            />
          );
        })}
        {form.recurrenceIds.length === 0 ? (
          <p className="text-sm text-red-700">{i18n._('booking.flow.chooseADay')}</p>
        ) : null}
      </fieldset>
    </ChildBookingShell>
  );
}

/** "Praunheimer Weg · 07:45": the street and the common time at a stop, with its name first. */
function stopText(stop: BusStopItem, withName = true): string {
  return [withName ? stop.name : null, stop.street, stop.time].filter(Boolean).join(' · ');
}
