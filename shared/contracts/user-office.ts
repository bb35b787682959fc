import type { ListAnswer } from '../model/list';
import { idParamSchema } from '../model/storable';
import { userListQuery, type UserRecord, type UserRow, type UserSaved } from '../model/user';
import { userInputSchema, userLockSchema } from '../rules/user';
import { endpoint } from './endpoint';

/**
 * The office's users (spec 001 §2.2 user dialog, §3, §5, §6; `/user`, ADMIN and SYS_ADMIN).
 * The role list, the login check and the customer profile are `user.ts`: this module's
 * schemas stay out of the bundles that only call those.
 */

/** `GET /api/user/`: one page of the users (the list contract), with the total. */
export const listUsers = endpoint<ListAnswer<UserRow>>()({
  method: 'GET',
  path: '/api/user',
  trailingSlash: true,
  can: 'user.manage',
  query: userListQuery,
});

/** `GET /api/user/{id}`: login, locked, roles and the person; 404 if unknown. */
export const getUser = endpoint<UserRecord>()({
  method: 'GET',
  path: '/api/user/:id{[0-9]+}',
  can: 'user.manage',
  params: idParamSchema,
});

/**
 * `PUT /api/user` (multipart like the person save, spec 001 §7: the user as JSON in `person`, the
 * person's picture in `imageFile`, PNG, JPEG, WebP or GIF under 2 MB): creates (no `id`) or
 * updates a user with their person in ONE transaction. The person's e-mail may be another
 * person's (the dialog asks first, spec 001 §8). 400 with field issues: `login`
 * `users.message.loginValidation` (not an e-mail, or taken), `roles` `users.message.roles` (none), the person form's rules on `person.*`, `imageFile`
 * `person.imageTooLarge` / `person.imageType`; 403
 * `users.message.sysAdminOnly` when a caller without `user.grantAdmin` would change ADMIN or
 * SYS_ADMIN; 409 `users.message.lastSysAdmin` when no unlocked SYS_ADMIN would be left, 409
 * `users.message.personHasUser` for an existing person with a user already, 409
 * `error.staleVersion` for a stale user or person version.
 */
export const saveUser = endpoint<UserSaved>()({
  method: 'PUT',
  path: '/api/user',
  can: 'user.manage',
  form: { field: 'person', schema: userInputSchema },
});

/**
 * `PUT /api/user/{id}/lock`: locks or unlocks a user. A lock ends every session of the user at
 * once (their next request answers 401). 409 `users.message.lastSysAdmin` for the last unlocked
 * SYS_ADMIN; 403 `users.message.sysAdminOnly` when a caller without `user.grantAdmin` locks a
 * SYS_ADMIN.
 */
export const lockUser = endpoint<UserSaved>()({
  method: 'PUT',
  path: '/api/user/:id{[0-9]+}/lock',
  can: 'user.manage',
  params: idParamSchema,
  body: userLockSchema,
});
