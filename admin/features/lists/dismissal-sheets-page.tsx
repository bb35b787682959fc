import { useLingui } from '@lingui/react';
import { Download } from 'lucide-react';
import { call } from '../../../shared/api/call';
import { pupilTransitionsZip } from '../../../shared/contracts/lists';
import { toLocale } from '../../../shared/i18n/i18n';
import { pupilTransitionsZipName } from '../../../shared/model/transport-list';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { Button } from '../../../shared/ui/button';
import { schoolToday, addDays } from '../../../shared/ui/calendar-dates';
import { formatFullDate } from '../../../shared/ui/calendar-labels';
import { TextField } from '../../../shared/ui/text-field';
import { usePageTitle } from '../../app/page-title';
import { useUrlQuery } from '../../ui/data-table/use-list-query';
import { downloadListFile } from './download-list-file';
import { isoWeekOf } from './iso-week';
import { dismissalQuery } from './lists-query';

/**
 * `/lists-detail` (spec 002 §6: ADMIN; issue 22.2): the week's dismissal sheets — a zip with a
 * PDF per class and school day, each child with where they go after lessons, for the teachers
 * who hand the children over. The week is that of the chosen day (in the URL).
 */
export function DismissalSheetsPage() {
  const { i18n } = useLingui();
  usePageTitle('screens.listsDetail.title');
  const client = useApiClient();
  const { query, setQuery } = useUrlQuery(dismissalQuery);
  const date = query.date ?? schoolToday();
  const { year, week } = isoWeekOf(date);
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monday = addDays(date, -weekday);
  const download = () =>
    downloadListFile(
      () =>
        call(client, pupilTransitionsZip, {
          params: { year: String(year), week: String(week) },
          query: { locale: toLocale(i18n.locale) ?? undefined },
        }),
      pupilTransitionsZipName(year, week),
      'lists.dismissal.downloaded',
    );

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl">
          {i18n._('screens.listsDetail.title')}
        </h1>
        <p className="mt-1 text-sm text-gray-600">{i18n._('screens.listsDetail.summary')}</p>
      </header>
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          className="w-44"
          type="date"
          label={i18n._('lists.dayOfWeek')}
          value={date}
          onChange={(event) => setQuery({ date: event.currentTarget.value || undefined })}
        />
        <Button onClick={() => void download()}>
          <Download aria-hidden="true" className="size-4" />
          {i18n._('lists.dismissal.download')}
        </Button>
      </div>
      <p className="text-sm text-gray-700" aria-live="polite">
        {i18n._('lists.dismissal.week', {
          week,
          year,
          from: formatFullDate(monday, i18n.locale),
          to: formatFullDate(addDays(monday, 4), i18n.locale),
        })}
      </p>
    </div>
  );
}
