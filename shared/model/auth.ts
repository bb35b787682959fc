import * as v from 'valibot';
import type { Language, Role } from './enums';
import { MAX_TEXT } from './limits';
import { storableCharacters } from './storable';

/** The authenticated user of spec 000 §3. */
export interface AuthenticatedUser {
  personId: number;
  login: string;
  givenName: string | null;
  familyName: string | null;
  roles: Role[];
}

/** Answer of `POST /api/auth/signin`. */
export interface SignInResult {
  user: AuthenticatedUser;
  token: string;
  /** ISO timestamp after which the token is refused. */
  expiresAt: string;
  /**
   * The languages on file for the user's person (the family's language setting): the portal
   * follows them after sign-in (`familyLocale`). Absent from older servers' answers.
   */
  languages?: Language[];
}

const login = v.pipe(
  v.string('auth.loginRequired'),
  storableCharacters(),
  v.trim(),
  v.nonEmpty('auth.loginRequired'),
  v.maxLength(MAX_TEXT, '!.rules.max-characters'),
);

const password = v.pipe(
  v.string('auth.passwordRequired'),
  storableCharacters(),
  v.nonEmpty('auth.passwordRequired'),
  v.maxLength(MAX_TEXT, '!.rules.max-characters'),
);

/**
 * Which session to open: the portal's full one, or a widget's, which a partner page's scripts
 * could read and which therefore carries less (server/services/auth/README.md).
 */
export const SESSION_KINDS = ['portal', 'widget'] as const;
export type SessionKindName = (typeof SESSION_KINDS)[number];

export const SignInSchema = v.object({
  login,
  password,
  session: v.optional(v.picklist(SESSION_KINDS, 'error.invalidInput')),
});
export type SignInInput = v.InferOutput<typeof SignInSchema>;

/** A new password: 8 to 255 characters. */
export const MIN_PASSWORD = 8;
/** The rule for a password someone chooses (change, sign-up, reset). */
export const newPasswordSchema = v.pipe(
  v.string('auth.passwordRequired'),
  storableCharacters(),
  v.nonEmpty('auth.passwordRequired'),
  v.minLength(MIN_PASSWORD, 'auth.passwordTooShort'),
  v.maxLength(MAX_TEXT, '!.rules.max-characters'),
);

export const ChangePasswordSchema = v.object({
  oldPassword: password,
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = v.InferOutput<typeof ChangePasswordSchema>;

/** Whether the school's identity provider is configured (`GET /api/auth/sso`). */
export interface SsoOptions {
  enabled: boolean;
}

/** `POST /api/auth/sso-start`: where to send the browser, and the state it must bring back. */
export interface SsoStart {
  url: string;
  state: string;
}

/** What the provider sent back to /login, for `POST /api/auth/sso-login`. */
export const SsoLoginSchema = v.object({
  code: v.pipe(v.string(), v.minLength(1), v.maxLength(2048)),
  state: v.pipe(v.string(), v.minLength(1), v.maxLength(512)),
  /** The provider's `iss` (RFC 9207), when it sends one. */
  iss: v.optional(v.pipe(v.string(), v.maxLength(2048))),
});
