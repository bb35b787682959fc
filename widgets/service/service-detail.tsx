import { AreaBooking } from '../../shared/ui/booking/area-booking';
import { OfferDetail } from '../../shared/ui/offers/offer-detail';

/**
 * The service widget's detail: the service in full, booked the way its area is. Its own chunk
 * (widgets/service/index.tsx loads it lazily), so the first paint is the frame and the loading
 * text while this code and the service's data arrive side by side.
 */
export function ServiceDetail({ id }: { id: number }) {
  return <OfferDetail id={id} renderBooking={(offer) => <AreaBooking offer={offer} />} />;
}
