import { useCallback, useEffect, useRef, useState } from 'react';
import { call } from '../../../../shared/api/call';
import { listEventParticipants } from '../../../../shared/contracts/participant';
import { PARTICIPANT_PAGE_SIZE } from '../../../../shared/model/event-list';
import type { EventParticipantRow } from '../../../../shared/model/event-record';
import type { ListAnswer } from '../../../../shared/model/list';
import { useApiClient } from '../../../../shared/ui/api-client-context';

/** What the participants tab sorts by (the endpoint's `orderBy`). */
export type ParticipantOrder =
  'givenName' | 'familyName' | 'registrationDate' | 'bookingStatus' | 'clazz';

/** The rows loaded so far and where the list stands. */
export interface ParticipantPages {
  rows: EventParticipantRow[];
  /** The last page loaded (0 before the first). */
  page: number;
  /** An empty or short page came: nothing more to load (spec 002 §7). */
  complete: boolean;
  status: 'idle' | 'loading' | 'failed';
}

export const NO_PAGES: ParticipantPages = { rows: [], page: 0, complete: false, status: 'idle' };

/**
 * The list after a page came: its rows appended, skipping bookings already shown (a booking
 * added meanwhile shifts the pages by one; spec 002 §4 "skipping items already shown by id").
 */
export function withPage(
  pages: ParticipantPages,
  answer: ListAnswer<EventParticipantRow>,
): ParticipantPages {
  const shown = new Set(pages.rows.map((row) => row.bookingId));
  const fresh = answer.items.filter((row) => !shown.has(row.bookingId));
  const rows = [...pages.rows, ...fresh];
  const complete =
    answer.items.length < answer.pageSize ||
    (answer.total !== undefined && rows.length >= answer.total);
  return { rows, page: answer.page, complete, status: 'idle' };
}

/**
 * A service's participants, a page of 20 at a time (`GET /api/participant/by-event/{id}`):
 * `loadMore()` asks for the next page unless one is on its way or the list is complete; a new
 * order starts again from page 1. Requests are aborted when the tab goes.
 */
export function useParticipantPages(eventId: number, orderBy: ParticipantOrder, asc: boolean) {
  const client = useApiClient();
  const [pages, setPages] = useState<ParticipantPages>(NO_PAGES);
  const current = useRef(pages);
  current.current = pages;
  const request = useRef<AbortController | null>(null);

  useEffect(() => {
    setPages(NO_PAGES);
    current.current = NO_PAGES;
    return () => request.current?.abort();
  }, [eventId, orderBy, asc]);

  const loadMore = useCallback(async () => {
    const now = current.current;
    if (now.status === 'loading' || now.complete) return;
    const controller = new AbortController();
    request.current = controller;
    const loading = { ...now, status: 'loading' as const };
    current.current = loading;
    setPages(loading);
    try {
      const answer = await call(
        client,
        listEventParticipants,
        {
          params: { eventId },
          query: {
            orderBy,
            asc: asc ? 'true' : 'false',
            pageSize: String(PARTICIPANT_PAGE_SIZE),
            page: String(now.page + 1),
          },
        },
        { signal: controller.signal },
      );
      const next = withPage(now, answer);
      current.current = next;
      setPages(next);
    } catch {
      if (controller.signal.aborted) return;
      // Spec 002 §8: a failed participant load is only logged; the tab offers to try again.
      const failed = { ...now, status: 'failed' as const };
      current.current = failed;
      setPages(failed);
    }
  }, [client, eventId, orderBy, asc]);

  return { pages, loadMore };
}
