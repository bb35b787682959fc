import { useLingui } from '@lingui/react';
import { ArrowDown, ArrowUp, ArrowUpDown, Download } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../../shared/ui/button';
import { useApiClient } from '../../../../shared/ui/api-client-context';
import { cn } from '../../../../shared/ui/cn';
import { focusRing } from '../../../../shared/ui/focus-ring';
import { formatDay } from '../../../../shared/ui/offers/format-offer';
import { reportFailure } from '../../../app/failures';
import { useMorePages } from '../../../ui/data-table/use-more-pages';
import type { EventTabProps } from '../event-tab-props';
import { downloadParticipants } from './participants-export';
import { participantPage, type ParticipantOrder } from './participant-pages';
import { WaitingListSection } from './waiting-list-section';

/** How far below the end the next page is asked for, in pixels (spec 002 §9). */
const LOAD_DISTANCE = 500;

const COLUMNS = [
  { order: 'givenName', label: 'eventTabs.participants.givenName' },
  { order: 'familyName', label: 'eventTabs.participants.familyName' },
  { order: 'registrationDate', label: 'eventTabs.participants.registrationDate' },
  { order: 'bookingStatus', label: 'eventTabs.participants.bookingStatus' },
  { order: 'clazz', label: 'eventTabs.participants.clazz' },
] as const satisfies readonly { order: ParticipantOrder; label: string }[];

/**
 * The participants tab (spec 002 §2.1, §4, §7; ADMIN and INSTRUCTOR, a saved service): given
 * name, family name, registration date, booking status and class, 20 a page, sorted by given
 * name; the next page comes as the end of the list nears (500 px ahead), "no more" at the end,
 * "no data" for none. The export button downloads every booking as `export.xlsx`. The office
 * sees the service's waiting list above it, in order, and reorders it.
 */
export function ParticipantsTab({ form, canConfigure }: EventTabProps) {
  const id = form.values.id;
  if (id === null) return null; // the shell shows the tab for saved services only
  // The office orders the waiting list here, beside the children booked (issue 23.5).
  return (
    <div className="space-y-6">
      {canConfigure ? <WaitingListSection eventId={id} /> : null}
      <ParticipantList eventId={id} />
    </div>
  );
}

function ParticipantList({ eventId }: { eventId: number }) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const captionId = useId();
  const [order, setOrder] = useState<{ by: ParticipantOrder; asc: boolean }>({
    by: 'givenName',
    asc: true,
  });
  const [exporting, setExporting] = useState(false);
  // The next page comes as the end of the list nears (500 px ahead); a failed one is only
  // logged and offered again (spec 002 §8).
  const scroller = useRef<HTMLDivElement>(null);
  const { rows, complete, status, loadMore, endRef } = useMorePages({
    load: (page, signal) =>
      participantPage(client, eventId, { orderBy: order.by, asc: order.asc }, page, signal),
    idOf: (row) => row.bookingId,
    deps: [eventId, order.by, order.asc],
    scroller,
    distance: LOAD_DISTANCE,
  });

  const exportAll = async () => {
    setExporting(true);
    try {
      await downloadParticipants(client, eventId);
    } catch (error) {
      reportFailure(error, 'eventTabs.participants.exportFailed');
    } finally {
      setExporting(false);
    }
  };
  const sortBy = (by: ParticipantOrder) =>
    setOrder((current) => ({ by, asc: current.by === by ? !current.asc : true }));

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p id={captionId} className="text-sm text-gray-700" aria-live="polite">
          {i18n._('eventTabs.participants.shown', { count: rows.length })}
        </p>
        <Button variant="secondary" onClick={() => void exportAll()} disabled={exporting}>
          <Download aria-hidden="true" className="size-4" />
          {exporting
            ? i18n._('eventTabs.participants.exporting')
            : i18n._('eventTabs.participants.export')}
        </Button>
      </div>
      <div
        ref={scroller}
        role="region"
        aria-labelledby={captionId}
        // Scrollable by keyboard: the region itself takes focus (the rows have no controls).
        tabIndex={0}
        className={cn('max-h-[60vh] overflow-auto rounded-lg border border-gray-200', focusRing)}
      >
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{i18n._('eventTabs.participants.caption')}</caption>
          <thead className="sticky top-0 bg-gray-50">
            <tr>
              {COLUMNS.map((column) => {
                const sorted = order.by === column.order;
                const Icon = !sorted ? ArrowUpDown : order.asc ? ArrowUp : ArrowDown;
                return (
                  <th
                    key={column.order}
                    scope="col"
                    aria-sort={sorted ? (order.asc ? 'ascending' : 'descending') : undefined}
                    className="border-b border-gray-200 px-3 py-2 text-left font-semibold"
                  >
                    <button
                      type="button"
                      onClick={() => sortBy(column.order)}
                      className={cn('inline-flex items-center gap-1 rounded', focusRing)}
                    >
                      {i18n._(column.label)}
                      <Icon aria-hidden="true" className="size-3.5 text-gray-500" />
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.bookingId} className="border-b border-gray-100 last:border-0">
                <th scope="row" className="px-3 py-2 text-left font-normal">
                  {row.givenName}
                </th>
                <td className="px-3 py-2">{row.familyName}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {formatDay(row.registrationDate, i18n.locale)}
                </td>
                <td className="px-3 py-2">{i18n._(`bookingStatus.${row.bookingStatus}`)}</td>
                <td className="px-3 py-2">{row.clazz || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <div ref={endRef} className="px-3 py-3 text-center text-sm text-gray-600">
          {status === 'loading' ? (
            <span role="status">{i18n._('eventTabs.participants.loading')}</span>
          ) : status === 'failed' ? (
            <span className="inline-flex items-center gap-2">
              {i18n._('eventTabs.participants.loadFailed')}
              <Button variant="ghost" onClick={() => void loadMore()}>
                {i18n._('eventTabs.participants.retry')}
              </Button>
            </span>
          ) : complete ? (
            <span role="status">
              {rows.length === 0
                ? i18n._('eventTabs.participants.noData')
                : i18n._('eventTabs.participants.noMore')}
            </span>
          ) : null}
        </div>
      </div>
    </div>
  );
}
