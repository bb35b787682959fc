import { useLingui } from '@lingui/react';
import { Link, useParams } from 'wouter';
import { Alert } from '../../../shared/ui/alert';
import { AreaBooking } from '../../../shared/ui/booking/area-booking';
import { OfferDetail } from '../../../shared/ui/offers/offer-detail';
import { PublicPage } from './public-page';

/**
 * `/public/service/{id}`, `/service/{id}`: one service of any business area as a deep link,
 * booked the way its area is. Without an id it points to the public offers.
 */
export function PublicServicePage() {
  const { i18n } = useLingui();
  const params = useParams<{ id?: string; '*'?: string }>();
  const raw = params.id ?? params['*'];
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  return (
    <PublicPage titleKey="serviceBooking.title">
      {id === null ? (
        <Alert variant="info" title={i18n._('serviceBooking.noService')}>
          <Link href="/public" className="font-medium underline">
            {i18n._('serviceBooking.allOffers')}
          </Link>
        </Alert>
      ) : (
        <OfferDetail id={id} renderBooking={(offer) => <AreaBooking offer={offer} />} />
      )}
    </PublicPage>
  );
}
