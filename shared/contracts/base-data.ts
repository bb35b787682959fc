import type {
  CalendarBaseData,
  CustomerBaseData,
  InstructorBaseData,
  ParticipantBaseData,
  ParticipantPersonBaseData,
  PersonBaseData,
} from '../model/base-data';
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

/** `GET /api/customer/base-data`: the lists of the customer dialog's person and spouse forms. */
export const customerBaseData = endpoint<CustomerBaseData>()({
  method: 'GET',
  path: '/api/customer/base-data',
  can: 'customer.manage',
});

/** `GET /api/participant/base-data`: the participant dialog's lists (class picker, years). */
export const participantBaseData = endpoint<ParticipantBaseData>()({
  method: 'GET',
  path: '/api/participant/base-data',
  can: 'participant.family',
});

/**
 * `GET /api/participantPerson/base-data`: relationship and coordinator types with their default
 * grades, the person form's lists, and a family's own children.
 */
export const participantPersonBaseData = endpoint<ParticipantPersonBaseData>()({
  method: 'GET',
  path: '/api/participantPerson/base-data',
  can: 'participantPerson.manage',
});

/** `GET /api/person/base-data`: the person form's lists. */
export const personBaseData = endpoint<PersonBaseData>()({
  method: 'GET',
  path: '/api/person/base-data',
  can: 'people.read',
});
