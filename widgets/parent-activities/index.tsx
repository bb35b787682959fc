import { useLingui } from '@lingui/react';
import { LazyParentActivityForm } from '../../shared/ui/booking/area-forms';
import { LazyOfferDetail } from '../embed/lazy-details';
import { ParentActivityList } from '../../shared/ui/offers/parent-activity-list';
import { useOpenService } from '../embed/use-open-service';
import type { WidgetProps } from '../embed/widget-host';
import { WidgetFrame } from '../embed/widget-frame';
import { getPublicEvents } from '../../shared/api/event';
import type { ApiClient } from '../../shared/api/client';

/** The first paint's requests, started at mount (widgets/embed/define-widget.tsx). */
export function prefetch({ service }: WidgetProps, client: ApiClient) {
  if (!service) client.prefetch?.((early) => getPublicEvents(early, 'PARENT_ACTIVITIES'));
}

/**
 * The parent activities widget (`name="parent-activities"`): courses and meetings for parents,
 * and each one's detail where the signed-in parent registers themself. The `service`
 * attribute opens one activity. The area has no feature toggle.
 */
export default function ParentActivitiesWidget({ service }: WidgetProps) {
  const { _ } = useLingui();
  const [openId, setOpenId] = useOpenService(service);
  return (
    <WidgetFrame title={_('publicIndex.parentActivities.title')}>
      {openId === null ? (
        <ParentActivityList onOpen={setOpenId} />
      ) : (
        <LazyOfferDetail
          id={openId}
          onBack={() => setOpenId(null)}
          bookingForm={LazyParentActivityForm}
        />
      )}
    </WidgetFrame>
  );
}
