import type * as v from 'valibot';
import type { PersonRecord } from './customer';
import type { BusinessArea, Grade } from './enums';
import { listQuerySchema } from './list';

/**
 * The query of `GET /api/instructor/` and of the `/instructor` screen's URL: by family name
 * (then given name, e-mail or the number of services taught), a search in the names and the
 * e-mail.
 */
export const instructorListQuery = listQuerySchema({
  orderBy: ['familyName', 'givenName', 'email', 'services'],
  search: true,
});

/** The parsed instructor list query. */
export type InstructorListQuery = v.InferOutput<typeof instructorListQuery>;

/** One row of the instructor list. */
export interface InstructorRow {
  id: number;
  givenName: string;
  familyName: string;
  email: string | null;
  businessAreas: BusinessArea[];
  /** How many services the instructor teaches, in every school year. */
  serviceCount: number;
}

/** A service an instructor teaches, as the dialog's Events tab lists it (spec 002 §2.2). */
export interface InstructorEvent {
  id: number;
  name: string;
  businessArea: BusinessArea;
  grades: Grade[];
  schoolYear: string | null;
}

/** `GET /api/instructor/{id}`: the instructor as the dialog edits it (spec 002 §3). */
export interface InstructorRecord {
  id: number;
  version: number;
  person: PersonRecord;
  businessAreaSet: BusinessArea[];
  /** The services they teach, newest school year first; read-only here. */
  events: InstructorEvent[];
}

/** The answer of `PUT /api/instructor` (spec 002 §7). */
export interface InstructorSaved {
  id: number;
  familyName: string;
  givenName: string;
}
