import { useLingui } from '@lingui/react';
import { CalendarDays } from 'lucide-react';
import { can } from '../../../shared/access/capabilities';
import type { DashboardChild, DashboardServiceDay } from '../../../shared/model/my-dashboard';
import { featureToggles } from '../../../shared/state/features';
import { currentUser } from '../../../shared/state/session';
import { useSignals } from '../../../shared/state/signals';
import { CardLink, DashboardCard } from './dashboard-card';
import { dayName } from './day-label';

/** The service days grouped by date, in order. */
function byDay(services: readonly DashboardServiceDay[]): [string, DashboardServiceDay[]][] {
  const days = new Map<string, DashboardServiceDay[]>();
  for (const service of services)
    days.set(service.date, [...(days.get(service.date) ?? []), service]);
  return [...days];
}

/** Props of {@link ChildWeekCard}. */
export interface ChildWeekCardProps {
  child: DashboardChild;
  /** The school's today (yyyy-MM-dd). */
  today: string;
}

/**
 * One child's next seven days: each service day with its time, then the links to the child's
 * screens — data, week plan (toggle `enableMySchedule`), absences and pick-up persons for the
 * child's parents.
 */
export function ChildWeekCard({ child, today }: ChildWeekCardProps) {
  useSignals();
  const { i18n } = useLingui();
  const user = currentUser.value;
  const name = `${child.givenName} ${child.familyName}`;
  const label = (date: string) => {
    const day = dayName(date, today, i18n.locale);
    if (day.kind === 'today') return i18n._('my.dashboard.today');
    if (day.kind === 'tomorrow') return i18n._('my.dashboard.tomorrow');
    return day.text;
  };
  return (
    <DashboardCard
      id={`child-${child.id}`}
      title={name}
      icon={CalendarDays}
      links={
        <>
          <CardLink href={`/my/participant/${child.id}`}>
            {i18n._('my.dashboard.child.data')}
          </CardLink>
          {featureToggles.value.enableMySchedule ? (
            <CardLink href={`/my/schedule/${child.id}`}>
              {i18n._('my.dashboard.child.schedule')}
            </CardLink>
          ) : null}
          {child.own && can(user, 'absence.family') ? (
            <CardLink href={`/my/absences/${child.id}`}>
              {i18n._('my.dashboard.child.absence')}
            </CardLink>
          ) : null}
          {child.own && can(user, 'participant.own') ? (
            <CardLink href={`/my/guardians/${child.id}`}>
              {i18n._('my.dashboard.child.guardians')}
            </CardLink>
          ) : null}
        </>
      }
    >
      <p className="text-gray-600">{i18n._('my.dashboard.week.title')}</p>
      {child.nextServices.length === 0 ? (
        <p className="mt-2">{i18n._('my.dashboard.week.none')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-gray-100">
          {byDay(child.nextServices).map(([date, services]) => (
            <li key={date} className="gap-x-3 py-2 sm:flex">
              <p className="shrink-0 font-medium text-gray-900 sm:w-28">{label(date)}</p>
              <ul className="min-w-0 flex-1">
                {services.map((service) => (
                  <li key={`${service.bookingId}-${service.time}`} className="flex gap-x-3">
                    <span className="w-24 shrink-0 text-gray-700 tabular-nums">
                      {service.time}
                      {service.endTime ? `–${service.endTime}` : ''}
                    </span>
                    <span className="min-w-0 text-gray-900">{service.name}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
