import { getBusinessAreas } from '../../shared/contracts/business-area';
import { route } from '../http/route';
import { schoolToday } from '../http/school-day';
import { readBusinessAreas } from '../services/business-area/read-business-areas';

/** `/api/business-area`: the business areas with their services this year and their switches. */
export const businessAreaRoutes = [
  route(getBusinessAreas, (c) => readBusinessAreas(c.var.deps.db, schoolToday(c))),
];
