import type { Role } from '../../../shared/model/enums';
import type { SessionKind } from '../../db/schema';

/** The signed-in user behind a request, as the bearer token and the database say. */
export interface Session {
  userId: number;
  personId: number;
  login: string;
  roles: Role[];
  /** The server-side session the token names; ending it ends the token. */
  sessionId: string;
  /** A widget's session carries less than the portal's (services/auth/README.md). */
  kind: SessionKind;
}
