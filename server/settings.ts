import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULT_SCHOOL_TIME_ZONE, isTimeZone } from '../shared/model/school-time';
import { OWNER_FILE_MODE, restrictToOwner } from './db/restrict-to-owner';
import type { SsoSettings } from './services/auth/sso/sso-client';
import { isIssuerAddress } from '../shared/rules/issuer-address';

/** Everything the server reads from the environment (README "Settings"). */
export interface Settings {
  port: number;
  /** Where PGlite keeps its files and the generated JWT secret lives. */
  dataDir: string;
  /** A PostgreSQL server; when set, PGlite is not used. */
  databaseUrl: string | undefined;
  /** Connections to the PostgreSQL server; undefined = from the cores and its limit (db/pool-size.ts). */
  databasePoolSize: number | undefined;
  jwtSecret: string;
  smtpUrl: string | undefined;
  /** Where people reach the portal; links in e-mails start with it (no trailing slash). */
  publicUrl: string;
  logLevel: LogLevel;
  /** `NODE_ENV=development` (`npm run dev`): e-mail links may be logged for following by hand. */
  development: boolean;
  /** How many proxies of ours stand in front; 0 ignores X-Forwarded-For (http/client-address.ts). */
  trustProxy: number;
  /** Password hashes computed at once, and how many may wait before 503 (auth/hash-limit.ts). */
  passwordHashConcurrency: number;
  passwordHashQueue: number;
  /** Sign-ups one client address may make in an hour. */
  signUpsPerHour: number;
  /** E-mails the outbox hands to SMTP per minute (EMAIL_RATE_PER_MINUTE, default 600; 0 = no limit). */
  emailRatePerMinute: number;
  /** Days before a booking's first day its service's reminder texts are mailed (EMAIL_REMINDER_DAYS, default 2). */
  emailReminderDays: number;
  /** The IANA zone whose midnight starts the school's day (deadlines, birthdays, "today"). */
  schoolTimeZone: string;
  /** The school's identity provider (SSO_ISSUER, SSO_CLIENT_ID, SSO_CLIENT_SECRET), if any. */
  sso: SsoSettings | undefined;
}

/** A setting the server cannot start with; main prints its message alone, without a stack. */
export class SettingsError extends Error {
  override name = 'SettingsError';
}

/** HS256 keys shorter than the hash (32 bytes) can be guessed offline from one token. */
export const MIN_JWT_SECRET_BYTES = 32;

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const SECRET_FILE = 'jwt-secret';

/**
 * A secret generated on first start and kept in `DATA_DIR`, so tokens survive restarts without
 * anyone having to configure one. Several API servers behind a load balancer need `JWT_SECRET`.
 */
function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, SECRET_FILE);
  restrictToOwner(dataDir);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: OWNER_FILE_MODE });
  return secret;
}

function parseLogLevel(value: string | undefined): LogLevel {
  return LOG_LEVELS.find((level) => level === value) ?? 'info';
}

function checkJwtSecret(secret: string, source: string): string {
  const bytes = Buffer.byteLength(secret, 'utf8');
  if (bytes < MIN_JWT_SECRET_BYTES) {
    throw new SettingsError(
      `${source} must be at least ${MIN_JWT_SECRET_BYTES} bytes long, got ${bytes}; ` +
        'generate one with `openssl rand -base64 48`, or leave JWT_SECRET unset to have one made',
    );
  }
  return secret;
}

/** A whole number from `min` up, or the default when unset. */
function countSetting(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new SettingsError(`${name} must be a whole number from ${min}, got "${raw}"`);
  }
  return value;
}

/** A whole number from `min` up, or undefined when unset (the default is worked out later). */
function optionalCount(env: NodeJS.ProcessEnv, name: string, min: number): number | undefined {
  const raw = env[name];
  return raw === undefined || raw === '' ? undefined : countSetting(env, name, min, min);
}

/** `SCHOOL_TIME_ZONE`: an IANA zone the runtime knows, Europe/Berlin when unset. */
function timeZoneSetting(raw: string | undefined): string {
  if (raw === undefined || raw === '') return DEFAULT_SCHOOL_TIME_ZONE;
  if (!isTimeZone(raw)) {
    throw new SettingsError(
      `SCHOOL_TIME_ZONE must be an IANA time zone such as Europe/Berlin, got "${raw}"`,
    );
  }
  return raw;
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const dataDir = resolve(env.DATA_DIR || '.data');
  const port = Number(env.PORT || 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new SettingsError(`PORT must be a port number, got "${env.PORT}"`);
  }
  return {
    port,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: optionalCount(env, 'DATABASE_POOL_SIZE', 1),
    jwtSecret: env.JWT_SECRET
      ? checkJwtSecret(env.JWT_SECRET, 'JWT_SECRET')
      : checkJwtSecret(readOrCreateSecret(dataDir), join(dataDir, SECRET_FILE)),
    smtpUrl: env.SMTP_URL || undefined,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    logLevel: parseLogLevel(env.LOG_LEVEL),
    development: env.NODE_ENV === 'development',
    trustProxy: countSetting(env, 'TRUST_PROXY', 0, 0),
    passwordHashConcurrency: countSetting(env, 'PASSWORD_HASH_CONCURRENCY', 4, 1),
    passwordHashQueue: countSetting(env, 'PASSWORD_HASH_QUEUE', 16, 0),
    signUpsPerHour: countSetting(env, 'SIGN_UPS_PER_HOUR', 10, 1),
    emailRatePerMinute: countSetting(env, 'EMAIL_RATE_PER_MINUTE', 600, 0),
    emailReminderDays: countSetting(env, 'EMAIL_REMINDER_DAYS', 2, 0),
    schoolTimeZone: timeZoneSetting(env.SCHOOL_TIME_ZONE),
    sso: ssoSetting(env),
  };
}

/** The identity provider: issuer and client id together, or neither; the secret optional. */
function ssoSetting(env: NodeJS.ProcessEnv): SsoSettings | undefined {
  const issuer = env.SSO_ISSUER?.trim();
  const clientId = env.SSO_CLIENT_ID?.trim();
  if (!issuer && !clientId) return undefined;
  if (!issuer || !clientId)
    throw new SettingsError('SSO_ISSUER and SSO_CLIENT_ID are needed together');
  // The configuration screen's rule: https, plain http only for a provider on this machine.
  if (!isIssuerAddress(issuer))
    throw new SettingsError(
      `SSO_ISSUER must be an https address (http only on localhost), got "${issuer}"`,
    );
  return { issuer, clientId, clientSecret: env.SSO_CLIENT_SECRET || undefined };
}
