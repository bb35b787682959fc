import { LazyCampBookingForm } from '../../../shared/ui/booking/area-forms';
import { CampList } from '../../../shared/ui/offers/camp-list';
import { OfferDetail } from '../../../shared/ui/offers/offer-detail';
import { PublicListDetailPage } from './public-page';

/**
 * `/public/holiday-camp` and `/public/holiday-camp/{id}`: the holiday camps by holiday period,
 * and one camp with its booking (whole camp or single days). The same list, detail and form
 * the holiday camp widget shows on partner sites.
 */
export function PublicHolidayCampPage() {
  return (
    <PublicListDetailPage
      titleKey="screens.publicHolidayCamp.title"
      summaryKey="screens.publicHolidayCamp.summary"
      base="/public/holiday-camp"
      list={(navigation) => <CampList {...navigation} />}
      detail={(id, onBack) => (
        <OfferDetail id={id} onBack={onBack} bookingForm={LazyCampBookingForm} />
      )}
    />
  );
}
