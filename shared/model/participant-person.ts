import type * as v from 'valibot';
import type { Grade } from './enums';
import { listQuerySchema } from './list';
import type { ParticipantPersonRole } from '../rules/participant-person';

/**
 * The query of `GET /api/participantPerson/` and of the `/participantPerson` screen's URL: by
 * the child's family name; the search looks in both persons' names and the e-mail.
 */
export const participantPersonListQuery = listQuerySchema({
  orderBy: ['participant', 'person', 'role'],
  search: true,
});
export type ParticipantPersonListQuery = v.InferOutput<typeof participantPersonListQuery>;

/** Someone as a picker and a row name them: "Family, Given" and the e-mail. */
export interface NamedPerson {
  id: number;
  givenName: string;
  familyName: string;
  email: string | null;
}

/** One link of a person to a child (spec 001 §3 ParticipantPerson). */
export interface ParticipantPersonRow {
  id: number;
  version: number;
  participantId: number;
  /** The child's person. */
  participant: NamedPerson;
  person: NamedPerson;
  role: ParticipantPersonRole;
  /** A coordinator's grades; empty for a pick-up person. */
  grades: Grade[];
}

/** The participants and persons the dialog's pickers offer (the caller's family for parents). */
export interface ParticipantPersonChoices {
  /** `id` is the participant's id; the names are the child's. */
  participants: NamedPerson[];
  persons: NamedPerson[];
}
