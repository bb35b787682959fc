import { useLingui } from '@lingui/react';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { readWaitingList, reorderWaitingList } from '../../../../shared/api/waiting-list';
import type { WaitingListEntry } from '../../../../shared/model/waiting-list';
import { schoolTimeZone } from '../../../../shared/state/school-time-zone';
import { useApiClient } from '../../../../shared/ui/api-client-context';
import { Button } from '../../../../shared/ui/button';
import { formatDay } from '../../../../shared/ui/offers/format-offer';
import { useResource } from '../../../../shared/ui/use-resource';
import { reportFailure } from '../../../app/failures';
import { formatWhen } from '../../../ui/format-when';

type Direction = 'up' | 'down';

/** The list with the entry at `from` moved one place up or down. */
export function moved<T>(list: readonly T[], from: number, direction: Direction): T[] {
  const to = direction === 'up' ? from - 1 : from + 1;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/**
 * A service's waiting list in its order, for the office (issue 23.5; ADMIN): who waits, since
 * when, and whose freed place is offered until when (the school's zone). "Move up" and "Move
 * down" are buttons, so the keyboard reorders as the mouse does; focus stays on the moved
 * child's button and a live line says where it went. Each move sends the whole list with the
 * versions read: a list changed meanwhile is refused (409) and loaded again.
 */
export function WaitingListSection({ eventId }: { eventId: number }) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const headingId = useId();
  const list = useResource((signal) => readWaitingList(client, eventId, { signal }), [eventId]);
  const [saving, setSaving] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const entries = list.data ?? [];

  async function move(entry: WaitingListEntry, direction: Direction) {
    // One move at a time; the buttons stay enabled so focus is not lost while it saves.
    if (saving) return;
    const from = entries.findIndex((row) => row.bookingId === entry.bookingId);
    const order = moved(entries, from, direction);
    setSaving(true);
    try {
      const answer = await reorderWaitingList(client, {
        eventId,
        bookings: order.map((row) => ({ id: row.bookingId, version: row.version })),
      });
      list.update(() => answer);
      const at = answer.findIndex((row) => row.bookingId === entry.bookingId);
      setAnnouncement(
        i18n._('waitingList.movedTo', {
          name: `${entry.participant.givenName} ${entry.participant.familyName}`,
          position: at + 1,
        }),
      );
      // Focus follows the child; at the top or bottom the other button is the one left.
      const edge = direction === 'up' ? at === 0 : at === answer.length - 1;
      const keep = edge ? (direction === 'up' ? 'down' : 'up') : direction;
      requestAnimationFrame(() => buttons.current.get(`${entry.bookingId}:${keep}`)?.focus());
    } catch (error) {
      reportFailure(error, 'waitingList.moveFailed');
      list.reload();
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="text-base font-semibold text-gray-900">
        {i18n._('waitingList.title')}
      </h3>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {list.state.status === 'failed' ? (
        <p className="text-sm text-red-700">{i18n._(list.state.messageKey)}</p>
      ) : entries.length === 0 ? (
        <p className="text-sm text-gray-700">
          {list.state.status === 'ready' ? i18n._('waitingList.empty') : null}
        </p>
      ) : (
        <ol className="divide-y divide-gray-200 rounded-lg border border-gray-200 text-sm">
          {entries.map((entry, index) => {
            const name = `${entry.participant.givenName} ${entry.participant.familyName}`;
            const button = (direction: Direction) => (
              <Button
                ref={(element: HTMLButtonElement | null) => {
                  const key = `${entry.bookingId}:${direction}`;
                  if (element) buttons.current.set(key, element);
                  else buttons.current.delete(key);
                }}
                variant="secondary"
                className="px-2"
                aria-label={i18n._(
                  direction === 'up' ? 'waitingList.moveUp' : 'waitingList.moveDown',
                  { name },
                )}
                disabled={direction === 'up' ? index === 0 : index === entries.length - 1}
                onClick={() => void move(entry, direction)}
              >
                {direction === 'up' ? (
                  <ArrowUp aria-hidden="true" className="size-4" />
                ) : (
                  <ArrowDown aria-hidden="true" className="size-4" />
                )}
              </Button>
            );
            return (
              <li
                key={entry.bookingId}
                className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
              >
                <span className="min-w-0">
                  <span className="font-medium text-gray-900">
                    {entry.position}. {name}
                  </span>
                  <span className="block text-gray-600">
                    {i18n._('waitingList.since', {
                      date: formatDay(entry.registrationDate, i18n.locale),
                    })}
                    {entry.offer
                      ? ` · ${i18n._('waitingList.offeredUntil', {
                          deadline: formatWhen(
                            entry.offer.expiresAt,
                            i18n.locale,
                            schoolTimeZone.value,
                          ),
                        })}`
                      : null}
                  </span>
                </span>
                <span className="flex gap-1">
                  {button('up')}
                  {button('down')}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
