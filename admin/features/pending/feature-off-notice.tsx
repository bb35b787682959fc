import { useLingui } from '@lingui/react';
import { ToggleLeft } from 'lucide-react';
import { Card } from '../../../shared/ui/card';
import { usePageTitle } from '../../app/page-title';

/** Shown instead of a page whose feature toggle is off: a clear state, not a failure. */
export function FeatureOffNotice() {
  const { i18n } = useLingui();
  usePageTitle('featureOff.title');
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl">
        {i18n._('featureOff.title')}
      </h1>
      <Card className="flex items-start gap-4">
        <ToggleLeft aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-gray-500" />
        <p className="text-gray-700">{i18n._('featureOff.text')}</p>
      </Card>
    </div>
  );
}
