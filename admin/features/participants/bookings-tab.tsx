import { useLingui } from '@lingui/react';
import { useRef } from 'react';
import { fetchParticipantBookings } from '../../../shared/api/participant-office';
import type { ParticipantBookingRow } from '../../../shared/model/participant-office';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { Button } from '../../../shared/ui/button';
import { useMorePages } from '../../ui/data-table/use-more-pages';

/** The endpoint's page: a shorter page ends the list. */
const BOOKINGS_PAGE_SIZE = 10;

/** The weekday-and-time summary of a booking row: 'MONDAY 14:00–16:00'. */
const slots = (row: ParticipantBookingRow) =>
  row.recurrencies
    .map(
      (slot) =>
        `${slot.dayOfWeek.slice(0, 2)} ${slot.time}${slot.endTime ? `–${slot.endTime}` : ''}`,
    )
    .join(', ');

/**
 * The Bookings tab (spec 001 §2.2, §7): the child's bookings, newest first, 10 a page; the
 * next page loads when the end of the list scrolls into view (or by the button), and an
 * empty page ends the list. `first` is the page the dialog loaded to decide on the tab.
 */
export function BookingsTab({
  participantId,
  first,
}: {
  participantId: number;
  first: readonly ParticipantBookingRow[];
}) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const scroller = useRef<HTMLDivElement>(null);
  const { rows, complete, status, loadMore, endRef } = useMorePages({
    load: (page, signal) => fetchParticipantBookings(client, participantId, page, { signal }),
    idOf: (row) => row.id,
    deps: [participantId],
    first: { items: [...first], page: 1, pageSize: BOOKINGS_PAGE_SIZE },
    scroller,
  });

  return (
    <div ref={scroller} className="max-h-[60vh] overflow-y-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{i18n._('participants.tab.bookings')}</caption>
        <thead className="text-gray-700">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              {i18n._('participants.booking.event')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {i18n._('participants.booking.status')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {i18n._('participants.booking.grades')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {i18n._('participants.booking.times')}
            </th>
            <th scope="col" className="py-2 font-medium">
              {i18n._('participants.booking.period')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200">
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className="py-2 pr-3 font-normal">
                {row.eventName}
              </th>
              <td className="py-2 pr-3">{i18n._(`bookingStatus.${row.bookingStatus}`)}</td>
              <td className="py-2 pr-3">{row.grades.join(', ')}</td>
              <td className="py-2 pr-3">{slots(row)}</td>
              <td className="py-2">
                {[row.startDate, row.endDate].filter(Boolean).join(' – ') || row.registrationDate}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div ref={endRef} className="py-2 text-center">
        {complete ? null : (
          <Button
            variant="secondary"
            disabled={status === 'loading'}
            onClick={() => void loadMore()}
          >
            {i18n._('participants.booking.more')}
          </Button>
        )}
      </div>
    </div>
  );
}
