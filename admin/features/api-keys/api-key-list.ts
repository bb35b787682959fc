import * as v from 'valibot';
import type { ApiClient } from '../../../shared/api/client';
import { call } from '../../../shared/api/call';
import { listApiKeys } from '../../../shared/contracts/api-key';
import type { ApiKeyRow } from '../../../shared/model/api-key';
import { choiceText, listQuerySchema } from '../../../shared/model/list';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { localList } from '../../ui/data-table/local-list';
import { useList } from '../../ui/data-table/use-list';
import { useListQuery } from '../../ui/data-table/use-list-query';

/** The tag creating or revoking a key invalidates. */
export const API_KEYS_TAG = 'api-keys';

/**
 * The list query of `/credentials` as the URL holds it: newest first by default, sortable by
 * name, provider and last use, searched in name, key and provider, filtered by status.
 */
export const apiKeyListQuery = listQuerySchema({
  orderBy: ['createdAt', 'name', 'provider', 'lastUsedAt'],
  asc: false,
  search: true,
  filters: { status: v.optional(choiceText(['active', 'revoked'])) },
});

export type ApiKeyListQuery = v.InferOutput<typeof apiKeyListQuery>;

/** One page of the keys: the endpoint answers all of them (a short list), cut here. */
async function fetchApiKeys(client: ApiClient, query: ApiKeyListQuery, signal: AbortSignal) {
  const all = await call(client, listApiKeys, {}, { signal });
  return localList(all, query, {
    id: (key: ApiKeyRow) => key.id,
    orderValues: {
      createdAt: (key) => key.createdAt,
      name: (key) => key.name,
      provider: (key) => key.provider.name,
      lastUsedAt: (key) => key.lastUsedAt ?? '',
    },
    searchIn: (key) => [key.name, key.prefix, key.provider.name, key.provider.login],
    filter: (key) =>
      query.status === undefined || (key.revokedAt === null) === (query.status === 'active'),
  });
}

/** The keys of the query in the URL, reloaded by `invalidate(API_KEYS_TAG)`. */
export function useApiKeyList() {
  const client = useApiClient();
  const { query, key, setQuery } = useListQuery(apiKeyListQuery);
  const list = useList((current, signal) => fetchApiKeys(client, current, signal), query, key, [
    API_KEYS_TAG,
  ]);
  return { query, setQuery, list };
}

export type ApiKeyList = ReturnType<typeof useApiKeyList>;
