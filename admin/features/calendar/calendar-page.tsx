import { useLingui } from '@lingui/react';
import { getISOWeek } from 'date-fns';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { can } from '../../../shared/access/capabilities';
import { fetchBreaks, fetchCalendarEntries, fetchHolidays } from '../../../shared/api/calendar';
import { BUSINESS_AREAS, type BusinessArea } from '../../../shared/model/enums';
import { currentUser } from '../../../shared/state/session';
import { useSignals } from '../../../shared/state/signals';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { Button } from '../../../shared/ui/button';
import { dateParts, schoolToday, toUtcDate } from '../../../shared/ui/calendar-dates';
import { formatFullDate, formatMonthYear } from '../../../shared/ui/calendar-labels';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { SelectField } from '../../../shared/ui/select-field';
import { useResource } from '../../../shared/ui/use-resource';
import { usePageTitle } from '../../app/page-title';
import { useUrlQuery } from '../../ui/data-table/use-list-query';
import { calendarQuery } from './calendar-query';
import { dayOff, entriesByDay, entryHref, stepAnchor, weeksOf, yearsOf } from './calendar-span';
import { ScheduleGrid } from './schedule-grid';

const ALL = '';

/**
 * `/calendar` (issue 18.6): a week or a month of the services the caller may see — the office
 * every service (filter by area and service), an instructor theirs, a family their children's
 * bookings — with holidays and breaks shaded. The chosen day's entries are listed under the
 * grid, each leading to its service or booking. View, day and filters live in the URL
 * (`calendar-query.ts`): moving a week or month, the view and the filters are history entries;
 * picking a day in the grid replaces the entry (arrow keys would fill the history otherwise).
 */
