import type { HistoryEntry } from '../model/history';
import { historyParams, historyQuery } from '../model/history';
import type { ListAnswer } from '../model/list';
import { endpoint } from './endpoint';

/**
 * `GET /api/history/{entity}/{id}?page&pageSize`: the saves of a customer, participant, person,
 * user (issue 17.8) or booking (issue 18), newest first, with the total; ADMIN only. An unknown record has none
 * (an empty page, not 404: a deleted record keeps its history).
 */
export const readHistory = endpoint<ListAnswer<HistoryEntry>>()({
  method: 'GET',
  path: '/api/history/:entity/:id{[0-9]+}',
  can: 'history.read',
  params: historyParams,
  query: historyQuery,
});
