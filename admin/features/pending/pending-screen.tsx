import { useLingui } from '@lingui/react';
import { Hourglass } from 'lucide-react';
import { useSearch } from 'wouter';
import { Card } from '../../../shared/ui/card';
import { usePageTitle } from '../../app/page-title';
import { PLAN_QUERY } from '../../app/navigation';
import { PENDING_SCREENS } from './pending-screens';
import type { PendingScreenName } from './pending-screens';

/** Props of {@link PendingScreen}: which screen of {@link PENDING_SCREENS}. */
export interface PendingScreenProps {
  screen: PendingScreenName;
}

/**
 * A screen that is not part of this version yet: its title and what it will be for, so the
 * route, its frame and its menu entry work and nobody mistakes it for an empty list. A `plan`
 * query (spec 000 §2: /event and /booking opened for one service or participant) is named.
 */
export function PendingScreen({ screen }: PendingScreenProps) {
  const { i18n } = useLingui();
  const { title, summary } = PENDING_SCREENS[screen];
  usePageTitle(title);
  const plan = new URLSearchParams(useSearch()).get(PLAN_QUERY);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl">
        {i18n._(title)}
      </h1>
      {plan ? <p className="text-sm text-gray-700">{i18n._('pending.plan', { plan })}</p> : null}
      <Card className="flex items-start gap-4">
        <Hourglass aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
        <div>
          <p className="text-gray-900">{i18n._(summary)}</p>
          <p className="mt-2 text-sm text-gray-600">{i18n._('pending.notYet')}</p>
        </div>
      </Card>
    </div>
  );
}
