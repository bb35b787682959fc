import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { fetchBookingPresences, savePresences } from '../../../shared/api/presence';
import type { BookingPresenceRow } from '../../../shared/model/presence';
import { typeClockTime } from '../../../shared/rules/event-times';
import { schoolTimeZone } from '../../../shared/state/school-time-zone';
import { showSnackbar } from '../../../shared/state/snackbar';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { Button } from '../../../shared/ui/button';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { useResource } from '../../../shared/ui/use-resource';
import { reportFailure } from '../../app/failures';
import {
  changesOf,
  clockTimeIn,
  tick,
  timesComplete,
  typeTime,
  type TickField,
} from './presence-rows';

/** Props of {@link BookingPresenceTab}. */
export interface BookingPresenceTabProps {
  bookingId: number;
}

const key = (row: BookingPresenceRow) => `${row.recurrenceId}/${row.date}`;

/**
 * The booking dialog's Presence tab (spec 001 §2.2, §4.4, §9): the booking's dates in the
 * presence window, each with present and picked-up and their times — ticking fills the time
 * (not for the school bus: its rows have a stop), a typed time marks the tick. Scrolls at 500 px; time boxes 105 px.
 * Saves its own changes through update-presences, one call per slot.
 */
export function BookingPresenceTab({ bookingId }: BookingPresenceTabProps) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const resource = useResource(
    (signal) => fetchBookingPresences(client, bookingId, { signal }),
    [bookingId],
  );
  const [loadedRows, setLoadedRows] = useState<BookingPresenceRow[] | null>(null);
  const [rows, setRows] = useState<BookingPresenceRow[]>([]);
  const [saving, setSaving] = useState(false);
  const loaded = resource.state.status === 'ready' ? resource.state.data : null;
  useEffect(() => {
    if (!loaded) return;
    setLoadedRows(loaded.rows);
    setRows(loaded.rows);
  }, [loaded]);

  if (resource.state.status === 'failed')
    return (
      <LoadFailed
        titleKey="presence.loadFailed"
        messageKey={resource.state.messageKey}
        onRetry={resource.reload}
      />
    );
  if (!loadedRows)
    return (
      <p role="status" className="py-4 text-gray-700">
        {i18n._('presence.loading')}
      </p>
    );

  const dirty = changesOf(loadedRows, rows).length > 0;
  const update = (row: BookingPresenceRow, next: BookingPresenceRow) =>
    setRows((current) => current.map((entry) => (key(entry) === key(row) ? next : entry)));
  const onTick = (row: BookingPresenceRow, field: TickField, checked: boolean) =>
    update(row, {
      ...row,
      ...tick(row, field, checked, clockTimeIn(schoolTimeZone.value), row.stop !== null),
    });
  const save = async () => {
    if (!timesComplete(rows)) {
      showSnackbar('presence.timeFormat', { kind: 'error' });
      return;
    }
    setSaving(true);
    try {
      const slots = [...new Set(rows.map((row) => row.recurrenceId))];
      for (const recurrenceId of slots) {
        const changes = changesOf(
          loadedRows.filter((row) => row.recurrenceId === recurrenceId),
          rows.filter((row) => row.recurrenceId === recurrenceId),
        );
        if (changes.length > 0) await savePresences(client, recurrenceId, changes);
      }
      showSnackbar('presence.saved', { kind: 'success' });
      resource.reload();
    } catch (error) {
      reportFailure(error, 'presence.saveFailed');
    } finally {
      setSaving(false);
    }
  };
  if (rows.length === 0)
    return <p className="py-4 text-gray-700">{i18n._('presence.booking.none')}</p>;
  const timeBox = (row: BookingPresenceRow, field: TickField) => {
    const value = field === 'present' ? row.time : row.pickUpTime;
    return (
      <input
        type="text"
        inputMode="numeric"
        placeholder="HH:MM"
        maxLength={5}
        aria-label={`${i18n._(field === 'present' ? 'presence.time' : 'presence.pickUpTime')} ${row.date}`}
        value={value ?? ''}
        onChange={(event) =>
          update(row, {
            ...row,
            ...typeTime(row, field, typeClockTime(value ?? '', event.target.value)),
          })
        }
        className="h-10 w-[105px] rounded-md border border-gray-300 px-2 tabular-nums"
      />
    );
  };
  const checkBox = (row: BookingPresenceRow, field: TickField) => (
    <input
      type="checkbox"
      className="size-6 accent-green-700"
      aria-label={`${i18n._(field === 'present' ? 'presence.present' : 'presence.pickedUp')} ${row.date}`}
      checked={row[field]}
      onChange={(event) => onTick(row, field, event.target.checked)}
    />
  );
  return (
    <div>
      <div className="max-h-[500px] overflow-y-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{i18n._('presence.tab')}</caption>
          <thead className="text-gray-700">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                {i18n._('presence.date')}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {i18n._('presence.present')}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {i18n._('presence.pickedUp')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={key(row)} className="border-t border-gray-200">
                <td className="py-2 pr-3">
                  {row.date} {row.slotTime}
                  {row.absent ? (
                    <span className="ml-2 rounded bg-red-100 px-2 py-0.5 text-red-900">
                      {i18n._('presence.absent')}
                    </span>
                  ) : null}
                </td>
                <td className="py-2 pr-3">
                  <span className="flex items-center gap-2">
                    {checkBox(row, 'present')}
                    {timeBox(row, 'present')}
                  </span>
                </td>
                <td className="py-2 pr-3">
                  <span className="flex items-center gap-2">
                    {checkBox(row, 'pickedUp')}
                    {timeBox(row, 'pickedUp')}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-3 flex justify-end">
        <Button disabled={!dirty || saving} onClick={() => void save()}>
          {saving ? i18n._('presence.saving') : i18n._('presence.savePresences')}
        </Button>
      </div>
    </div>
  );
}
