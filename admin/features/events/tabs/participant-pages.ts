import type { ApiClient } from '../../../../shared/api/client';
import { call } from '../../../../shared/api/call';
import { listEventParticipants } from '../../../../shared/contracts/participant';
import { PARTICIPANT_PAGE_SIZE } from '../../../../shared/model/event-list';

/** What the participants tab sorts by (the endpoint's `orderBy`). */
export type ParticipantOrder =
  'givenName' | 'familyName' | 'registrationDate' | 'bookingStatus' | 'clazz';

/**
 * One page of a service's participants, 20 a page (`GET /api/participant/by-event/{id}`), for
 * the tab's `useMorePages` (admin/ui/data-table).
 */
export const participantPage = (
  client: ApiClient,
  eventId: number,
  { orderBy, asc }: { orderBy: ParticipantOrder; asc: boolean },
  page: number,
  signal: AbortSignal,
) =>
  call(
    client,
    listEventParticipants,
    {
      params: { eventId },
      query: {
        orderBy,
        asc: asc ? 'true' : 'false',
        pageSize: String(PARTICIPANT_PAGE_SIZE),
        page: String(page),
      },
    },
    { signal },
  );
