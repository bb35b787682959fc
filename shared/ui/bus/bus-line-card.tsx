import { useLingui } from '@lingui/react';
import { CalendarDays, ChevronRight, Clock } from 'lucide-react';
import type { PublicEventItem } from '../../model/event';
import type { OfferNavigation } from '../offers/offer-card';
import { OfferAvailability } from '../offers/offer-availability';
import { OfferDetailsLink } from '../offers/offer-details-link';
import { weekdayName } from '../offers/format-offer';

/** Props of {@link BusLineCard}. */
export interface BusLineCardProps extends OfferNavigation {
  line: PublicEventItem;
}

/** The distinct departure times of a line ("07:05"), usually one. */
const departuresOf = (line: PublicEventItem) =>
  [...new Set(line.recurrences.map((slot) => slot.time))].join(', ');

/**
 * One bus line in the list: its weekdays, when it leaves its first stop (the school, for an
 * afternoon bus), that the price depends on the stop, and the places left. The stops, their
 * times and prices are on the line's detail.
 */
export function BusLineCard({ line, onOpen, detailHref }: BusLineCardProps) {
  const { i18n } = useLingui();
  const titleId = `kb-bus-${line.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
    >
      <h4 id={titleId} className="text-base font-semibold text-gray-900">
        {line.name}
      </h4>
      <ul className="space-y-1.5 text-sm text-gray-800">
        <li className="flex items-start gap-2">
          <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-700" />
          <span>
            {line.recurrences
              .map((slot) => weekdayName(slot.dayOfWeek, i18n.locale, 'short'))
              .join(', ')}
          </span>
        </li>
        {line.recurrences.length > 0 ? (
          <li className="flex items-start gap-2">
            <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-700" />
            <span>
              {i18n._(line.inbound ? 'bus.card.departsInbound' : 'bus.card.departsOutbound', {
                time: departuresOf(line),
              })}
            </span>
          </li>
        ) : null}
      </ul>
      <div className="mt-auto flex flex-wrap items-end justify-between gap-3 pt-2">
        <div className="space-y-2">
          <p className="text-sm text-gray-700">{i18n._('bus.card.priceByStop')}</p>
          <OfferAvailability offer={line} />
        </div>
        <OfferDetailsLink id={line.id} titleId={titleId} onOpen={onOpen} detailHref={detailHref}>
          {i18n._('bus.card.details')}
          <ChevronRight aria-hidden="true" className="size-4" />
        </OfferDetailsLink>
      </div>
    </article>
  );
}
