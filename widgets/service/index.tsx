import { useLingui } from '@lingui/react';
import { getEvent } from '../../shared/api/event';
import type { ApiClient } from '../../shared/api/client';
import { Alert } from '../../shared/ui/alert';
import { serviceIdOf } from '../embed/use-open-service';
import type { WidgetProps } from '../embed/widget-host';
import { WidgetFrame } from '../embed/widget-frame';
import { LazyServiceDetail } from './lazy-service-detail';

/** The first paint's request, started at mount (widgets/README.md "A widget"): the service. */
export function prefetch({ service }: WidgetProps, client: ApiClient) {
  const id = serviceIdOf(service);
  if (id !== null) client.prefetch?.((early) => getEvent(early, id));
}

/**
 * The service widget (`name="service" service="{id}"`): one service of any business area as a
 * deep link, booked the way its area is (shared/ui/booking/area-booking). Without a valid
 * `service` attribute it says what the host has to set.
 */
export default function ServiceWidget({ service }: WidgetProps) {
  const { _ } = useLingui();
  const id = serviceIdOf(service);
  return (
    <WidgetFrame title={_('serviceBooking.title')}>
      {id === null ? (
        <Alert variant="info" title={_('serviceBooking.noService')} />
      ) : (
        <LazyServiceDetail id={id} />
      )}
    </WidgetFrame>
  );
}
