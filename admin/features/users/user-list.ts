import { fetchUserPage } from '../../../shared/api/user';
import { userListQuery } from '../../../shared/model/user';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { useList } from '../../ui/data-table/use-list';
import { useListQuery } from '../../ui/data-table/use-list-query';

/** The tag saving, locking or unlocking a user invalidates. */
export const USERS_TAG = 'users';

/** The page of users the URL asks for, reloaded by `invalidate(USERS_TAG)`. */
export function useUserList() {
  const client = useApiClient();
  const { query, key, setQuery } = useListQuery(userListQuery);
  const list = useList(
    (current, signal) => fetchUserPage(client, current, { signal }),
    query,
    key,
    [USERS_TAG],
  );
  return { query, setQuery, list };
}

/** What {@link useUserList} answers. */
export type UserList = ReturnType<typeof useUserList>;
