import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import { fetchParticipantBookings } from '../../../shared/api/participant-office';
import type { ParticipantBookingRow } from '../../../shared/model/participant-office';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { Button } from '../../../shared/ui/button';

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
  const [rows, setRows] = useState<ParticipantBookingRow[]>([...first]);
  const [page, setPage] = useState(1);
  const [done, setDone] = useState(first.length < 10);
  const [loading, setLoading] = useState(false);
  const end = useRef<HTMLDivElement>(null);

  async function loadMore() {
    if (loading || done) return;
    setLoading(true);
    try {
      const next = await fetchParticipantBookings(client, participantId, page + 1);
      // Rows already shown are skipped (a booking made meanwhile shifts the pages).
      setRows((current) => [
        ...current,
        ...next.items.filter((row) => !current.some((shown) => shown.id === row.id)),
      ]);
      setPage(page + 1);
      if (next.items.length < 10) setDone(true);
    } catch {
      setDone(true);
    } finally {
      setLoading(false);
    }
  }

  useEffect(() => {
    const target = end.current;
    if (!target || done || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && void loadMore(),
      { rootMargin: '500px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  });

  return (
    <div className="max-h-[60vh] overflow-y-auto">
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
      <div ref={end} className="py-2 text-center">
        {done ? null : (
          <Button variant="secondary" disabled={loading} onClick={() => void loadMore()}>
            {i18n._('participants.booking.more')}
          </Button>
        )}
      </div>
    </div>
  );
}
