import type { InputOf } from '../contracts/endpoint';
import * as person from '../contracts/person';
import { userExists } from '../contracts/user';
import { getUser, listUsers, lockUser, saveUser } from '../contracts/user-office';
import type { PersonWithRoles, UserExists } from '../model/customer';
import type { ListAnswer } from '../model/list';
import type { UserListQuery, UserRecord, UserRow, UserSaved } from '../model/user';
import { call, type CallOptions } from './call';
import type { ApiClient } from './client';
import { toQueryText } from './list-query-text';

/** One page of the user list ({@link listUsers}). */
export const fetchUserPage = (
  client: ApiClient,
  query: UserListQuery,
  options?: CallOptions,
): Promise<ListAnswer<UserRow>> =>
  call(client, listUsers, { query: toQueryText<InputOf<typeof listUsers.query>>(query) }, options);

/** One user as the office dialog edits it ({@link getUser}). */
export const fetchUser = (
  client: ApiClient,
  id: number,
  options?: CallOptions,
): Promise<UserRecord> => call(client, getUser, { params: { id } }, options);

/** Creates or updates a user with their person ({@link saveUser}); 409 on a stale version. */
export function storeUser(
  client: ApiClient,
  record: InputOf<typeof saveUser.form.schema>,
  imageFile?: Blob,
  options?: CallOptions,
): Promise<UserSaved> {
  const form = new FormData();
  form.set('person', JSON.stringify(record));
  if (imageFile) form.set('imageFile', imageFile);
  return call(client, saveUser, { body: form }, options);
}

/** Locks or unlocks a user ({@link lockUser}); a lock ends the user's sessions. */
export const setUserLocked = (
  client: ApiClient,
  id: number,
  locked: boolean,
  options?: CallOptions,
): Promise<UserSaved> => call(client, lockUser, { params: { id }, body: { locked } }, options);

/** Whether the login is taken ({@link userExists}), cancellable. */
export const fetchLoginTaken = (
  client: ApiClient,
  login: string,
  options?: CallOptions,
): Promise<UserExists> => call(client, userExists, { query: { login } }, options);

/** The person with that e-mail and their roles if a user; 404 if none, cancellable. */
export const fetchPersonByEmail = (
  client: ApiClient,
  email: string,
  options?: CallOptions,
): Promise<PersonWithRoles> =>
  call(client, person.findPersonByEmail, { query: { email, includeRoles: 'true' } }, options);
