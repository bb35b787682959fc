import { and, eq, inArray, ne } from 'drizzle-orm';
import type { ParticipantRecord } from '../../../shared/model/participant';
import { customers, participantClasses, participants, persons, schoolYears } from '../../db/schema';
import { readPersons } from '../person/read-person';
import type { Reader } from '../../db/database';

/** Participants by id with their persons and classes, in the order of the rows found. */
export async function readParticipants(
  db: Reader,
  ids: readonly number[],
): Promise<ParticipantRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(participants)
    .where(inArray(participants.id, [...ids]));
  const [people, classes] = await Promise.all([
    readPersons(
      db,
      rows.map((row) => row.personId),
    ),
    db
      .select({
        participantId: participantClasses.participantId,
        schoolYear: schoolYears.name,
        grade: participantClasses.grade,
        language: participantClasses.language,
        postfix: participantClasses.postfix,
      })
      .from(participantClasses)
      .innerJoin(schoolYears, eq(schoolYears.id, participantClasses.schoolYearId))
      .where(inArray(participantClasses.participantId, [...ids])),
  ]);
  const personById = new Map(people.map((person) => [person.id, person]));
  const health = await db
    .select({
      id: persons.id,
      healthProblems: persons.healthProblems,
      emergencyMedication: persons.emergencyMedication,
    })
    .from(persons)
    .where(
      inArray(
        persons.id,
        rows.map((row) => row.personId),
      ),
    );
  const healthById = new Map(health.map((row) => [row.id, row]));
  return rows
    .sort((a, b) => a.id - b.id)
    .map((row) => ({
      id: row.id,
      customerId: row.customerId,
      person: personById.get(row.personId)!,
      clazzes: Object.fromEntries(
        classes
          .filter((entry) => entry.participantId === row.id)
          .map(({ schoolYear, grade, language, postfix }) => [
            schoolYear,
            { grade, language, postfix },
          ]),
      ) as ParticipantRecord['clazzes'],
      escortType: row.escortType,
      homeAlone: row.homeAlone,
      healthProblems: healthById.get(row.personId)?.healthProblems ?? null,
      emergencyMedication: healthById.get(row.personId)?.emergencyMedication ?? null,
      version: row.version,
    }));
}

/**
 * The children of a customer. The parent's own participant record (made for parent activities,
 * server/services/booking README) is not a child and is left out.
 */
export async function readCustomerParticipants(
  db: Reader,
  customerId: number,
): Promise<ParticipantRecord[]> {
  const rows = await db
    .select({ id: participants.id })
    .from(participants)
    .innerJoin(customers, eq(customers.id, participants.customerId))
    .where(
      and(eq(participants.customerId, customerId), ne(participants.personId, customers.personId)),
    );
  return readParticipants(
    db,
    rows.map((row) => row.id),
  );
}
