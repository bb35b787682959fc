import type { ListAnswer } from '../../../shared/model/list';
import { useResource } from '../../../shared/ui/use-resource';

/** Loads one page of a list for a screen; see the README of this folder. */
export type ListFetcher<Q, T> = (query: Q, signal: AbortSignal) => Promise<ListAnswer<T>>;

/**
 * The page of `query` as a resource: loaded again when the query changes (`key` from
 * `useListQuery`), aborted when it changes before the answer, and reloaded by
 * `invalidate(tag)` after a save.
 */
export function useList<Q, T>(fetcher: ListFetcher<Q, T>, query: Q, key: string, tags?: string[]) {
  return useResource((signal) => fetcher(query, signal), [key], { tags });
}
