import { useLingui } from '@lingui/react';
import { LazyCampBookingForm } from '../../shared/ui/booking/area-forms';
import { CampList } from '../../shared/ui/offers/camp-list';
import { LazyOfferDetail } from '../embed/lazy-details';
import { useOpenService } from '../embed/use-open-service';
import type { WidgetProps } from '../embed/widget-host';
import { WidgetFrame } from '../embed/widget-frame';
import { getPublicEvents } from '../../shared/api/event';
import type { ApiClient } from '../../shared/api/client';

/** The first paint's requests, started at mount (widgets/embed/define-widget.tsx). */
export function prefetch({ service }: WidgetProps, client: ApiClient) {
  if (!service) client.prefetch?.((early) => getPublicEvents(early, 'HOLIDAY_CAMP'));
}

/**
 * The public holiday camp widget (`name="holiday-camp"`): the camps open for booking grouped
 * by holiday period, and each camp's detail with its booking form (the whole camp or single
 * days). The `service` attribute opens one camp. "Not offered" while `holiday_camp` is off.
 */
export default function HolidayCampWidget({ service }: WidgetProps) {
  const { _ } = useLingui();
  const [openId, setOpenId] = useOpenService(service);
  return (
    <WidgetFrame title={_('publicIndex.holidayCamp.title')} feature="holiday_camp">
      {openId === null ? (
        <CampList onOpen={setOpenId} />
      ) : (
        <LazyOfferDetail
          id={openId}
          onBack={() => setOpenId(null)}
          bookingForm={LazyCampBookingForm}
        />
      )}
    </WidgetFrame>
  );
}
