import { SsoLoginSchema, type SsoOptions, type SsoStart } from '../model/auth';
import { endpoint } from './endpoint';

// Apart from auth.ts: only the portal's /login signs in this way, so the widgets' sign-in does
// not carry these calls or the messages of their answers.

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
