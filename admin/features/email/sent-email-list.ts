import { fetchSentEmailPage } from '../../../shared/api/email';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { useList } from '../../ui/data-table/use-list';
import { useListQuery } from '../../ui/data-table/use-list-query';
import { emailPageQuery } from './email-query';

/** The tag a resend invalidates. */
export const SENT_EMAILS_TAG = 'sent-emails';

/** The page of the log the URL asks for (`/email`'s query: the tab beside the log's filters). */
export function useSentEmailList() {
  const client = useApiClient();
  const { query, key, setQuery } = useListQuery(emailPageQuery);
  const list = useList(
    // The tab belongs to the screen, not to the log's request.
    ({ tab, ...current }, signal) => fetchSentEmailPage(client, current, { signal }),
    query,
    key,
    [SENT_EMAILS_TAG],
  );
  return { query, setQuery, list };
}

/** What {@link useSentEmailList} answers. */
export type SentEmailList = ReturnType<typeof useSentEmailList>;
