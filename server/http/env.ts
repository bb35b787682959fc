import type { Database } from '../db/database';
import type { Logger } from '../logger';
import type { EmailQueue } from '../mail/email-queue';
import type { Mailer } from '../mail/mailer';
import type { PasswordHasher } from '../services/auth/password';
import type { Session } from '../services/auth/session';
import type { SsoSettings } from '../services/auth/sso/sso-client';
import type { SsoClients } from '../services/auth/sso/sso-settings';
import type { ReadCache } from '../services/config/read-cache';

/** What every request handler can reach: the database, the logger, the mailer and the clock. */
export interface AppDeps {
  db: Database;
  logger: Logger;
  jwtSecret: string;
  /** Injected so tests can move time (token expiry, rate-limit windows). */
  now: () => Date;
  mailer: Mailer;
  /** The outbox worker (durable sending); a queued send kicks it. Without it rows wait for one. */
  emailQueue?: EmailQueue;
  /** Where people reach the portal (no trailing slash); e-mail links start with it. */
  publicUrl: string;
  /** How many proxies of ours stand in front (TRUST_PROXY); 0 ignores X-Forwarded-For. */
  trustProxy: number;
  /** Password hashing bounded in concurrency (sign-in, sign-up, change and reset). */
  passwords: PasswordHasher;
  /** Sign-ups one client address may make in an hour (SIGN_UPS_PER_HOUR); default 10. */
  signUpsPerHour?: number;
  /** The school's IANA zone (SCHOOL_TIME_ZONE): it decides what "today" is (http/school-day.ts). */
  timeZone: string;
  /** The open configuration reads kept in memory; writes through the API clear it. */
  readCache: ReadCache;
  /**
   * The school's identity provider of the server's settings (SSO_ISSUER …): the default while
   * the configuration names none (services/auth/sso/sso-settings.ts).
   */
  sso?: SsoSettings;
  /** The openid-clients of the provider in use, made by `createApp`. */
  ssoClients: SsoClients;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    requestId: string;
    /** Set by the guard on protected routes, on open ones by `optionalSession`; unset before. */
    session: Session | null | undefined;
    /** Set by the guard: whether the route lets a widget's session act (its contract's `widget`). */
    widgetAllowed: boolean;
  };
}
