import { asc, eq } from 'drizzle-orm';
import type { Reader } from '../../db/database';
import { alias } from 'drizzle-orm/pg-core';
import { customers, participantClasses, participants, persons, schoolYears } from '../../db/schema';
import { personSnapshot } from '../history/person-snapshot';
import type { HistorySnapshot } from '../history/record-history';

/** The customer's person, beside the child's. */
const customerPerson = alias(persons, 'customer_person');

/** The picture key of {@link participantSnapshot}, for `recordHistory`'s `pictures`. */
export const PARTICIPANT_PICTURES = ['person.picture'];

/**
 * A participant's fields for the history (issue 17.8): the child's person as `person.*`, the
 * customer ('Family, Given (id)'), the classes as one readable line ('2025/26: P3 FR UNKNOWN; 2026/27: P4 FR UNKNOWN'),
 * escort, home alone, health problems and emergency medication.
 */
export async function participantSnapshot(db: Reader, id: number): Promise<HistorySnapshot> {
  const [row] = await db
    .select({
      personId: participants.personId,
      customerId: participants.customerId,
      customerGivenName: customerPerson.givenName,
      customerFamilyName: customerPerson.familyName,
      escortType: participants.escortType,
      homeAlone: participants.homeAlone,
      healthProblems: persons.healthProblems,
      emergencyMedication: persons.emergencyMedication,
    })
    .from(participants)
    .innerJoin(persons, eq(persons.id, participants.personId))
    .leftJoin(customers, eq(customers.id, participants.customerId))
    .leftJoin(customerPerson, eq(customerPerson.id, customers.personId))
    .where(eq(participants.id, id));
  if (!row) return {};
  const classes = await db
    .select({
      year: schoolYears.name,
      grade: participantClasses.grade,
      language: participantClasses.language,
      postfix: participantClasses.postfix,
    })
    .from(participantClasses)
    .innerJoin(schoolYears, eq(schoolYears.id, participantClasses.schoolYearId))
    .where(eq(participantClasses.participantId, id))
    .orderBy(asc(schoolYears.name));
  return {
    ...(await personSnapshot(db, row.personId, 'person.')),
    // The customer as people read it (a move shows both families), with the number to tell
    // two of the same name apart.
    customer:
      row.customerId === null
        ? null
        : `${row.customerFamilyName ?? ''}, ${row.customerGivenName ?? ''} (${row.customerId})`,
    clazzes: classes
      .map((entry) => `${entry.year}: ${entry.grade} ${entry.language} ${entry.postfix}`)
      .join('; '),
    escortType: row.escortType,
    homeAlone: row.homeAlone,
    healthProblems: row.healthProblems,
    emergencyMedication: row.emergencyMedication,
  };
}
