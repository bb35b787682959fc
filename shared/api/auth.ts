import type { ChangePasswordInput, SignInInput, SignInResult } from '../model/auth';
import type { Role } from '../model/enums';
import { isApiError } from './api-error';
import type { ApiClient } from './client';

/** `POST /api/auth/signin`: the user, the bearer token and when it expires. */
export function signIn(client: ApiClient, input: SignInInput): Promise<SignInResult> {
  return client.request<SignInResult>('/api/auth/signin', {
    method: 'POST',
    body: input,
    anonymous: true,
  });
}

/**
 * `POST /api/auth/logout`: ends the session of `token` on the server, so the token stops working
 * even where a copy of it survives (a partner page's storage). Always 204.
 */
export async function logoutOnServer(client: ApiClient, token: string): Promise<void> {
  await client.request<void>('/api/auth/logout', { method: 'POST', token });
}

/**
 * `GET /api/auth/isLoggedOut`: true when the server no longer knows the session (it answers 404;
 * spec 000 §4 says that forces logout), false while the token is valid.
 */
export async function isLoggedOut(client: ApiClient): Promise<boolean> {
  try {
    await client.request<unknown>('/api/auth/isLoggedOut');
    return false;
  } catch (error) {
    if (isApiError(error, 404)) return true;
    throw error;
  }
}

/** `POST /api/auth/change-password`; the caller logs out afterwards (spec 000 §4). */
export async function changePassword(client: ApiClient, input: ChangePasswordInput): Promise<void> {
  await client.request<void>('/api/auth/change-password', { method: 'POST', body: input });
}

/** `GET /api/user/role`: every role that exists (for role pickers), not the user's own. */
export function getRoles(client: ApiClient): Promise<Role[]> {
  return client.request<Role[]>('/api/user/role');
}
