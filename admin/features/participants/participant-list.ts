import { fetchParticipantPage } from '../../../shared/api/participant-office';
import { participantListQuery } from '../../../shared/model/participant-office';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { useList } from '../../ui/data-table/use-list';
import { useListQuery } from '../../ui/data-table/use-list-query';

/** The tag saving a participant invalidates. */
export const PARTICIPANTS_TAG = 'participants';

/** The page of participants the URL asks for, reloaded by `invalidate(PARTICIPANTS_TAG)`. */
export function useParticipantList() {
  const client = useApiClient();
  const { query, key, setQuery } = useListQuery(participantListQuery);
  const list = useList(
    (current, signal) => fetchParticipantPage(client, current, { signal }),
    query,
    key,
    [PARTICIPANTS_TAG],
  );
  return { query, setQuery, list };
}

/** What {@link useParticipantList} answers. */
export type ParticipantList = ReturnType<typeof useParticipantList>;
