import type { AuthenticatedUser } from '../model/auth';
import { deleteCookie, readCookie, writeCookie } from './cookies';
import type { CookieOptions } from './cookies';
import type { SessionStore } from './session';

/*
 * The portal's session store (session.ts `SessionStore`). Its own module so the widget build can
 * leave it out (vite.widgets.config.ts `noCookies`): a widget sets its own store at mount.
 */

/** The cookie holding the bearer token (spec 000 §4). */
export const SESSION_COOKIE = 'jwt';
/** The localStorage key holding the signed-in user. */
export const USER_STORAGE_KEY = 'kitebook.user';

// SameSite=None requires Secure, and browsers refuse Secure cookies outside a secure context
// (plain http on a LAN address); there the cookie falls back to Lax so sign-in still works.
function cookieOptions(): CookieOptions {
  const secure = typeof window !== 'undefined' && window.isSecureContext;
  return { path: '/', sameSite: secure ? 'None' : 'Lax', secure };
}

function readStoredUser(): AuthenticatedUser | null {
  try {
    const raw = globalThis.localStorage?.getItem(USER_STORAGE_KEY);
    const user: unknown = raw ? JSON.parse(raw) : null;
    return isUser(user) ? user : null;
  } catch {
    return null;
  }
}

function isUser(value: unknown): value is AuthenticatedUser {
  const user = value as Partial<AuthenticatedUser> | null;
  return typeof user?.login === 'string' && Array.isArray(user.roles);
}

function removeStoredUser(): void {
  try {
    globalThis.localStorage?.removeItem(USER_STORAGE_KEY);
  } catch {
    // Storage may be blocked (private mode); then there is nothing stored to remove either.
  }
}

/** The portal's store: token in cookie `jwt`, the user in localStorage (spec 000 §4). */
export const cookieSessionStore: SessionStore = {
  kind: 'portal',
  readToken: () => readCookie(SESSION_COOKIE),
  readUser: readStoredUser,
  save(result, now) {
    const maxAgeSeconds = (Date.parse(result.expiresAt) - now) / 1000;
    writeCookie(SESSION_COOKIE, result.token, { ...cookieOptions(), maxAgeSeconds });
    try {
      globalThis.localStorage?.setItem(USER_STORAGE_KEY, JSON.stringify(result.user));
    } catch {
      // Without storage the session lasts for this page only; the signal still holds it.
    }
  },
  clear() {
    deleteCookie(SESSION_COOKIE, cookieOptions());
    removeStoredUser();
  },
};
