import { readHistory } from '../contracts/history';
import type { HistoryEntity, HistoryEntry } from '../model/history';
import type { ListAnswer } from '../model/list';
import { call, type CallOptions } from './call';
import type { ApiClient } from './client';

/** One page (1-based) of a record's change history, newest first ({@link readHistory}). */
export const fetchHistory = (
  client: ApiClient,
  entity: HistoryEntity,
  id: number,
  { page, pageSize }: { page: number; pageSize?: number },
  options?: CallOptions,
): Promise<ListAnswer<HistoryEntry>> =>
  call(
    client,
    readHistory,
    {
      params: { entity, id: String(id) },
      query: { page: String(page), ...(pageSize ? { pageSize: String(pageSize) } : {}) },
    },
    options,
  );
