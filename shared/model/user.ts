import * as v from 'valibot';
import type { PersonRecord } from './customer';
import { ROLES, type BusinessArea, type Role } from './enums';
import { choiceText, listQuerySchema } from './list';

/**
 * The query of `GET /api/user/` and of the `/user` screen's URL (spec 001 §2.2, §3): by login
 * (then family or given name); the search looks in the login and the names; filters by a role
 * and by locked or not.
 */
export const userListQuery = listQuerySchema({
  orderBy: ['login', 'familyName', 'givenName'],
  search: true,
  filters: {
    role: v.optional(choiceText(ROLES)),
    locked: v.optional(choiceText(['yes', 'no'])),
  },
});

/** The parsed user list query. */
export type UserListQuery = v.InferOutput<typeof userListQuery>;

/** One row of the user list. */
export interface UserRow {
  id: number;
  login: string;
  givenName: string;
  familyName: string;
  locked: boolean;
  /** Sorted as {@link ROLES} lists them. */
  roles: Role[];
}

/** `GET /api/user/{id}`: the user as the office dialog edits it (spec 001 §3 "User"). */
export interface UserRecord {
  id: number;
  version: number;
  login: string;
  locked: boolean;
  roles: Role[];
  /** What the user serves as an external provider: their API keys read these areas' routes. */
  servedAreas: BusinessArea[];
  person: PersonRecord;
}

/** The answer of `PUT /api/user` and `PUT /api/user/{id}/lock`. */
export interface UserSaved {
  id: number;
  version: number;
  login: string;
  locked: boolean;
  givenName: string;
  familyName: string;
}
