import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import type { FamilyBooking } from '../../../shared/model/family-booking';
import { formatDay, formatEuro } from '../../../shared/ui/offers/format-offer';
import { bookingDays } from './booking-days';
import { StatusBadge } from './status-badge';
import type { MessageId } from '../../../shared/model/message-ids';

/** Props of {@link FamilyBookingCard}. */
export interface FamilyBookingCardProps {
  booking: FamilyBooking;
  /** Under the facts: a link to the booking's page, or its actions there. */
  footer?: ReactNode;
  /** The heading's level: 3 in the list, 2 on the booking's own page. */
  level?: 2 | 3;
}

/**
 * One booking: the service, its status, who takes part, on which days, what it costs, and
 * since when.
 */
export function FamilyBookingCard({ booking, footer, level = 3 }: FamilyBookingCardProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const { i18n } = useLingui();
  const { participant, service } = booking;
  const days = bookingDays(booking, i18n.locale);
  const headingId = `booking-${booking.id}`;
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
        <div>
          <Heading id={headingId} className="text-base font-semibold text-gray-900">
            {service.name}
          </Heading>
          <p className="text-sm text-gray-600">{i18n._(`businessArea.${service.businessArea}`)}</p>
        </div>
        <StatusBadge status={booking.status} />
      </div>
      <dl className="mt-3 space-y-1 text-sm">
        {fact(
          'myBookings.for',
          participant.isParent
            ? i18n._('myBookings.you')
            : `${participant.givenName} ${participant.familyName}`,
        )}
        {days.length > 0 ? fact('myBookings.days', days.join(', ')) : null}
        {booking.stop ? fact('myBookings.stop', booking.stop) : null}
        {booking.startDate && booking.endDate
          ? fact(
              'myBookings.period',
              `${formatDay(booking.startDate, i18n.locale)} – ${formatDay(booking.endDate, i18n.locale)}`,
            )
          : null}
        {fact('myBookings.bookedOn', formatDay(booking.registrationDate, i18n.locale))}
        {booking.price !== null
          ? fact(
              'myBookings.price',
              i18n._('myBookings.priceWithLabel', {
                price: formatEuro(booking.price, i18n.locale),
                label: i18n._(booking.priceLabel),
              }),
            )
          : null}
        {booking.cancellationDate
          ? fact('myBookings.canceledOn', formatDay(booking.cancellationDate, i18n.locale))
          : null}
      </dl>
      {booking.cancellationRequestedOn && booking.cancelMode !== null ? (
        <p className="mt-3 text-sm text-amber-800">
          {i18n._('myBookings.requestPending', {
            date: formatDay(booking.cancellationRequestedOn, i18n.locale),
          })}
        </p>
      ) : null}
      {footer ? <div className="mt-4 flex flex-wrap gap-2">{footer}</div> : null}
    </article>
  );
}
