import {
  ChangePasswordSchema,
  SignInSchema,
  SsoLoginSchema,
  type SignInResult,
  type SsoOptions,
  type SsoStart,
} from '../model/auth';
import {
  CheckSignupSchema,
  ForgotPasswordSchema,
  ResetPasswordSchema,
  SignupSchema,
  type CheckSignupResult,
  type SignupResult,
} from '../model/register';
import { endpoint } from './endpoint';

// The session's own calls live apart, so the portal's start (the session check) does not load
// the sign-in and sign-up schemas with them.
export { isLoggedOut, logout } from './session';

/** `POST /api/auth/signin`: the user, the bearer token and when it expires (spec 000 §7). */
export const signIn = endpoint<SignInResult>()({
  method: 'POST',
  path: '/api/auth/signin',
  can: 'auth.signIn',
  body: SignInSchema,
});

/** `POST /api/auth/change-password` (204); the caller logs out afterwards (spec 000 §4). */
export const changePassword = endpoint<void>()({
  method: 'POST',
  path: '/api/auth/change-password',
  can: 'auth.changePassword',
  body: ChangePasswordSchema,
});

/** `POST /api/auth/check-signup-possible`: whether an account may be created for the e-mail. */
export const checkSignupPossible = endpoint<CheckSignupResult>()({
  method: 'POST',
  path: '/api/auth/check-signup-possible',
  can: 'auth.signUp',
  body: CheckSignupSchema,
});

/** `POST /api/auth/signup` (201): creates the account and sends the confirmation e-mail. */
export const signUp = endpoint<SignupResult>()({
  method: 'POST',
  path: '/api/auth/signup',
  can: 'auth.signUp',
  body: SignupSchema,
});

/**
 * `POST /api/auth/forgot-password`: sends a reset link if the address has an account. Always
 * 204: the answer must not tell whether an address has an account.
 */
export const forgotPassword = endpoint<void>()({
  method: 'POST',
  path: '/api/auth/forgot-password',
  can: 'auth.resetPassword',
  body: ForgotPasswordSchema,
});

/** `POST /api/auth/reset-password` (204): sets a new password with the reset e-mail's token. */
export const resetPassword = endpoint<void>()({
  method: 'POST',
  path: '/api/auth/reset-password',
  can: 'auth.resetPassword',
  body: ResetPasswordSchema,
});

/**
 * Sign-in with the school's identity provider (issue 21.5; server/services/auth/sso/README.md).
 * `GET /api/auth/sso`: whether it is configured, so /login offers it only then.
 */
export const ssoOptions = endpoint<SsoOptions>()({
  method: 'GET',
  path: '/api/auth/sso',
  can: 'auth.session',
});

/** `POST /api/auth/sso-start`: the provider's address to go to, and the state to expect back. */
export const ssoStart = endpoint<SsoStart>()({
  method: 'POST',
  path: '/api/auth/sso-start',
  can: 'auth.signIn',
});

/**
 * `POST /api/auth/sso-login` (spec 000 §7): the code and state the provider sent back; answers
 * the bearer token as plain text. 401 `auth.sso.failed` for a code or state that does not hold
 * (replayed, expired, for another client), 403 `auth.sso.emailUnverified` or
 * `auth.sso.noAccount` (nobody is created), `auth.accountLocked` for a locked account; 404
 * `auth.sso.notConfigured` while none is configured or it is switched off, 502
 * `auth.sso.unreachable` when the provider cannot be reached (also for `sso-start`).
 */
export const ssoLogin = endpoint<string>()({
  method: 'POST',
  path: '/api/auth/sso-login',
  can: 'auth.signIn',
  body: SsoLoginSchema,
  answerType: 'text',
});

/** `GET /api/auth/current`: the signed-in user behind the token, as a sign-in answers it. */
export const currentSession = endpoint<Omit<SignInResult, 'token'>>()({
  method: 'GET',
  path: '/api/auth/current',
  can: 'auth.changePassword',
});
