import { getMyDashboard } from '../../shared/contracts/my-dashboard';
import { datePartsIn } from '../../shared/model/school-time';
import { requiredSession } from '../http/guard';
import { route } from '../http/route';
import { schoolClock } from '../http/school-day';
import { readMyDashboard } from '../services/my-dashboard/read-my-dashboard';

const pad = (value: number) => String(value).padStart(2, '0');

/** `/api/my/dashboard`: the personal area's start page for the caller's own family (issue 19.1). */
export const myDashboardRoutes = [
  route(getMyDashboard, (c) => {
    const { now, today } = schoolClock(c);
    const { hour, minute } = datePartsIn(c.var.deps.timeZone, now);
    return readMyDashboard(c.var.deps.db, requiredSession(c), {
      today,
      time: `${pad(hour)}:${pad(minute)}`,
      now,
    });
  }),
];
