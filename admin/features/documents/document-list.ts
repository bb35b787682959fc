import { fetchDocumentPage } from '../../../shared/api/document';
import { documentListQuery } from '../../../shared/model/document';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { useList } from '../../ui/data-table/use-list';
import { useListQuery } from '../../ui/data-table/use-list-query';

/** The tag a rename invalidates. */
export const DOCUMENTS_TAG = 'documents';

/** The page of documents the URL asks for (the server keeps a family to its own). */
export function useDocumentList() {
  const client = useApiClient();
  const { query, key, setQuery } = useListQuery(documentListQuery);
  const list = useList(
    (current, signal) => fetchDocumentPage(client, current, { signal }),
    query,
    key,
    [DOCUMENTS_TAG],
  );
  return { query, setQuery, list };
}

/** What {@link useDocumentList} answers. */
export type DocumentList = ReturnType<typeof useDocumentList>;
