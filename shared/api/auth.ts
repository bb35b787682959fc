import * as auth from '../contracts/auth';
import { listRoles } from '../contracts/user';
import type { ChangePasswordInput, SignInInput, SignInResult } from '../model/auth';
import type { Role } from '../model/enums';
import { isApiError } from './api-error';
import { call } from './call';
import type { ApiClient } from './client';

/** Signs in ({@link auth.signIn}): the user, the bearer token and when it expires. */
export function signIn(client: ApiClient, input: SignInInput): Promise<SignInResult> {
  return call(client, auth.signIn, { body: input }, { anonymous: true });
}

/**
 * Ends the session of `token` on the server ({@link auth.logout}), so the token stops working
 * even where a copy of it survives (a partner page's storage). Always 204.
 */
export async function logoutOnServer(client: ApiClient, token: string): Promise<void> {
  await call(client, auth.logout, {}, { token });
}

/**
 * True when the server no longer knows the session ({@link auth.isLoggedOut} answers 404; spec
 * 000 §4 says that forces logout), false while the token is valid.
 */
export async function isLoggedOut(client: ApiClient): Promise<boolean> {
  try {
    await call(client, auth.isLoggedOut, {});
    return false;
  } catch (error) {
    if (isApiError(error, 404)) return true;
    throw error;
  }
}

/** Changes the password ({@link auth.changePassword}); the caller logs out afterwards. */
export async function changePassword(client: ApiClient, input: ChangePasswordInput): Promise<void> {
  await call(client, auth.changePassword, { body: input });
}

/** Every role that exists ({@link listRoles}), for role pickers; not the user's own. */
export function getRoles(client: ApiClient): Promise<Role[]> {
  return call(client, listRoles, {});
}
