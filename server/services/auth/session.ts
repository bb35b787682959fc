import type { BusinessArea, Role } from '../../../shared/model/enums';
import type { SessionKind as StoredSessionKind } from '../../db/schema';

/**
 * How the caller is known: a sign-in's session (the portal's, or a widget's reduced one), or a
 * provider's API key (a machine call, no session row; services/api-key/README.md).
 */
export type CallerKind = StoredSessionKind | 'API_KEY';

/** The signed-in user behind a request, as the bearer token and the database say. */
export interface Session {
  userId: number;
  personId: number;
  login: string;
  roles: Role[];
  /** The server-side session the token names (ending it ends the token); `api-key:<id>` for a key. */
  sessionId: string;
  /** A widget's session carries less than the portal's (services/auth/README.md). */
  kind: CallerKind;
  /** For an API key: the business areas its provider serves, the routes it may read. */
  servedAreas?: readonly BusinessArea[];
}
