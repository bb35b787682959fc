import { calendarBaseData, instructorBaseData } from '../../shared/contracts/base-data';
import { requiredSession } from '../http/guard';
import { route } from '../http/route';
import { schoolClock } from '../http/school-day';
import { readCalendarBaseData, readInstructorBaseData } from '../services/event/read-base-data';

/** The base data of the instructor dialog and the calendar (spec 000 §7); the service dialog's is in event-office.ts. */
export const baseDataRoutes = [
  route(instructorBaseData, () => readInstructorBaseData()),
  route(calendarBaseData, (c) =>
    readCalendarBaseData(c.var.deps.db, requiredSession(c), schoolClock(c).now),
  ),
];
