import type * as v from 'valibot';
import { listQuerySchema } from './list';

/**
 * The query of `GET /api/person/` and of the `/person` screen's URL: by family name (then
 * given name or e-mail); the search looks in the names and the e-mail.
 */
export const personListQuery = listQuerySchema({
  orderBy: ['familyName', 'givenName', 'email', 'birthday'],
  search: true,
});
export type PersonListQuery = v.InferOutput<typeof personListQuery>;

/** One row of the person list. */
export interface PersonRow {
  id: number;
  givenName: string;
  familyName: string;
  email: string | null;
  /** yyyy-MM-dd */
  birthday: string | null;
}
