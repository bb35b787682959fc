import * as session from '../contracts/session';
import { isApiError } from './api-error';
import { call } from './call';
import type { ApiClient } from './client';

// Apart from ./auth.ts (which re-exports these) so the portal's start loads no sign-in schemas.

/**
 * Ends the session of `token` on the server ({@link session.logout}), so the token stops working
 * even where a copy of it survives (a partner page's storage). Always 204.
 */
export async function logoutOnServer(client: ApiClient, token: string): Promise<void> {
  await call(client, session.logout, {}, { token });
}

/**
 * True when the server no longer knows the session ({@link session.isLoggedOut} answers 404; spec
 * 000 §4 says that forces logout), false while the token is valid.
 */
export async function isLoggedOut(client: ApiClient): Promise<boolean> {
  try {
    await call(client, session.isLoggedOut, {});
    return false;
  } catch (error) {
    if (isApiError(error, 404)) return true;
    throw error;
  }
}
