import { useLingui } from '@lingui/react';
import { CalendarDays, ChevronRight, Clock, Users } from 'lucide-react';
import type { PublicEventItem } from '../../model/event';
import { campDays } from './camp-days';
import type { OfferNavigation } from './offer-card';
import { OfferAvailability } from './offer-availability';
import { OfferDetailsLink } from './offer-details-link';
import { OfferPrice } from './offer-price';
import { formatDay, formatEuro, timeRange } from './format-offer';

/** Props of {@link CampCard}. */
export interface CampCardProps extends OfferNavigation {
  camp: PublicEventItem;
}

/** The distinct daily times of a camp ("09:00–16:00"), usually one. */
const timesOf = (camp: PublicEventItem) =>
  [...new Set(camp.recurrences.map((slot) => timeRange(slot)))].join(', ');

/**
 * One holiday camp in the list: its dates and number of days, the daily times, the grades,
 * the price labelled as the service price (with the price of a single day where single days
 * may be booked) and the places left.
 */
export function CampCard({ camp, onOpen, detailHref }: CampCardProps) {
  const { i18n } = useLingui();
  const titleId = `kb-camp-${camp.id}`;
  const days = campDays(camp).length;
  const { singlePrice } = camp.price;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
    >
      <h4 id={titleId} className="text-base font-semibold text-gray-900">
        {camp.name}
      </h4>
      <ul className="space-y-1.5 text-sm text-gray-800">
        {camp.startDate && camp.endDate ? (
          <li className="flex items-start gap-2">
            <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-700" />
            <span>
              {i18n._('offers.dates', {
                start: formatDay(camp.startDate, i18n.locale),
                end: formatDay(camp.endDate, i18n.locale),
              })}{' '}
              ({i18n._('camps.days', { count: days })})
            </span>
          </li>
        ) : null}
        {camp.recurrences.length > 0 ? (
          <li className="flex items-start gap-2">
            <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-700" />
            <span>{i18n._('camps.dailyTimes', { times: timesOf(camp) })}</span>
          </li>
        ) : null}
        <li className="flex items-start gap-2">
          <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-700" />
          <span>
            {camp.grades.length > 0
              ? i18n._('offers.gradesList', { grades: camp.grades.join(', ') })
              : i18n._('offers.allGrades')}
          </span>
        </li>
      </ul>
      <div className="mt-auto flex flex-wrap items-end justify-between gap-3 pt-2">
        <div className="space-y-2">
          <OfferPrice offer={camp} />
          {camp.singleDaysBookable && singlePrice != null ? (
            <p className="text-sm text-gray-700">
              {i18n._('camps.singleDayPrice', { price: formatEuro(singlePrice, i18n.locale) })}
            </p>
          ) : null}
          <OfferAvailability offer={camp} />
        </div>
        <OfferDetailsLink id={camp.id} titleId={titleId} onOpen={onOpen} detailHref={detailHref}>
          {i18n._('offers.details')}
          <ChevronRight aria-hidden="true" className="size-4" />
        </OfferDetailsLink>
      </div>
    </article>
  );
}
