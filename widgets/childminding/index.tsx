import { useLingui } from '@lingui/react';
import { ChildmindingView } from '../../shared/ui/childminding/childminding-view';
import type { WidgetProps } from '../embed/widget-host';
import { WidgetFrame } from '../embed/widget-frame';
import { getChildmindingOffer } from '../../shared/api/childminding';
import type { ApiClient } from '../../shared/api/client';

/** The first paint's requests, started at mount (widgets/embed/define-widget.tsx). */
export function prefetch(_props: WidgetProps, client: ApiClient) {
  client.prefetch?.((early) => getChildmindingOffer(early));
}

/**
 * The childminding widget (`name="childminding"`): registration for childminding after school,
 * the external provider's link when childminding is outsourced, or "not offered" (the view
 * follows the server's answer, which knows the mode and the toggle).
 */
export default function ChildmindingWidget() {
  const { _ } = useLingui();
  return (
    <WidgetFrame title={_('publicIndex.childminding.title')}>
      <ChildmindingView />
    </WidgetFrame>
  );
}
