import type { Reader } from '../../db/database';
import type { HistorySnapshot } from '../history/record-history';
import { readParticipantPerson } from './read-participant-persons';

const nameOf = (person: { givenName: string; familyName: string }) =>
  `${person.familyName}, ${person.givenName}`;

/**
 * A link of a person to a child as its history compares it: both names as people read them
 * (ids mean nothing on the History tab), the role, a coordinator's grades as one line. Null
 * once the link is gone.
 */
export async function participantPersonSnapshot(
  db: Reader,
  id: number,
): Promise<HistorySnapshot | null> {
  const link = await readParticipantPerson(db, id);
  if (!link) return null;
  return {
    participant: nameOf(link.participant),
    linkedPerson: nameOf(link.person),
    role: link.role,
    grades: link.grades.join(', '),
  };
}
