import { can } from '../../../shared/access/capabilities';
import { currentUser } from '../../../shared/state/session';
import { useSignals } from '../../../shared/state/signals';
import { TodaysRegisters } from '../presence/todays-registers';
import { LandingPage } from './landing-page';

/**
 * `/dashboard`: the start page of ADMIN, SYS_ADMIN and INSTRUCTOR; whoever takes registers
 * (`presence.take`) sees the services they teach today, each opening today's presence list.
 */
export function DashboardPage() {
  useSignals();
  return (
    <div className="space-y-6">
      <LandingPage titleKey="dashboard.title" introKey="dashboard.intro" />
      {can(currentUser.value, 'presence.take') ? <TodaysRegisters /> : null}
    </div>
  );
}
