import { useLingui } from '@lingui/react';
import type { ChildmindingService } from '../../model/childminding';
import { Alert } from '../alert';
import { LazyChildmindingForm } from '../booking/lazy-childminding-form';
import { BookOffer } from '../booking/book-offer';
import { formatDay, formatEuro, weekdayName } from '../offers/format-offer';
import { useOffer } from '../offers/use-offer';

/**
 * One childminding service: its weekdays, end times, day price, places left and start, and
 * "Book", which opens the booking dialog with the childminding registration form.
 */
export function ChildmindingServiceCard({ service }: { service: ChildmindingService }) {
  const { i18n } = useLingui();
  const { state } = useOffer(service.id);
  const dayPrice = service.price.singlePrice ?? service.price.singleReducedPrice;
  const memberDayPrice = service.price.singleReducedPrice;
  return (
    <article
      aria-labelledby={`childminding-${service.id}`}
      className="space-y-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h3 id={`childminding-${service.id}`} className="text-lg font-semibold text-gray-900">
        {service.name}
      </h3>
      <dl className="grid gap-x-6 gap-y-2 text-sm text-gray-800 sm:grid-cols-2">
        <div>
          <dt className="font-medium text-gray-600">{i18n._('childminding.card.weekdays')}</dt>
          <dd>{service.weekdays.map((day) => weekdayName(day, i18n.locale)).join(', ')}</dd>
        </div>
        <div>
          <dt className="font-medium text-gray-600">{i18n._('childminding.card.endTimes')}</dt>
          <dd>{service.endTimes.join(' · ')}</dd>
        </div>
        <div>
          <dt className="font-medium text-gray-600">{i18n._('childminding.card.from')}</dt>
          <dd>{formatDay(service.earliestStartDate, i18n.locale)}</dd>
        </div>
        {dayPrice != null ? (
          <div>
            <dt className="font-medium text-gray-600">{i18n._('childminding.card.dayPrice')}</dt>
            <dd>
              {formatEuro(dayPrice, i18n.locale)}
              {memberDayPrice != null && memberDayPrice !== dayPrice
                ? ` · ${i18n._('offers.memberPrice', { price: formatEuro(memberDayPrice, i18n.locale) })}`
                : null}
            </dd>
          </div>
        ) : null}
        {service.placesLeft !== null ? (
          <div>
            <dt className="font-medium text-gray-600">{i18n._('childminding.card.placesLeft')}</dt>
            <dd>{service.placesLeft}</dd>
          </div>
        ) : null}
      </dl>
      <p className="text-sm text-gray-700">{i18n._('childminding.card.howCharged')}</p>
      {state.status === 'ready' ? (
        <BookOffer offer={state.data} form={LazyChildmindingForm} />
      ) : null}
      {state.status === 'failed' ? <Alert variant="error">{i18n._(state.messageKey)}</Alert> : null}
    </article>
  );
}
