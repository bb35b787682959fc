import { RELATIONSHIP_TYPES, type RelationshipType } from './enums';

/**
 * The relationships a family gives a pick-up person (spec 002 §3, "the list without the first
 * two"): the parents themselves (PARENT_CUSTOMER, PARENT_SPOUSE) are no pick-up persons.
 */
export const PICK_UP_RELATIONSHIPS = RELATIONSHIP_TYPES.filter(
  (type) => type !== 'PARENT_CUSTOMER' && type !== 'PARENT_SPOUSE',
) as Exclude<RelationshipType, 'PARENT_CUSTOMER' | 'PARENT_SPOUSE'>[];
export type PickUpRelationship = (typeof PICK_UP_RELATIONSHIPS)[number];

/** A child as the pick-up screen names it (`id` is the participant's). */
export interface MyGuardianChild {
  id: number;
  givenName: string;
  familyName: string;
}

/**
 * One pick-up person of the family (`/api/participantPerson/myGuardians`, spec 001 §7): a
 * person linked to one or more of the family's children by `participant_persons` rows — the
 * same links the office keeps at /participantPerson and the presence list names. `id` is the
 * person's id, `version` the person's (every save moves it on).
 */
export interface MyGuardian {
  id: number;
  version: number;
  givenName: string;
  familyName: string;
  /** The first private phone number (mobile first), as the presence list shows it. */
  phone: string | null;
  /** The relationship of the first link (a family gives one relationship for all children). */
  relationship: RelationshipType | null;
  /** The children the person may collect. */
  children: MyGuardianChild[];
  /**
   * Whether the family may change the name and phone: not when the person has a sign-in of
   * their own or is linked to another family's child too — their data is theirs or the office's.
   */
  editable: boolean;
}

/** `GET /api/participantPerson/myGuardians`: the pick-up persons and the children to choose from. */
export interface MyGuardians {
  guardians: MyGuardian[];
  /** The family's children (a parent), or the children the caller is linked to (a guardian). */
  children: MyGuardianChild[];
  /** Whether the caller keeps the list (a parent), or only reads their own links (a guardian). */
  mayEdit: boolean;
}
