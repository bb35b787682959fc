import { fetchParticipantPersonPage } from '../../../shared/api/participant-person';
import { participantPersonListQuery } from '../../../shared/model/participant-person';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { useList } from '../../ui/data-table/use-list';
import { useListQuery } from '../../ui/data-table/use-list-query';

/** The tag saving or removing a link invalidates. */
export const LINKS_TAG = 'participantPersons';

/** The page of links the URL asks for, reloaded by `invalidate(LINKS_TAG)`. */
export function useParticipantPersonList() {
  const client = useApiClient();
  const { query, key, setQuery } = useListQuery(participantPersonListQuery);
  const list = useList(
    (current, signal) => fetchParticipantPersonPage(client, current, { signal }),
    query,
    key,
    [LINKS_TAG],
  );
  return { query, setQuery, list };
}

/** What {@link useParticipantPersonList} answers. */
export type ParticipantPersonList = ReturnType<typeof useParticipantPersonList>;
