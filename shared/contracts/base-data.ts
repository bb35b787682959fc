import type { CalendarBaseData, InstructorBaseData } from '../model/base-data';
import { endpoint } from './endpoint';

/** `GET /api/instructor/base-data`: the lists of the instructor dialog. */
export const instructorBaseData = endpoint<InstructorBaseData>()({
  method: 'GET',
  path: '/api/instructor/base-data',
  can: 'instructor.read',
});

/** `GET /api/calendar/base-data`: what the calendar filters by, for the caller. */
export const calendarBaseData = endpoint<CalendarBaseData>()({
  method: 'GET',
  path: '/api/calendar/base-data',
  can: 'calendar.read',
});
