import { useLingui } from '@lingui/react';
import { Download, Printer } from 'lucide-react';
import { call } from '../../../shared/api/call';
import * as lists from '../../../shared/contracts/lists';
import { toLocale } from '../../../shared/i18n/i18n';
import { GRADES } from '../../../shared/model/enums';
import type { MessageId } from '../../../shared/model/message-ids';
import {
  transportPdfName,
  type BusLineList,
  type DailyTransportList,
  type WeeklyTransportList,
} from '../../../shared/model/transport-list';
import { useSignals } from '../../../shared/state/signals';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { Button } from '../../../shared/ui/button';
import { schoolToday } from '../../../shared/ui/calendar-dates';
import { formatFullDate } from '../../../shared/ui/calendar-labels';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { SelectField } from '../../../shared/ui/select-field';
import { TextField } from '../../../shared/ui/text-field';
import { useResource } from '../../../shared/ui/use-resource';
import { usePageTitle } from '../../app/page-title';
import { useUrlQuery } from '../../ui/data-table/use-list-query';
import { BusLinesView } from './bus-lines-view';
import { downloadListFile } from './download-list-file';
import { isoWeekOf } from './iso-week';
import { LIST_VIEWS, listsQuery, type ListView } from './lists-query';
import { TransportTable } from './transport-tables';

const VIEW_LABELS = {
  weekly: 'lists.view.weekly',
  daily: 'lists.view.daily',
  busLines: 'lists.view.busLines',
} as const satisfies Record<ListView, MessageId>;

type Loaded =
  | { view: 'weekly'; list: WeeklyTransportList }
  | { view: 'daily'; list: DailyTransportList }
  | { view: 'busLines'; list: BusLineList };

/**
 * `/lists` (spec 002 §6, §7 "Lists"; issue 22.1), for the office and the parents' association
 * (`list.read`): the weekly transport list (each child of a grade, Monday to Friday), the daily
 * one (filtered by bus line and departure) and the bus-line list (each line's children per
 * stop). Each prints as it is shown (the controls stay off paper) and downloads as PDF. The
 * list, the day and the filters live in the URL; blank filters are left out of the requests.
 */
