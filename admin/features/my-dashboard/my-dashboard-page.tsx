import { useLingui } from '@lingui/react';
import { ClipboardList, Users } from 'lucide-react';
import { can } from '../../../shared/access/capabilities';
import { fetchMyDashboard } from '../../../shared/api/my-dashboard';
import type { MyDashboard } from '../../../shared/model/my-dashboard';
import { currentUser, displayName } from '../../../shared/state/session';
import { useSignals } from '../../../shared/state/signals';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { useResource } from '../../../shared/ui/use-resource';
import { PageLoading } from '../../app/page-loading';
import { usePageTitle } from '../../app/page-title';
import { RegisterList } from '../presence/todays-registers';
import { ChildWeekCard } from './child-week-card';
import { CardLink, DashboardCard } from './dashboard-card';
import { InvoiceCard } from './invoice-card';
import { RequestsCard } from './requests-card';
import { TodoCard } from './todo-card';

/**
 * `/my/dashboard`: the personal area's start page (issue 19.1), from one call
 * (`GET /api/my/dashboard`). A family sees what it must do, each child's next seven days, its
 * open requests and the newest invoice; an instructor today's registers; a member the
 * association's lists. Every card links to the screen behind it.
 */
export function MyDashboardPage() {
  useSignals();
  const { i18n } = useLingui();
  usePageTitle('my.dashboard.title');
  const client = useApiClient();
  const user = currentUser.value;
  const dashboard = useResource(
    (signal) => fetchMyDashboard(client, { signal }),
    [client, user?.personId],
  );
  if (!user) return null;
  const state = dashboard.state;
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl">
          {i18n._('my.dashboard.title')}
        </h1>
        <p className="mt-1 text-gray-700">
          {i18n._('home.greeting', { name: displayName(user) })} {i18n._('my.dashboard.intro')}
        </p>
      </header>
      {state.status === 'loading' ? <PageLoading /> : null}
      {state.status === 'failed' ? (
        <LoadFailed
          titleKey="my.dashboard.loadFailed"
          messageKey={state.messageKey}
          onRetry={dashboard.reload}
        />
      ) : null}
      {state.status === 'ready' && state.data ? <DashboardCards data={state.data} /> : null}
    </div>
  );
}

function DashboardCards({ data }: { data: MyDashboard }) {
  useSignals();
  const { i18n } = useLingui();
  const user = currentUser.value;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {data.hasFamily ? <TodoCard todo={data.todo} /> : null}
      {data.hasFamily && can(user, 'booking.own') ? (
        <RequestsCard requests={data.requests} />
      ) : null}
      {data.children.map((child) => (
        <ChildWeekCard key={child.id} child={child} today={data.today} />
      ))}
      {data.hasFamily && data.children.length === 0 ? (
        <DashboardCard
          id="children-none"
          title={i18n._('my.dashboard.children.add')}
          icon={Users}
          links={<CardLink href="/my/participant">{i18n._('my.dashboard.children.add')}</CardLink>}
        >
          <p>{i18n._('my.dashboard.children.none')}</p>
        </DashboardCard>
      ) : null}
      {data.hasFamily ? <InvoiceCard invoice={data.latestInvoice} /> : null}
      {data.registers ? (
        <DashboardCard
          id="registers-today"
          title={i18n._('my.dashboard.registers.title')}
          icon={ClipboardList}
        >
          <RegisterList registers={data.registers} date={data.today} />
        </DashboardCard>
      ) : null}
      {can(user, 'list.read') ? (
        <DashboardCard
          id="association-lists"
          title={i18n._('my.dashboard.lists.title')}
          icon={ClipboardList}
          links={<CardLink href="/lists">{i18n._('my.dashboard.lists.link')}</CardLink>}
        >
          <p>{i18n._('my.dashboard.lists.text')}</p>
        </DashboardCard>
      ) : null}
    </div>
  );
}
