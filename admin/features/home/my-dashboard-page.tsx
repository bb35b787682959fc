import { LandingPage } from './landing-page';

/** `/my/dashboard`: the personal area's start page for customers, members and guardians. */
export function MyDashboardPage() {
  return <LandingPage titleKey="my.dashboard.title" introKey="my.dashboard.intro" />;
}
