import { useLingui } from '@lingui/react';
import { Check, Minus } from 'lucide-react';
import type { BusinessAreaSummary } from '../../../shared/model/business-area';
import { modeLabel, TOGGLE_LABELS, type AreaToggleName } from './business-area-labels';

/** On or off, in words and an icon (never colour alone). */
function State({ on }: { on: boolean }) {
  const { i18n } = useLingui();
  const Icon = on ? Check : Minus;
  return (
    <span
      className={
        on
          ? 'inline-flex items-center gap-1 font-medium text-green-800'
          : 'inline-flex items-center gap-1 font-medium text-gray-700'
      }
    >
      <Icon aria-hidden="true" className="size-4" />
      {i18n._(on ? 'businessAreas.on' : 'businessAreas.off')}
    </span>
  );
}

/**
 * Where an area is switched on: its toggles (spec 000 §3), the childminding mode for
 * childminding, read-only. An area without a toggle says it is always on.
 */
export function AreaSwitches({ area }: { area: BusinessAreaSummary }) {
  const { i18n } = useLingui();
  if (area.toggles.length === 0 && area.childmindingMode === undefined)
    return <p className="text-sm text-gray-700">{i18n._('businessAreas.noToggle')}</p>;
  return (
    <dl className="divide-y divide-gray-100 text-sm">
      {area.toggles.map((toggle) => (
        <div key={toggle.name} className="flex items-center justify-between gap-3 py-1.5">
          <dt className="text-gray-700">{i18n._(TOGGLE_LABELS[toggle.name as AreaToggleName])}</dt>
          <dd>
            <State on={toggle.on} />
          </dd>
        </div>
      ))}
      {area.childmindingMode !== undefined ? (
        <div className="flex items-center justify-between gap-3 py-1.5">
          <dt className="text-gray-700">{i18n._('businessAreas.mode')}</dt>
          <dd className="font-medium text-gray-900">{i18n._(modeLabel(area.childmindingMode))}</dd>
        </div>
      ) : null}
    </dl>
  );
}
