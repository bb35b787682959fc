import type { Grade } from '../../../shared/model/enums';
import type { NamedPerson, ParticipantPersonRow } from '../../../shared/model/participant-person';
import { isCoordinator } from '../../../shared/rules/participant-person';
import {
  toPersonInput,
  type PersonFormValues,
} from '../../../shared/ui/person-form/person-form-values';

/** Whether the link is a pick-up person (a relationship) or a coordinator (a type and grades). */
export type LinkKind = 'pickUp' | 'coordinator';

/**
 * The participant-person dialog's values: the child, the person (chosen, or new from the nested
 * guardian dialog), the kind, the role ('' until chosen) and a coordinator's grades.
 */
export interface ParticipantPersonValues {
  id: number | null;
  version: number | null;
  participant: NamedPerson | null;
  person: NamedPerson | null;
  /** A person typed in the guardian dialog, saved with the link. */
  newPerson: PersonFormValues | null;
  kind: LinkKind;
  role: string;
  grades: Grade[];
}

/** The dialog's fields that carry messages; the new person's issues land on `personId`. */
export type ParticipantPersonField = 'participantId' | 'personId' | 'role' | 'grades';

/** The dialog's values for a stored link, or an empty one. */
export function toLinkValues(row: ParticipantPersonRow | null): ParticipantPersonValues {
  return {
    id: row?.id ?? null,
    version: row?.version ?? null,
    participant: row ? { ...row.participant, id: row.participantId } : null,
    person: row?.person ?? null,
    newPerson: null,
    kind: row && isCoordinator(row.role) ? 'coordinator' : 'pickUp',
    role: row?.role ?? '',
    grades: row?.grades ?? [],
  };
}

/** What `PUT /api/participantPerson` takes. */
export function toLinkInput(values: ParticipantPersonValues) {
  return {
    id: values.id,
    version: values.version,
    participantId: values.participant?.id ?? null,
    personId: values.newPerson ? null : (values.person?.id ?? null),
    person: values.newPerson ? toPersonInput(values.newPerson) : null,
    role: values.role,
    grades: values.grades,
  };
}

/** Where an issue lands; one about the new person lands on the person picker. */
export function linkFieldOf(path: string): ParticipantPersonField | null {
  const [head] = path.split('.');
  if (head === 'person' || head === 'personId') return 'personId';
  if (head === 'participantId' || head === 'role' || head === 'grades') return head;
  return null;
}

/** "Family, Given". */
export const linkName = ({ givenName, familyName }: { givenName: string; familyName: string }) =>
  `${familyName}, ${givenName}`;
