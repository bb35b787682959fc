import { useLingui } from '@lingui/react';
import type { BusStopItem } from '../../../shared/model/bus-stop';
import type { FamilyBooking } from '../../../shared/model/family-booking';
import type { MessageId } from '../../../shared/model/message-ids';
import { Button } from '../../../shared/ui/button';
import { formatDay, weekdayName } from '../../../shared/ui/offers/format-offer';
import { bookingDays } from '../my-bookings/booking-days';
import { StatusBadge } from '../my-bookings/status-badge';

/** Statuses a family may still change or cancel (the server's rules decide in the end). */
const OPEN_STATUSES = new Set(['ACCEPTED', 'PENDING', 'WAITING_LIST']);
export const isOpen = (booking: FamilyBooking) => OPEN_STATUSES.has(booking.status);

/** The booked weekdays' times at the child's stop, from the line's timetable. */
function stopTimes(booking: FamilyBooking, stops: readonly BusStopItem[], locale: string) {
  const stop = stops.find((s) => s.name === booking.stop);
  if (!stop) return null;
  return booking.slots
    .map((slot) => {
      const time = stop.times.find((t) => t.recurrenceId === slot.id)?.time ?? null;
      return time ? `${weekdayName(slot.dayOfWeek, locale, 'short')} ${time}` : null;
    })
    .filter((entry): entry is string => entry !== null)
    .join(', ');
}

/** Props of {@link AreaBookingCard}. */
export interface AreaBookingCardProps {
  booking: FamilyBooking;
  /** The bus line's stops (a school-bus booking), to tell the time at the child's stop. */
  stops?: readonly BusStopItem[];
  onChange: () => void;
  onCancel: () => void;
}

/**
 * A bus or childminding booking of the family: the child, the days with their times, the stop
 * and the bus's time there, or until when the child is minded; change and cancel while open.
 */
export function AreaBookingCard({ booking, stops, onChange, onCancel }: AreaBookingCardProps) {
  const { i18n } = useLingui();
  const headingId = `area-booking-${booking.id}`;
  const atStop = stops && booking.stop ? stopTimes(booking, stops, i18n.locale) : null;
  const until = [
    ...new Set(booking.slots.map((slot) => slot.endTime).filter((time) => time !== null)),
  ];
  const fact = (labelKey: MessageId, value: string) => (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-gray-600">{i18n._(labelKey)}</dt>
      <dd className="text-gray-900">{value}</dd>
    </div>
  );
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold text-gray-900">
          {booking.service.name}
        </h3>
        <StatusBadge status={booking.status} />
      </div>
      <dl className="mt-3 space-y-1 text-sm">
        {fact(
          'myBookings.for',
          `${booking.participant.givenName} ${booking.participant.familyName}`,
        )}
        {fact('myBookings.days', bookingDays(booking, i18n.locale).join(', '))}
        {booking.stop ? fact('myBookings.stop', booking.stop) : null}
        {atStop ? fact('myServices.atStop', atStop) : null}
        {booking.service.businessArea === 'CHILDMINDING' && until.length > 0
          ? fact('myServices.until', until.join(', '))
          : null}
        {booking.startDate || booking.service.startDate
          ? fact(
              'myServices.from',
              formatDay((booking.startDate ?? booking.service.startDate)!, i18n.locale),
            )
          : null}
        {booking.cancellationDate
          ? fact('myBookings.canceledOn', formatDay(booking.cancellationDate, i18n.locale))
          : null}
      </dl>
      {isOpen(booking) ? (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button variant="secondary" onClick={onChange}>
            {i18n._('myServices.change')}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {i18n._('myServices.cancel')}
          </Button>
        </div>
      ) : null}
    </article>
  );
}
