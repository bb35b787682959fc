import { useLingui } from '@lingui/react';
import { CircleCheck, Wrench } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { isMaintenanceOn } from '../../../shared/state/config';
import { useSignals } from '../../../shared/state/signals';
import { Button, buttonClass } from '../../../shared/ui/button';
import { usePageTitle } from '../../app/page-title';
import { refreshConfig } from '../../app/refresh-config';

/** How often the page asks whether maintenance is over. */
const RECHECK_MS = 30_000;

/**
 * `/maintenance`: the portal is being maintained (spec 000 §4). The page asks every 30 s, or
 * on request, whether it is over, and then offers the way back to the start page.
 */
export function MaintenancePage() {
  useSignals();
  const { i18n } = useLingui();
  usePageTitle('maintenance.title');
  const [checking, setChecking] = useState(false);
  const on = isMaintenanceOn.value;

  const recheck = async () => {
    setChecking(true);
    try {
      await refreshConfig();
    } catch {
      // Still unreachable: the page stays as it is and the next check tries again.
    } finally {
      setChecking(false);
    }
  };

  useEffect(() => {
    if (!on) return;
    const timer = setInterval(() => void refreshConfig().catch(() => undefined), RECHECK_MS);
    return () => clearInterval(timer);
  }, [on]);

  const Icon = on ? Wrench : CircleCheck;
  return (
    <div className="flex flex-1 flex-col items-center justify-center text-center">
      <Icon aria-hidden="true" className="size-12 text-primary" />
      <h1 className="mt-4 text-2xl font-semibold tracking-tight text-gray-900">
        {i18n._(on ? 'maintenance.title' : 'maintenance.overTitle')}
      </h1>
      <p role="status" className="mt-3 max-w-md text-gray-600">
        {i18n._(on ? 'maintenance.text' : 'maintenance.overText')}
      </p>
      {on ? (
        <Button className="mt-8" variant="secondary" disabled={checking} onClick={recheck}>
          {i18n._(checking ? 'maintenance.checking' : 'maintenance.checkAgain')}
        </Button>
      ) : (
        <Link href="/" className={buttonClass({ className: 'mt-8' })}>
          {i18n._('error.goToStart')}
        </Link>
      )}
    </div>
  );
}
