import { desc, eq } from 'drizzle-orm';
import type {
  CustomerBaseData,
  ParticipantBaseData,
  ParticipantPersonBaseData,
  PersonBaseData,
} from '../../../shared/model/base-data';
import {
  COORDINATOR_DEFAULT_GRADES,
  DEFAULT_COORDINATOR_TYPE,
} from '../../../shared/model/coordinator-grades';
import { COUNTRY_CODES } from '../../../shared/model/countries';
import {
  CLASS_LANGUAGES,
  CONTACT_TYPES,
  ESCORT_TYPES,
  GENDERS,
  GRADES,
  LANGUAGES,
  PARTICIPANT_PERSON_TYPES,
  RELATIONSHIP_TYPES,
  type ParticipantPersonType,
} from '../../../shared/model/enums';
import { CLASS_POSTFIXES, POSTFIXLESS_LANGUAGES } from '../../../shared/model/participant';
import type { SchoolClock } from '../../../shared/model/school-time';
import type { Reader } from '../../db/database';
import { participants, schoolYears } from '../../db/schema';
import type { Session } from '../auth/session';
import { findCustomerOfPerson } from '../customer/find-customer';
import { findSchoolYearInBookingPhase } from '../event/booking-phase';
import { listParticipantsOf } from '../participant/list-event-participants';

/** `GET /api/person/base-data`: the person form's lists (spec 000 §7). */
export function readPersonBaseData(): PersonBaseData {
  return {
    genders: [...GENDERS],
    contactTypes: [...CONTACT_TYPES],
    languages: [...LANGUAGES],
    countries: [...COUNTRY_CODES],
  };
}

/** `GET /api/customer/base-data`: the person form's lists, for customer and spouse. */
export function readCustomerBaseData(): CustomerBaseData {
  return readPersonBaseData();
}

/** `GET /api/participant/base-data`: the person form's lists, the class picker's, the years. */
export async function readParticipantBaseData(
  db: Reader,
  { now, today }: SchoolClock,
): Promise<ParticipantBaseData> {
  const [years, bookingYear] = await Promise.all([
    db
      .select({
        id: schoolYears.id,
        name: schoolYears.name,
        startDate: schoolYears.startDate,
        endDate: schoolYears.endDate,
      })
      .from(schoolYears)
      .orderBy(desc(schoolYears.startDate)),
    findSchoolYearInBookingPhase(db, now),
  ]);
  const current = years.find((year) => year.startDate <= today && today <= year.endDate);
  return {
    ...readPersonBaseData(),
    grades: [...GRADES],
    classLanguages: [...CLASS_LANGUAGES],
    postfix: [...CLASS_POSTFIXES],
    postfixlessLanguages: [...POSTFIXLESS_LANGUAGES],
    escortTypes: [...ESCORT_TYPES],
    schoolYears: years.map(({ id, name }) => ({ id, name })),
    bookingPhaseSchoolYear: bookingYear ? { id: bookingYear.id, name: bookingYear.name } : null,
    currentSchoolYear: current ? { id: current.id, name: current.name } : null,
  };
}

const PARENTS = new Set(['PARENT_CUSTOMER', 'PARENT_SPOUSE']);

/** The caller's children with the booking year's class: a family's; none for anyone else. */
async function childrenOf(db: Reader, session: Session, now: Date) {
  const customer = await findCustomerOfPerson(db, session.personId);
  if (!customer) return [];
  const [children, year] = await Promise.all([
    db
      .select({ id: participants.id })
      .from(participants)
      .where(eq(participants.customerId, customer.id)),
    findSchoolYearInBookingPhase(db, now),
  ]);
  return listParticipantsOf(
    db,
    year?.id ?? null,
    [],
    children.map((child) => child.id),
  );
}

/**
 * `GET /api/participantPerson/base-data`: relationship and coordinator types with the default
 * grades (spec 002 §3, §4), the person form's lists, and a family's own children (the office
 * gets none: it searches, there are too many to list).
 */
export async function readParticipantPersonBaseData(
  db: Reader,
  session: Session,
  now: Date,
): Promise<ParticipantPersonBaseData> {
  const defaultGrades = Object.fromEntries(
    PARTICIPANT_PERSON_TYPES.map((type) => [type, [...COORDINATOR_DEFAULT_GRADES[type]]]),
  ) as ParticipantPersonBaseData['defaultGrades'];
  const types: ParticipantPersonType[] = [
    DEFAULT_COORDINATOR_TYPE,
    ...PARTICIPANT_PERSON_TYPES.filter((type) => type !== DEFAULT_COORDINATOR_TYPE),
  ];
  return {
    ...readPersonBaseData(),
    guardianTypes: [...RELATIONSHIP_TYPES],
    guardianTypesWithoutParents: RELATIONSHIP_TYPES.filter((type) => !PARENTS.has(type)),
    types,
    defaultType: DEFAULT_COORDINATOR_TYPE,
    grades: [...GRADES],
    defaultGrades,
    participants: await childrenOf(db, session, now),
  };
}
