import { useLingui } from '@lingui/react';
import type { EventDetail } from '../../model/event';
import type { BusinessArea } from '../../model/enums';
import { useApiClient } from '../api-client-context';
import { buttonClass } from '../button';
import { BusStopsAndBooking } from '../bus/bus-line-detail';
import { LazyCampBookingForm, LazyParentActivityForm } from './area-forms';
import { BookOffer } from './book-offer';
import type { MessageId } from '../../model/message-ids';

/** Areas booked on their own page: childminding's registration needs the area's offer. */
const AREA_PAGES: Partial<Record<BusinessArea, { path: string; labelKey: MessageId }>> = {
  CHILDMINDING: { path: '/public/childminding', labelKey: 'serviceBooking.toChildminding' },
};

/**
 * How one service of any area is booked on a deep link (`/public/service/{id}`, the `service`
 * widget): a child's service with the booking dialog, a camp, a bus line (its stops) or a parent
 * activity with their own forms, childminding on its area's page; the school's own services
 * are not booked by parents.
 */
export function AreaBooking({ offer }: { offer: EventDetail }) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const page = AREA_PAGES[offer.businessArea];
  if (page) {
    return (
      <a
        href={`${client.baseURL}${page.path}`}
        target="_blank"
        rel="noopener"
        className={buttonClass({ size: 'lg' })}
      >
        {i18n._(page.labelKey)}
        <span className="sr-only"> {i18n._('widgets.frame.opensInNewTab')}</span>
      </a>
    );
  }
  if (offer.businessArea === 'SCHOOL') {
    return <p className="text-sm text-gray-700">{i18n._('serviceBooking.notBookable')}</p>;
  }
  if (offer.businessArea === 'SCHOOL_BUS') return <BusStopsAndBooking line={offer} />;
  if (offer.businessArea === 'HOLIDAY_CAMP')
    return <BookOffer offer={offer} form={LazyCampBookingForm} />;
  if (offer.businessArea === 'PARENT_ACTIVITIES') {
    return <BookOffer offer={offer} form={LazyParentActivityForm} />;
  }
  return <BookOffer offer={offer} />;
}
