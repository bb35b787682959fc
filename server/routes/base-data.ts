import {
  calendarBaseData,
  customerBaseData,
  instructorBaseData,
  participantBaseData,
  participantPersonBaseData,
  personBaseData,
} from '../../shared/contracts/base-data';
import { requiredSession } from '../http/guard';
import { route } from '../http/route';
import { schoolClock } from '../http/school-day';
import {
  readCustomerBaseData,
  readParticipantBaseData,
  readParticipantPersonBaseData,
  readPersonBaseData,
} from '../services/base-data/read-people-base-data';
import { readCalendarBaseData, readInstructorBaseData } from '../services/event/read-base-data';

/**
 * The base data of the instructor, customer, participant, participant-person and person dialogs
 * and the calendar (spec 000 §7); the service dialog's is in event-office.ts.
 */
export const baseDataRoutes = [
  route(instructorBaseData, () => readInstructorBaseData()),
  route(calendarBaseData, (c) =>
    readCalendarBaseData(c.var.deps.db, requiredSession(c), schoolClock(c).now),
  ),
  route(customerBaseData, () => readCustomerBaseData()),
  route(participantBaseData, (c) => readParticipantBaseData(c.var.deps.db, schoolClock(c))),
  route(participantPersonBaseData, (c) =>
    readParticipantPersonBaseData(c.var.deps.db, requiredSession(c), schoolClock(c).now),
  ),
  route(personBaseData, () => readPersonBaseData()),
];
