import type { AuthenticatedUser, SessionKindName, SignInResult } from '../model/auth';
import { cookieSessionStore } from './cookie-session-store';
import { resetPrivateState } from './private-state';
import { computed, signal } from './signals';

export { cookieSessionStore, SESSION_COOKIE, USER_STORAGE_KEY } from './cookie-session-store';

/** A signed-in session: the user and the bearer token. */
export interface Session {
  user: AuthenticatedUser;
  token: string;
}

/** The current session; null when signed out. */
export const session = signal<Session | null>(null);
/** The signed-in user, or null. */
export const currentUser = computed(() => session.value?.user ?? null);
/** Signed in means a stored token and a stored user exist (spec 000 §4). */
export const isSignedIn = computed(() => session.value !== null);

/**
 * Where a session's token and user outlive the page. The portal keeps the spec's cookie `jwt`
 * and the user in localStorage ({@link cookieSessionStore}); a widget on a partner's page keeps
 * both under one namespaced key of that page's storage instead (DESIGN §5), so it needs no
 * third-party cookie and writes no cookie into the partner's site.
 */
export interface SessionStore {
  /**
   * Which session a sign-in into this store asks the server for: the portal's full one, or a
   * widget's reduced one (its token sits in a partner page's storage). Portal when omitted.
   */
  readonly kind?: SessionKindName;
  /** The stored token; null when none is stored or it has expired. */
  readToken(): string | null;
  /** The stored user, or null. */
  readUser(): AuthenticatedUser | null;
  /** Keeps a successful sign-in until its token expires (`now` in ms, for tests). */
  save(result: SignInResult, now: number): void;
  /** Removes whatever is stored. */
  clear(): void;
}

let store: SessionStore = cookieSessionStore;

/** Makes `next` the place the session is kept; call before {@link restoreSession}. */
export function setSessionStore(next: SessionStore): void {
  store = next;
}

/** The kind of session a sign-in asks for here (see {@link SessionStore.kind}). */
export function sessionKind(): SessionKindName {
  return store.kind ?? 'portal';
}

/**
 * Takes the session over from the store at start. A half session (the token expired, or the
 * user was removed) counts as signed out and its remains are cleared.
 */
export function restoreSession(): void {
  const token = store.readToken();
  const user = store.readUser();
  if (token && user) {
    session.value = { token, user };
    return;
  }
  if (token || user) store.clear();
  session.value = null;
}

/** Stores a successful sign-in: the token is kept until it expires. */
export function startSession(result: SignInResult, now: number = Date.now()): void {
  store.save(result, now);
  session.value = { token: result.token, user: result.user };
}

/**
 * The bearer token for the next request. Read from the store, so a token that expired (the
 * browser dropped the cookie) or a logout in another tab is noticed at once.
 */
export function getSessionToken(): string | null {
  return session.value ? store.readToken() : null;
}

/** Ends the session: clears the store and every piece of non-public state. */
export function logout(): void {
  store.clear();
  session.value = null;
  resetPrivateState();
}

/** The name to greet a user by: given plus family name, or the login when no name exists. */
export function displayName(user: AuthenticatedUser): string {
  const name = [user.givenName, user.familyName].filter(Boolean).join(' ').trim();
  return name || user.login;
}
