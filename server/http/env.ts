import type { Role } from '../../shared/model/enums';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';

/** What every request handler can reach: the database, the logger, the mailer and the clock. */
export interface AppDeps {
  db: Database;
  logger: Logger;
  jwtSecret: string;
  /** Injected so tests can move time (token expiry, rate-limit windows). */
  now: () => Date;
  mailer: Mailer;
  /** Where people reach the portal (no trailing slash); e-mail links start with it. */
  publicUrl: string;
}

/** The signed-in user behind a request, as the bearer token and the database say. */
export interface Session {
  userId: number;
  personId: number;
  login: string;
  roles: Role[];
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    requestId: string;
    /** Set by the guard on protected routes, on open ones by `optionalSession`; unset before. */
    session: Session | null | undefined;
  };
}
