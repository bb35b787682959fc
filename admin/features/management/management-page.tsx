import { useLingui } from '@lingui/react';
import { call } from '../../../shared/api/call';
import { getBookingPhase, listSchoolYears } from '../../../shared/contracts/school-year';
import type { SchoolYearItem } from '../../../shared/model/school-year';
import { schoolTimeZone } from '../../../shared/state/school-time-zone';
import { useSignals } from '../../../shared/state/signals';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { Card } from '../../../shared/ui/card';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { useResource } from '../../../shared/ui/use-resource';
import { usePageTitle } from '../../app/page-title';
import { BookingPhaseField } from './booking-phase-field';
import { SchoolYearTransition } from './school-year-transition';
import { YearDatesForm } from './year-dates-form';

/** Which year customers book for now, and since when (`GET api/school-year/booking-phase`). */
function PhaseInForce({ reloadKey }: { reloadKey: string }) {
  useSignals();
  const { i18n } = useLingui();
  const client = useApiClient();
  const phase = useResource(
    (signal) => call(client, getBookingPhase, {}, { signal }),
    [client, reloadKey],
  );
  if (phase.state.status !== 'ready') return null;
  const current = phase.state.data;
  return (
    <p className="text-sm text-gray-700" role="status">
      {current
        ? i18n._('management.phase.inForce', {
            year: current.schoolYear.name,
            moment: new Intl.DateTimeFormat(i18n.locale, {
              dateStyle: 'long',
              timeStyle: 'short',
              timeZone: schoolTimeZone.value,
            }).format(new Date(current.start)),
          })
        : i18n._('management.phase.noneInForce')}
    </p>
  );
}

/** One school year: its span, its booking phase's start and its own dates. */
function YearCard({
  year,
  onSaved,
  onReload,
}: {
  year: SchoolYearItem;
  onSaved: (saved: SchoolYearItem) => void;
  onReload: () => void;
}) {
  const { i18n } = useLingui();
  const span = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const headingId = `year-${year.id}-heading`;
  return (
    <Card aria-labelledby={headingId} className="space-y-5 sm:p-6">
      <header>
        <h2 id={headingId} className="text-lg font-semibold text-gray-900">
          {i18n._('management.year.title', { name: year.name })}
        </h2>
        <p className="text-sm text-gray-600">
          {span.formatRange(
            new Date(`${year.startDate}T00:00Z`),
            new Date(`${year.endDate}T00:00Z`),
          )}
        </p>
      </header>
      <section aria-labelledby={`${headingId}-phase`} className="space-y-2">
        <h3 id={`${headingId}-phase`} className="font-medium text-gray-900">
          {i18n._('management.phase.title')}
        </h3>
        <p className="text-sm text-gray-600">{i18n._('management.phase.help')}</p>
        <BookingPhaseField year={year} onSaved={onSaved} />
      </section>
      <section aria-labelledby={`${headingId}-dates`} className="space-y-2">
        <h3 id={`${headingId}-dates`} className="font-medium text-gray-900">
          {i18n._('management.dates.title')}
        </h3>
        <YearDatesForm key={year.version} year={year} onSaved={onSaved} onReload={onReload} />
      </section>
    </Card>
  );
}

/**
 * `/management` (ADMIN): the school years with their booking phases and dates (issue 21.1) and
 * the next year's roll-out and rollback (issue 21.2). Every year is listed, latest first; above
 * them, which year customers book for now and the transition into the next.
 */
export function ManagementPage() {
  const { i18n } = useLingui();
  const client = useApiClient();
  usePageTitle('screens.management.title');
  const years = useResource((signal) => call(client, listSchoolYears, {}, { signal }), [client], {
    tags: ['school-years'],
  });
  const data = years.state.status === 'ready' ? years.state.data : undefined;
  const replace = (saved: SchoolYearItem) =>
    years.update((all) => all.map((year) => (year.id === saved.id ? saved : year)));
  // The phase in force follows every saved phase start.
  const reloadKey = (data ?? []).map((year) => year.bookingPhaseStart).join();

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl">
          {i18n._('screens.management.title')}
        </h1>
        <p className="text-sm text-gray-600">{i18n._('screens.management.summary')}</p>
        <PhaseInForce reloadKey={reloadKey} />
      </header>
      {years.state.status === 'failed' ? (
        <LoadFailed
          titleKey="management.loadFailed"
          messageKey={years.state.messageKey}
          onRetry={years.reload}
        />
      ) : null}
      {years.state.status === 'loading' && !years.state.data ? (
        <p className="text-sm text-gray-600">{i18n._('management.loading')}</p>
      ) : null}
      <SchoolYearTransition onChanged={years.reload} />
      {data?.map((year) => (
        <YearCard key={year.id} year={year} onSaved={replace} onReload={years.reload} />
      ))}
    </div>
  );
}
