import { fetchInstructorPage } from '../../../shared/api/instructor';
import { instructorListQuery } from '../../../shared/model/instructor';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { useList } from '../../ui/data-table/use-list';
import { useListQuery } from '../../ui/data-table/use-list-query';

/** The tag saving an instructor invalidates. */
export const INSTRUCTORS_TAG = 'instructors';

/** The page of instructors the URL asks for, reloaded by `invalidate(INSTRUCTORS_TAG)`. */
export function useInstructorList() {
  const client = useApiClient();
  const { query, key, setQuery } = useListQuery(instructorListQuery);
  const list = useList(
    (current, signal) => fetchInstructorPage(client, current, { signal }),
    query,
    key,
    [INSTRUCTORS_TAG],
  );
  return { query, setQuery, list };
}

/** What {@link useInstructorList} answers. */
export type InstructorList = ReturnType<typeof useInstructorList>;
