import type { SessionStore } from '../../../shared/state/session';

/**
 * `shared/state/cookie-session-store.ts` for the widget build (vite.widgets.config.ts swaps it
 * in): a widget keeps its session under one key of the page's storage (widget-session.ts) and sets
 * that store before it restores a session, so the portal's cookie store is never used there.
 * Until then nothing is stored.
 */
export const SESSION_COOKIE = 'jwt';
export const USER_STORAGE_KEY = 'kitebook.user';

export const cookieSessionStore: SessionStore = {
  readToken: () => null,
  readUser: () => null,
  save: () => {},
  clear: () => {},
};