export function ListsPage() {
  useSignals();
  const { i18n } = useLingui();
  usePageTitle('screens.lists.title');
  const client = useApiClient();
  const { query, setQuery } = useUrlQuery(listsQuery);
  const date = query.date ?? schoolToday();
  const { year, week } = isoWeekOf(date);
  const { view, grade, filterBy, busLine, busSlot } = query;
  const locale = toLocale(i18n.locale) ?? undefined;
  const filters = { grade, filterBy: filterBy || undefined };
  const weekly = { year: String(year), week: String(week), ...filters };
  const daily = {
    date,
    ...filters,
    busLine: busLine === undefined ? undefined : String(busLine),
    busSlot,
  };

  const loaded = useResource<Loaded>(
    async (signal) => {
      if (view === 'weekly')
        return {
          view,
          list: await call(client, lists.weeklyTransportList, { query: weekly }, { signal }),
        };
      if (view === 'daily')
        return {
          view,
          list: await call(client, lists.dailyTransportList, { query: daily }, { signal }),
        };
      return { view, list: await call(client, lists.busLineList, { query: { date } }, { signal }) };
    },
    [view, date, grade, filterBy, busLine, busSlot],
  );
  const state = loaded.state;
  const data = state.status === 'failed' ? undefined : state.data;
  const busOptions = data?.view === 'daily' ? data.list.busLines : [];

  const heading =
    view === 'weekly'
      ? i18n._('lists.weeklyTitle', { week, year })
      : view === 'daily'
        ? i18n._('lists.dailyTitle', { date: formatFullDate(date, i18n.locale) })
        : i18n._('lists.busLinesTitle', { date: formatFullDate(date, i18n.locale) });
  const shownFilters = [
    view !== 'busLines' && grade ? grade : null,
    view !== 'busLines' && filterBy ? `„${filterBy}“` : null,
    view === 'daily' && busLine !== undefined
      ? (busOptions.find((option) => option.lineId === busLine)?.line ?? null)
      : null,
    view === 'daily' && busSlot ? busSlot : null,
  ].filter(Boolean);

  const downloadPdf = () =>
    view === 'weekly'
      ? downloadListFile(
          () => call(client, lists.weeklyTransportPdf, { query: { ...weekly, locale } }),
          transportPdfName.weekly(year, week),
        )
      : view === 'daily'
        ? downloadListFile(
            () => call(client, lists.dailyTransportPdf, { query: { ...daily, locale } }),
            transportPdfName.daily(date),
          )
        : downloadListFile(
            () => call(client, lists.busLinePdf, { query: { date, locale } }),
            transportPdfName.busLines(date),
          );

  return (
    <div className="mx-auto w-full max-w-6xl space-y-4 print:max-w-none">
      <header data-print="hide">
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl">
          {i18n._('screens.lists.title')}
        </h1>
        <p className="mt-1 text-sm text-gray-600">{i18n._('screens.lists.summary')}</p>
      </header>
      <div data-print="hide" className="space-y-3">
        <div role="group" aria-label={i18n._('lists.view')} className="flex flex-wrap gap-1">
          {LIST_VIEWS.map((option) => (
            <Button
              key={option}
              variant={view === option ? 'primary' : 'secondary'}
              aria-pressed={view === option}
              onClick={() => setQuery({ view: option })}
            >
              {i18n._(VIEW_LABELS[option])}
            </Button>
          ))}
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <TextField
            className="w-44"
            type="date"
            label={i18n._(view === 'weekly' ? 'lists.dayOfWeek' : 'lists.date')}
            value={date}
            onChange={(event) => setQuery({ date: event.currentTarget.value || undefined })}
          />
          {view !== 'busLines' ? (
            <>
              <SelectField
                className="w-36"
                label={i18n._('lists.grade')}
                value={grade ?? ''}
                onChange={(event) =>
                  setQuery({
                    grade: (event.currentTarget.value || undefined) as typeof grade,
                  })
                }
                options={[
                  { value: '', label: i18n._('lists.allGrades') },
                  ...GRADES.map((value) => ({ value, label: value })),
                ]}
              />
              <TextField
                className="w-56"
                type="search"
                label={i18n._('lists.filterBy')}
                value={filterBy ?? ''}
                onChange={(event) =>
                  setQuery({ filterBy: event.currentTarget.value || undefined }, { replace: true })
                }
              />
            </>
          ) : null}
          {view === 'daily' ? (
            <>
              <SelectField
                className="w-56"
                label={i18n._('lists.busLine')}
                value={busLine === undefined ? '' : String(busLine)}
                onChange={(event) =>
                  setQuery({ busLine: Number(event.currentTarget.value) || undefined })
                }
                options={[
                  { value: '', label: i18n._('lists.allBusLines') },
                  ...[...new Map(busOptions.map((option) => [option.lineId, option.line]))].map(
                    ([id, line]) => ({ value: String(id), label: line }),
                  ),
                ]}
              />
              <SelectField
                className="w-40"
                label={i18n._('lists.busSlot')}
                value={busSlot ?? ''}
                onChange={(event) => setQuery({ busSlot: event.currentTarget.value || undefined })}
                options={[
                  { value: '', label: i18n._('lists.allBusSlots') },
                  ...[...new Set(busOptions.map((option) => option.departure))]
                    .sort()
                    .map((departure) => ({ value: departure, label: departure })),
                ]}
              />
            </>
          ) : null}
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => window.print()}>
              <Printer aria-hidden="true" className="size-4" />
              {i18n._('lists.print')}
            </Button>
            <Button variant="secondary" onClick={() => void downloadPdf()}>
              <Download aria-hidden="true" className="size-4" />
              {i18n._('lists.pdf')}
            </Button>
          </div>
        </div>
      </div>
      <div>
        <h2 className="text-lg font-semibold text-gray-900" aria-live="polite">
          {heading}
        </h2>
        {shownFilters.length > 0 ? (
          <p className="text-sm text-gray-600">{shownFilters.join(' · ')}</p>
        ) : null}
      </div>
      {state.status === 'failed' ? (
        <LoadFailed
          titleKey="lists.loadFailed"
          messageKey={state.messageKey}
          onRetry={loaded.reload}
        />
      ) : !data || data.view !== view ? (
        <p role="status" className="text-sm text-gray-600">
          {i18n._('lists.loading')}
        </p>
      ) : data.view === 'weekly' ? (
        <TransportTable caption={heading} dates={data.list.dates} pupils={data.list.children} />
      ) : data.view === 'daily' ? (
        <TransportTable caption={heading} dates={[data.list.date]} pupils={data.list.children} />
      ) : (
        <BusLinesView list={data.list} />
      )}
    </div>
  );
}
