import { LazyParentActivityForm } from '../../../shared/ui/booking/area-forms';
import { OfferDetail } from '../../../shared/ui/offers/offer-detail';
import { ParentActivityList } from '../../../shared/ui/offers/parent-activity-list';
import { PublicListDetailPage } from './public-page';

/**
 * `/public/parent-activities` and `/public/parent-activities/{id}`: courses and meetings for
 * parents, and one in full, where the signed-in parent registers themself. The same list,
 * detail and form the parent activities widget shows on partner sites.
 */
export function PublicParentActivitiesPage() {
  return (
    <PublicListDetailPage
      titleKey="screens.publicParentActivities.title"
      summaryKey="screens.publicParentActivities.summary"
      base="/public/parent-activities"
      list={(navigation) => <ParentActivityList {...navigation} />}
      detail={(id, onBack) => (
        <OfferDetail id={id} onBack={onBack} bookingForm={LazyParentActivityForm} />
      )}
    />
  );
}
