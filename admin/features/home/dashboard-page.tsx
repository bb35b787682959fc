import { LandingPage } from './landing-page';

/** `/dashboard`: the start page of ADMIN, SYS_ADMIN and INSTRUCTOR. */
export function DashboardPage() {
  return <LandingPage titleKey="dashboard.title" introKey="dashboard.intro" />;
}
