import { useLingui } from '@lingui/react';
import { ChildmindingView } from '../../shared/ui/childminding/childminding-view';
import { WidgetFrame } from '../embed/widget-frame';

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
