import * as history from '../../shared/contracts/history';
import { route } from '../http/route';
import { readHistory } from '../services/history/read-history';

/** `GET /api/history/{entity}/{id}`: a record's change history (issue 17.8). */
export const historyRoutes = [
  route(history.readHistory, (c, { params, query }) =>
    readHistory(c.var.deps.db, params.entity, params.id, query),
  ),
];
