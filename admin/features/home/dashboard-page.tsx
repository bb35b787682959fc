import { can } from '../../../shared/access/capabilities';
import { featureToggles } from '../../../shared/state/features';
import { currentUser } from '../../../shared/state/session';
import { useSignals } from '../../../shared/state/signals';
import { TodaysRegisters } from '../presence/todays-registers';
import { DashboardCountTiles } from './dashboard-counts';
import { LandingPage } from './landing-page';

/**
 * `/dashboard`: the start page of ADMIN, SYS_ADMIN and INSTRUCTOR. The office's count tiles
 * (`dashboard.counts`) while the `tile_count` toggle is on; whoever takes registers
 * (`presence.take`) sees the services they teach today and tomorrow, each opening that day's
 * presence list.
 */
export function DashboardPage() {
  useSignals();
  const user = currentUser.value;
  const registers = can(user, 'presence.take');
  return (
    <div className="space-y-6">
      <LandingPage titleKey="dashboard.title" introKey="dashboard.intro" />
      {featureToggles.value.tile_count && can(user, 'dashboard.counts') ? (
        <DashboardCountTiles />
      ) : null}
      {registers ? <TodaysRegisters /> : null}
      {registers ? <TodaysRegisters day="tomorrow" /> : null}
    </div>
  );
}
