import { ChangePasswordSchema, SignInSchema, type SignInResult } from '../model/auth';
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

/** `GET /api/auth/current`: the signed-in user behind the token, as a sign-in answers it. */
export const currentSession = endpoint<Omit<SignInResult, 'token'>>()({
  method: 'GET',
  path: '/api/auth/current',
  can: 'auth.changePassword',
});
