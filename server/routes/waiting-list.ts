import * as contracts from '../../shared/contracts/waiting-list';
import { route } from '../http/route';
import {
  readWaitingList,
  reorderWaitingList,
} from '../services/booking/waiting-list/office-waiting-list';

/** The office's waiting list of a service (shared/contracts/waiting-list.ts; issue 23.5). */
export const waitingListRoutes = [
  route(contracts.readWaitingListContract, (c, { params }) =>
    readWaitingList(c.var.deps.db, params.id),
  ),
  route(contracts.reorderWaitingListContract, (c, { body }) =>
    reorderWaitingList(c.var.deps.db, body),
  ),
];
