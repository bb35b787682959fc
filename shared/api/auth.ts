import * as auth from '../contracts/auth';
import { listRoles } from '../contracts/user';
import type { ChangePasswordInput, SignInInput, SignInResult } from '../model/auth';
import type { Role } from '../model/enums';
import { call } from './call';
import type { ApiClient } from './client';

export { isLoggedOut, logoutOnServer } from './session';

/** Signs in ({@link auth.signIn}): the user, the bearer token and when it expires. */
export function signIn(client: ApiClient, input: SignInInput): Promise<SignInResult> {
  return call(client, auth.signIn, { body: input }, { anonymous: true });
}

/** Changes the password ({@link auth.changePassword}); the caller logs out afterwards. */
export async function changePassword(client: ApiClient, input: ChangePasswordInput): Promise<void> {
  await call(client, auth.changePassword, { body: input });
}

/** Every role that exists ({@link listRoles}), for role pickers; not the user's own. */
export function getRoles(client: ApiClient): Promise<Role[]> {
  return call(client, listRoles, {});
}
