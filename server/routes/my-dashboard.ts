import { getMyDashboard } from '../../shared/contracts/my-dashboard';
import { requiredSession } from '../http/guard';
import { route } from '../http/route';
import { schoolToday } from '../http/school-day';
import { readMyDashboard } from '../services/my-dashboard/read-my-dashboard';

/** `/api/my/dashboard`: the personal area's start page for the caller's own family (issue 19.1). */
export const myDashboardRoutes = [
  route(getMyDashboard, (c) => readMyDashboard(c.var.deps.db, requiredSession(c), schoolToday(c))),
];
