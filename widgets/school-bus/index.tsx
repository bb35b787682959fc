import { useLingui } from '@lingui/react';
import { LazyBusLineDetail } from '../embed/lazy-bus-line-detail';
import { BusLineList } from '../../shared/ui/bus/bus-line-list';
import { useOpenService } from '../embed/use-open-service';
import type { WidgetProps } from '../embed/widget-host';
import { WidgetFrame } from '../embed/widget-frame';
import { getPublicEvents } from '../../shared/api/event';
import type { ApiClient } from '../../shared/api/client';

/** The first paint's requests, started at mount (widgets/embed/define-widget.tsx). */
export function prefetch({ service }: WidgetProps, client: ApiClient) {
  if (!service) client.prefetch?.((early) => getPublicEvents(early, 'SCHOOL_BUS'));
}

/**
 * The school bus widget (`name="school-bus"`): the morning and afternoon bus lines, and each
 * line's stops with their times and prices and its booking form (stop and weekdays). The
 * `service` attribute opens one line. "Not offered" while `enableSchoolBusBooking` is off.
 */
export default function SchoolBusWidget({ service }: WidgetProps) {
  const { _ } = useLingui();
  const [openId, setOpenId] = useOpenService(service);
  return (
    <WidgetFrame title={_('publicIndex.schoolBus.title')} feature="enableSchoolBusBooking">
      {openId === null ? (
        <BusLineList onOpen={setOpenId} />
      ) : (
        <LazyBusLineDetail id={openId} onBack={() => setOpenId(null)} />
      )}
    </WidgetFrame>
  );
}
