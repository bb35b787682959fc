import type { RelationshipType } from './enums';
import type { ParticipantClass } from './participant';

/**
 * A child a guardian's person is linked to as pick-up person or coordinator (spec 001
 * participant-person; issue 19 "a guardian sees only the children they are linked to"): what
 * they need to recognise and collect the child, and nothing of its family's or health data.
 */
export interface LinkedChild {
  id: number;
  givenName: string;
  familyName: string;
  /** Keyed by the school year's name ('2026/27'). */
  clazzes: Record<string, ParticipantClass>;
  /** How the guardian is related to the child (spec 002 §3), when the link says. */
  relationship: RelationshipType | null;
}