export function CalendarPage() {
  useSignals();
  const { i18n } = useLingui();
  usePageTitle('calendar.title');
  const client = useApiClient();
  const user = currentUser.value;
  const office = can(user, 'calendar.read.any');
  const family = can(user, 'booking.own') || !can(user, 'event.staff');
  const today = schoolToday();
  const { query, setQuery } = useUrlQuery(calendarQuery);
  const { view } = query;
  const selected = query.date ?? today;
  const area = query.area ?? ALL;
  const service = query.serviceId === undefined ? ALL : String(query.serviceId);
  const setSelected = (date: string) => setQuery({ date }, { replace: true });
  const titleId = useId();

  const weeks = weeksOf(view, selected);
  const from = weeks[0]![0]!;
  const to = weeks.at(-1)!.at(-1)!;
  const loaded = useResource(
    async (signal) => {
      const years = yearsOf(from, to);
      const [entries, holidays, breaks] = await Promise.all([
        fetchCalendarEntries(client, from, to, { signal }),
        Promise.all(years.map((year) => fetchHolidays(client, year, { signal }))),
        Promise.all(years.map((year) => fetchBreaks(client, year, { signal }))),
      ]);
      return { entries, holidays: holidays.flat(), breaks: breaks.flat() };
    },
    [from, to, user?.personId],
  );
  const data = loaded.state.status === 'failed' ? undefined : loaded.state.data;
  const all = data?.entries ?? [];
  const names = new Map(all.map((e) => [e.eventId, e.name]));
  // A service of the link that has no entries in this span stays chosen, by its number.
  if (query.serviceId !== undefined && !names.has(query.serviceId))
    names.set(query.serviceId, `#${query.serviceId}`);
  const services = [...names.entries()].sort((a, b) => a[1].localeCompare(b[1]));
  const shown = all.filter(
    (e) =>
      (area === ALL || e.businessArea === area) &&
      (service === ALL || String(e.eventId) === service),
  );
  const byDay = entriesByDay(shown);
  const dayEntries = byDay.get(selected) ?? [];
  const off = dayOff(selected, data?.holidays ?? [], data?.breaks ?? []);
  const title =
    view === 'month'
      ? formatMonthYear(selected, i18n.locale)
      : i18n._('calendar.weekTitle', {
          week: getISOWeek(toUtcDate(selected)),
          month: formatMonthYear(selected, i18n.locale),
        });

  return (
    <div className="mx-auto w-full max-w-6xl space-y-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl">
            {i18n._('calendar.title')}
          </h1>
          <p className="mt-1 text-sm text-gray-600">
            {i18n._(
              office
                ? 'calendar.introOffice'
                : family
                  ? 'calendar.introFamily'
                  : 'calendar.introInstructor',
            )}
          </p>
        </div>
        <div role="group" aria-label={i18n._('calendar.view')} className="flex gap-1">
          {(['week', 'month'] as const).map((option) => (
            <Button
              key={option}
              variant={view === option ? 'primary' : 'secondary'}
              aria-pressed={view === option}
              onClick={() => setQuery({ view: option })}
            >
              {i18n._(option === 'week' ? 'calendar.week' : 'calendar.month')}
            </Button>
          ))}
        </div>
      </header>
      {office ? (
        <div className="flex flex-wrap gap-3">
          <SelectField
            className="w-56"
            label={i18n._('calendar.area')}
            value={area}
            onChange={(event) =>
              setQuery({ area: (event.currentTarget.value as BusinessArea) || undefined })
            }
            options={[
              { value: ALL, label: i18n._('calendar.allAreas') },
              ...BUSINESS_AREAS.map((value) => ({ value, label: i18n._(`businessArea.${value}`) })),
            ]}
          />
          <SelectField
            className="w-72"
            label={i18n._('calendar.service')}
            value={service}
            onChange={(event) =>
              setQuery({ serviceId: Number(event.currentTarget.value) || undefined })
            }
            options={[
              { value: ALL, label: i18n._('calendar.allServices') },
              ...services.map(([id, name]) => ({ value: String(id), label: name })),
            ]}
          />
        </div>
      ) : null}
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="secondary"
          aria-label={i18n._(view === 'week' ? 'calendar.previousWeek' : 'calendar.previousMonth')}
          onClick={() => setQuery({ date: stepAnchor(view, selected, -1) })}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
        </Button>
        <h2 id={titleId} className="text-lg font-semibold text-gray-900" aria-live="polite">
          {title}
        </h2>
        <div className="flex gap-1">
          <Button variant="secondary" onClick={() => setQuery({ date: undefined })}>
            {i18n._('calendar.today')}
          </Button>
          <Button
            variant="secondary"
            aria-label={i18n._(view === 'week' ? 'calendar.nextWeek' : 'calendar.nextMonth')}
            onClick={() => setQuery({ date: stepAnchor(view, selected, 1) })}
          >
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
      {loaded.state.status === 'failed' ? (
        <LoadFailed
          titleKey="calendar.loadFailed"
          messageKey={loaded.state.messageKey}
          onRetry={loaded.reload}
        />
      ) : null}
      <ScheduleGrid
        view={view}
        weeks={weeks}
        month={dateParts(selected).month}
        today={today}
        selected={selected}
        byDay={byDay}
        holidays={data?.holidays ?? []}
        breaks={data?.breaks ?? []}
        labelledBy={titleId}
        onSelect={setSelected}
      />
      <p className="text-xs text-gray-700">
        <span className="mr-1 inline-block size-3 border border-gray-300 bg-amber-50 align-middle" />
        {i18n._('calendar.legendBreak')}
        <span className="ml-3 mr-1 inline-block size-3 border border-gray-300 bg-rose-50 align-middle" />
        {i18n._('calendar.legendHoliday')}
      </p>
      <section aria-labelledby={`${titleId}-day`} className="space-y-2">
        <h2 id={`${titleId}-day`} className="text-base font-semibold text-gray-900">
          {formatFullDate(selected, i18n.locale)}
          {off ? ` – ${off.name}` : ''}
        </h2>
        {loaded.state.status === 'loading' ? (
          <p role="status" className="text-sm text-gray-600">
            {i18n._('calendar.loading')}
          </p>
        ) : dayEntries.length === 0 ? (
          <p className="text-sm text-gray-600">{i18n._('calendar.noEntries')}</p>
        ) : (
          <ul className="divide-y divide-gray-200 rounded border border-gray-200 bg-white">
            {dayEntries.map((entry, index) => (
              <li key={`${entry.eventId}-${entry.bookingId ?? ''}-${entry.time}-${index}`}>
                <Link
                  href={entryHref(entry, { office, family })}
                  className="flex flex-wrap items-baseline gap-x-3 px-3 py-3 hover:bg-gray-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-primary"
                >
                  <span className="font-mono text-sm text-gray-700">
                    {entry.time}
                    {entry.endTime ? `–${entry.endTime}` : ''}
                  </span>
                  <span className="font-medium text-gray-900">{entry.name}</span>
                  <span className="text-sm text-gray-600">
                    {i18n._(`businessArea.${entry.businessArea}`)}
                    {entry.participantName ? ` · ${entry.participantName}` : ''}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
