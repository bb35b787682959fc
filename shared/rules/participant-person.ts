import * as v from 'valibot';
import {
  GRADES,
  PARTICIPANT_PERSON_TYPES,
  RELATIONSHIP_TYPES,
  type Grade,
  type ParticipantPersonType,
  type RelationshipType,
} from '../model/enums';
import { COORDINATOR_DEFAULT_GRADES, DEFAULT_COORDINATOR_TYPE } from '../model/coordinator-grades';
import { idSchema, versionSchema } from '../model/storable';
import { personSchema } from './person';

/** Message keys of the participant-person rules (spec 001 §5 "Participant-person"). */
export const PARTICIPANT_PERSON_KEYS = {
  person: 'participantPersons.rules.person',
  participant: 'participantPersons.rules.participant',
  role: 'participantPersons.rules.role',
  self: 'participantPersons.rules.self',
  linked: 'participantPersons.rules.linked',
} as const;

/**
 * What links a person to a child: a relationship of a pick-up person (spec 002 §3), or a
 * transport coordinator type (who then covers grades). One field, as the dialog's "role".
 */
export const PARTICIPANT_PERSON_ROLES = [
  ...RELATIONSHIP_TYPES,
  ...PARTICIPANT_PERSON_TYPES,
] as const;
export type ParticipantPersonRole = RelationshipType | ParticipantPersonType;

/** Whether `role` is a coordinator type (with grades) rather than a relationship. */
export const isCoordinator = (role: string): role is ParticipantPersonType =>
  (PARTICIPANT_PERSON_TYPES as readonly string[]).includes(role);

/** The grades a coordinator type starts with (spec 002 §4), as a list the form can change. */
export const defaultCoordinatorGrades = (type: ParticipantPersonType): Grade[] => [
  ...COORDINATOR_DEFAULT_GRADES[type],
];

export { DEFAULT_COORDINATOR_TYPE };

/** A required id whose absence (null, missing) reports `message`. */
const requiredId = (message: string) =>
  v.pipe(
    v.nullish(v.number(message), null),
    v.check((value) => value !== null, message),
    v.transform((value) => value as number),
    idSchema,
  );

/**
 * `PUT /api/participantPerson` (spec 001 §5): participant, person and role required ('You must
 * provide a participant', 'a person', 'a role'). The person is an existing one (`personId`) or
 * a new one typed in the nested guardian dialog (`person`, the person form's rule); grades only
 * for a coordinator, in the catalogue order.
 */
/* @__NO_SIDE_EFFECTS__ */ export function participantPersonInputSchema({
  today,
}: {
  today: string;
}) {
  return v.pipe(
    v.object({
      id: v.nullish(idSchema),
      version: v.nullish(versionSchema),
      participantId: requiredId(PARTICIPANT_PERSON_KEYS.participant),
      personId: v.nullish(idSchema, null),
      person: v.nullish(personSchema({ today }), null),
      role: v.pipe(
        v.nullish(v.string(PARTICIPANT_PERSON_KEYS.role), ''),
        v.picklist(PARTICIPANT_PERSON_ROLES, PARTICIPANT_PERSON_KEYS.role),
      ),
      grades: v.optional(v.array(v.picklist(GRADES)), []),
    }),
    v.forward(
      v.partialCheck(
        [['personId'], ['person']],
        ({ personId, person }) => personId !== null || person !== null,
        PARTICIPANT_PERSON_KEYS.person,
      ),
      ['personId'],
    ),
    v.transform((input) => ({
      ...input,
      grades: isCoordinator(input.role) ? GRADES.filter((g) => input.grades.includes(g)) : [],
    })),
  );
}

/** The checked input of `PUT /api/participantPerson`. */
export type ParticipantPersonInput = v.InferOutput<ReturnType<typeof participantPersonInputSchema>>;
