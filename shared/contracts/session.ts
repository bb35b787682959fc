import { endpoint } from './endpoint';

/*
 * The session's calls without a request body: the portal's start checks the session with them,
 * so they stay apart from the sign-in and sign-up schemas of `./auth.ts` (which re-exports
 * them), and the first page loads none of those.
 */

/**
 * `POST /api/auth/logout`: ends the caller's session on the server, so the token stops working
 * even where a copy of it survives (a partner page's storage). 204, also without a session.
 */
export const logout = endpoint<void>()({
  method: 'POST',
  path: '/api/auth/logout',
  can: 'auth.session',
  widget: true,
});

/** `GET /api/auth/isLoggedOut`: 404 once the caller's session is gone (spec 000 §8). */
export const isLoggedOut = endpoint<{ loggedOut: false }>()({
  method: 'GET',
  path: '/api/auth/isLoggedOut',
  can: 'auth.session',
  widget: true,
});
