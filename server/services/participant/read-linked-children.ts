import { asc, eq, inArray } from 'drizzle-orm';
import type { LinkedChild } from '../../../shared/model/linked-child';
import type { ParticipantClass } from '../../../shared/model/participant';
import type { Reader } from '../../db/database';
import {
  participantClasses,
  participantPersons,
  participants,
  persons,
  schoolYears,
} from '../../db/schema';

/**
 * `GET /api/participant/linked`: the children `personId` is linked to (participant_persons),
 * by name, with their classes — a guardian's children, read-only. Nobody else's: the link to
 * the caller's own person is the only way in.
 */
export async function readLinkedChildren(db: Reader, personId: number): Promise<LinkedChild[]> {
  const rows = await db
    .select({
      id: participants.id,
      givenName: persons.givenName,
      familyName: persons.familyName,
      relationship: participantPersons.relationship,
    })
    .from(participantPersons)
    .innerJoin(participants, eq(participants.id, participantPersons.participantId))
    .innerJoin(persons, eq(persons.id, participants.personId))
    .where(eq(participantPersons.personId, personId))
    .orderBy(asc(persons.givenName), asc(persons.familyName), asc(participants.id));
  if (rows.length === 0) return [];
  const classes = await db
    .select({
      participantId: participantClasses.participantId,
      year: schoolYears.name,
      grade: participantClasses.grade,
      language: participantClasses.language,
      postfix: participantClasses.postfix,
    })
    .from(participantClasses)
    .innerJoin(schoolYears, eq(schoolYears.id, participantClasses.schoolYearId))
    .where(
      inArray(
        participantClasses.participantId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => ({
    ...row,
    clazzes: Object.fromEntries(
      classes
        .filter((entry) => entry.participantId === row.id)
        .map(({ year, grade, language, postfix }): [string, ParticipantClass] => [
          year,
          { grade, language, postfix } as ParticipantClass,
        ]),
    ),
  }));
}
