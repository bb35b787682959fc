import { useLingui } from '@lingui/react';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { useLocation, useParams, useSearch } from 'wouter';
import { can } from '../../../shared/access/capabilities';
import { fetchSchedule } from '../../../shared/api/schedule';
import { currentUser } from '../../../shared/state/session';
import { useSignals } from '../../../shared/state/signals';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { Button } from '../../../shared/ui/button';
import { addDays, schoolToday, startOfWeek } from '../../../shared/ui/calendar-dates';
import { formatLongDate } from '../../../shared/ui/calendar-labels';
import { Card } from '../../../shared/ui/card';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { SelectField } from '../../../shared/ui/select-field';
import { useResource } from '../../../shared/ui/use-resource';
import { PageLoading } from '../../app/page-loading';
import { usePageTitle } from '../../app/page-title';
import { CalendarLink } from './calendar-link';
import { ScheduleDayCard } from './schedule-day';

/**
 * `/my/schedule/:id?` (issue 19.6): one child's week — lessons end, services, the bus at the
 * child's stop, childminding until — with holidays and breaks, a week at a time
 * (`?week=yyyy-MM-dd`, this week by default), and the parents' private calendar link.
 */
export function MySchedulePage() {
  useSignals();
  const { i18n } = useLingui();
  usePageTitle('screens.mySchedule.title');
  const client = useApiClient();
  const { id } = useParams<{ id?: string }>();
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const participantId = id && /^\d+$/.test(id) ? Number(id) : undefined;
  const weekParam = search.get('week');
  const week = weekParam && /^\d{4}-\d\d-\d\d$/.test(weekParam) ? weekParam : undefined;
  // Staff without children of their own (instructors) get the empty state, not a refusal.
  const mayRead = can(currentUser.value, 'schedule.read');
  const loaded = useResource(
    async (signal) => (mayRead ? fetchSchedule(client, { participantId, week }, { signal }) : null),
    [client, participantId, week, mayRead],
  );
  // The week shown stays while the next one loads.
  const data = loaded.state.status === 'failed' ? undefined : loaded.state.data;
  const noChildren = loaded.state.status === 'ready' && (data === null || data?.child === null);
  const thisWeek = startOfWeek(schoolToday());
  const go = (child: number | undefined, monday: string | undefined) =>
    navigate(
      `/my/schedule${child === undefined ? '' : `/${child}`}${monday && monday !== thisWeek ? `?week=${monday}` : ''}`,
    );
  const shownChild = data?.child?.id;
  // Weekends only when something happens on them.
  const days = (data?.days ?? []).filter(
    (day, index) => index < 5 || day.items.length > 0 || day.holiday !== null,
  );

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl">
            {i18n._('screens.mySchedule.title')}
          </h1>
          <p className="mt-1 text-sm text-gray-600">{i18n._('screens.mySchedule.summary')}</p>
        </div>
        {data && data.children.length > 1 ? (
          <SelectField
            id="schedule-child"
            className="w-full sm:w-64"
            label={i18n._('schedule.child')}
            value={String(shownChild ?? '')}
            options={data.children.map((child) => ({
              value: String(child.id),
              label: `${child.givenName} ${child.familyName}`,
            }))}
            onChange={(event) => go(Number(event.target.value), data.from)}
          />
        ) : null}
      </header>
      {loaded.state.status === 'loading' && !data ? <PageLoading /> : null}
      {loaded.state.status === 'failed' ? (
        <LoadFailed
          titleKey="schedule.loadFailed"
          messageKey={loaded.state.messageKey}
          onRetry={loaded.reload}
        />
      ) : null}
      {noChildren ? (
        <Card className="flex items-start gap-4">
          <CalendarDays aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
          <p className="text-gray-900">{i18n._('schedule.noChildren')}</p>
        </Card>
      ) : null}
      {data && data.child ? (
        <>
          <nav
            aria-label={i18n._('schedule.weekNavigation')}
            className="flex flex-wrap items-center justify-between gap-2"
          >
            <h2 className="text-lg font-semibold text-gray-900" aria-live="polite">
              {i18n._('schedule.weekOf', {
                name: data.child.givenName,
                from: formatLongDate(data.from, i18n.locale),
                to: formatLongDate(data.to, i18n.locale),
              })}
            </h2>
            <div className="flex gap-2">
              <Button
                variant="secondary"
                onClick={() => go(shownChild, addDays(data.from, -7))}
                aria-label={i18n._('schedule.previousWeek')}
              >
                <ChevronLeft aria-hidden="true" className="size-4" />
              </Button>
              <Button
                variant="secondary"
                onClick={() => go(shownChild, undefined)}
                disabled={data.from === thisWeek}
              >
                {i18n._('schedule.thisWeek')}
              </Button>
              <Button
                variant="secondary"
                onClick={() => go(shownChild, addDays(data.from, 7))}
                aria-label={i18n._('schedule.nextWeek')}
              >
                <ChevronRight aria-hidden="true" className="size-4" />
              </Button>
            </div>
          </nav>
          <ol
            className="grid gap-3 md:grid-cols-2 xl:grid-cols-3"
            aria-label={i18n._('schedule.days')}
          >
            {days.map((day) => (
              <ScheduleDayCard key={day.date} day={day} today={schoolToday()} />
            ))}
          </ol>
          {data.feed ? (
            <CalendarLink
              key={data.child.id}
              participantId={data.child.id}
              givenName={data.child.givenName}
              feed={data.feed}
              onRenewed={loaded.reload}
            />
          ) : null}
        </>
      ) : null}
    </div>
  );
}
