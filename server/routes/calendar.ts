import * as contract from '../../shared/contracts/calendar';
import { requiredSession } from '../http/guard';
import { route } from '../http/route';
import { readCalendarEntries } from '../services/calendar/read-calendar-entries';
import { breaksBetween, holidaysBetween, isBreakWeek } from '../services/calendar/school-calendar';

/** The calendar's reads: holidays, breaks, break weeks and the entries (issue 18.6). */
export const calendarRoutes = [
  route(contract.listHolidays, (c, { params }) =>
    holidaysBetween(c.var.deps.db, `${params.year}-01-01`, `${params.year}-12-31`),
  ),
  route(contract.listBreaks, (c) => breaksBetween(c.var.deps.db)),
  route(contract.listBreaksOfYear, (c, { params }) =>
    breaksBetween(c.var.deps.db, `${params.year}-01-01`, `${params.year}-12-31`),
  ),
  route(contract.isBreakWeek, (c, { params }) =>
    isBreakWeek(c.var.deps.db, params.year, params.week),
  ),
  route(contract.listCalendarEntries, (c, { query }) =>
    readCalendarEntries(c.var.deps.db, requiredSession(c), query),
  ),
];
