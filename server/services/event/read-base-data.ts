import { asc, desc, eq } from 'drizzle-orm';
import { can } from '../../../shared/access/capabilities';
import type {
  CalendarBaseData,
  EventBaseData,
  InstructorBaseData,
} from '../../../shared/model/base-data';
import { COUNTRY_CODES } from '../../../shared/model/countries';
import {
  ANONYMOUS,
  BUSINESS_AREAS,
  CONTACT_TYPES,
  GENDERS,
  GRADES,
  LANGUAGES,
  ROLES,
} from '../../../shared/model/enums';
import type { Reader } from '../../db/database';
import {
  discountModels,
  eventTypes,
  instructors,
  locations,
  participants,
  persons,
  schoolYears,
  stops,
} from '../../db/schema';
import type { Session } from '../auth/session';
import { findCustomerOfPerson } from '../customer/find-customer';
import { listParticipantsOf } from '../participant/list-event-participants';
import { findSchoolYearInBookingPhase } from './booking-phase';
import { instructorIdOf } from './instructor-access';
import { listEventsOfPersons, listEventsOfYear } from './list-event-options';
import { locationDisplayName } from './read-event-record';

const yearsOf = (db: Reader) =>
  db
    .select({ id: schoolYears.id, name: schoolYears.name })
    .from(schoolYears)
    .orderBy(desc(schoolYears.startDate));

/** `GET /api/event/base-data`: every list the service dialog chooses from. */
export async function readEventBaseData(db: Reader, now: Date): Promise<EventBaseData> {
  const [types, discounts, teachers, places, stopRows, years, bookingYear] = await Promise.all([
    db
      .select({ id: eventTypes.id, name: eventTypes.name })
      .from(eventTypes)
      .orderBy(asc(eventTypes.name)),
    db
      .select({ id: discountModels.id, name: discountModels.name, percent: discountModels.percent })
      .from(discountModels)
      .orderBy(asc(discountModels.name)),
    db
      .select({ id: instructors.id, givenName: persons.givenName, familyName: persons.familyName })
      .from(instructors)
      .innerJoin(persons, eq(persons.id, instructors.personId))
      .orderBy(asc(persons.familyName), asc(persons.givenName)),
    db.select().from(locations).orderBy(asc(locations.name), asc(locations.room)),
    db
      .select({ id: stops.id, name: stops.name, street: stops.street, imageUrl: stops.imageUrl })
      .from(stops)
      .orderBy(asc(stops.name)),
    yearsOf(db),
    findSchoolYearInBookingPhase(db, now),
  ]);
  return {
    actionPermissions: [...ROLES, ANONYMOUS],
    businessAreas: [...BUSINESS_AREAS],
    discountModels: discounts,
    eventTypes: types,
    grades: [...GRADES],
    languages: [...LANGUAGES],
    instructors: teachers.map((t) => ({ id: t.id, name: `${t.givenName} ${t.familyName}` })),
    locations: places.map((place) => ({
      id: place.id,
      displayName: locationDisplayName(place.name, place.room),
      capacity: place.capacity,
    })),
    stops: stopRows,
    schoolYears: years,
    bookingPhaseSchoolYear: bookingYear,
  };
}

/** `GET /api/instructor/base-data`: the lists of the instructor dialog. */
export function readInstructorBaseData(): InstructorBaseData {
  return {
    businessAreas: [...BUSINESS_AREAS],
    contactTypes: [...CONTACT_TYPES],
    genders: [...GENDERS],
    languages: [...LANGUAGES],
    countries: [...COUNTRY_CODES],
  };
}

/**
 * `GET /api/calendar/base-data`: the filters of the calendar for the caller, in the year in its
 * booking phase: a family's children and the services they are booked on, an instructor's
 * participants and services, every service for the office (no participants: too many to list).
 */
export async function readCalendarBaseData(
  db: Reader,
  session: Session,
  now: Date,
): Promise<CalendarBaseData> {
  const [years, year] = await Promise.all([yearsOf(db), findSchoolYearInBookingPhase(db, now)]);
  const base = { businessAreas: [...BUSINESS_AREAS], grades: [...GRADES], schoolYears: years };
  const yearId = year?.id ?? null;
  if (can(session, 'event.read.any'))
    return { ...base, participants: [], events: await listEventsOfYear(db, yearId) };
  const instructorId = await instructorIdOf(db, session.personId);
  if (instructorId !== null) {
    const people = [{ id: instructorId, type: 'INSTRUCTOR' as const }];
    const taught = await listEventsOfPersons(db, people, yearId);
    return {
      ...base,
      participants: await listParticipantsOf(
        db,
        yearId,
        taught.map((e) => e.id),
      ),
      events: taught,
    };
  }
  const customer = await findCustomerOfPerson(db, session.personId);
  if (!customer) return { ...base, participants: [], events: [] };
  const children = await db
    .select({ id: participants.id })
    .from(participants)
    .where(eq(participants.customerId, customer.id));
  return {
    ...base,
    participants: await listParticipantsOf(
      db,
      yearId,
      [],
      children.map((child) => child.id),
    ),
    events: await listEventsOfPersons(db, [{ id: customer.id, type: 'CUSTOMER' }], yearId),
  };
}
