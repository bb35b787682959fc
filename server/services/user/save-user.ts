import { and, eq, ne, sql } from 'drizzle-orm';
import type { RoleHolder } from '../../../shared/access/has-role';
import type { Role } from '../../../shared/model/enums';
import type { UserSaved } from '../../../shared/model/user';
import { USER_KEYS, type UserInput } from '../../../shared/rules/user';
import type { Database, Transaction } from '../../db/database';
import { userRoles, users } from '../../db/schema';
import { conflict, invalidInput, notFound, staleVersion } from '../../errors';
import { recordHistory, type HistoryActor } from '../history/record-history';
import { writePerson, type PersonImage } from '../person/save-person';
import { isUniqueViolation } from '../register/is-unique-violation';
import { checkAdminRoles, keepOneSysAdmin } from './admin-roles';
import { readUserRoles } from './read-user-record';
import { writeServedAreas } from './served-areas';
import { readUserSaved } from './user-saved';
import { USER_PICTURES, userSnapshot } from './user-snapshot';

const loginTaken = () =>
  invalidInput([{ path: 'login', message: USER_KEYS.loginValidation }], USER_KEYS.loginValidation);

/** 400 on `login` when another user has it (logins are stored in lower case). */
async function checkLogin(tx: Transaction, login: string, ownId: number | null) {
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.login, login), ownId === null ? undefined : ne(users.id, ownId)))
    .limit(1);
  if (other) throw loginTaken();
}

/** Makes the user's roles exactly `roles`. */
async function writeRoles(tx: Transaction, userId: number, roles: readonly Role[]) {
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  await tx.insert(userRoles).values(roles.map((role) => ({ userId, role })));
}

/**
 * "Create user and person" (no `person.id`) or "create user for existing person" (spec 001
 * §4.3): that person is updated with the form's values (their version checked) and linked.
 * The person's e-mail may be another person's too: the dialog asked (spec 001 §8 overwrite).
 */
async function createUser(
  tx: Transaction,
  caller: RoleHolder,
  input: UserInput,
  image: PersonImage | undefined,
) {
  checkAdminRoles(caller, [], input.roles);
  await checkLogin(tx, input.login, null);
  const existingPersonId = input.person.id ?? null;
  if (existingPersonId !== null) {
    const [owner] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.personId, existingPersonId));
    if (owner) throw conflict(USER_KEYS.personHasUser);
  }
  const personId = await writePerson(tx, { ...input.person, id: existingPersonId }, image);
  if (input.servedAreas) await writeServedAreas(tx, caller, personId, input.servedAreas);
  const [row] = await tx
    .insert(users)
    .values({ login: input.login, personId })
    .returning({ id: users.id });
  const id = (row as { id: number }).id;
  await writeRoles(tx, id, input.roles);
  return id;
}

/**
 * An update: the person is the user's whatever id was sent. The last-SYS_ADMIN guard runs
 * before any row of `users` is written, so its ordered row locks come first (no deadlock).
 */
async function updateUser(
  tx: Transaction,
  caller: RoleHolder,
  id: number,
  input: UserInput,
  image: PersonImage | undefined,
) {
  const [current] = await tx
    .select({ personId: users.personId, locked: users.locked })
    .from(users)
    .where(eq(users.id, id));
  if (!current) throw notFound();
  checkAdminRoles(caller, await readUserRoles(tx, id), input.roles);
  await keepOneSysAdmin(tx, id, {
    sysAdmin: input.roles.includes('SYS_ADMIN'),
    locked: current.locked,
  });
  await checkLogin(tx, input.login, id);
  const bumped = await tx
    .update(users)
    .set({ login: input.login, version: sql`${users.version} + 1` })
    .where(and(eq(users.id, id), eq(users.version, input.version ?? -1)))
    .returning({ id: users.id });
  if (bumped.length === 0) throw staleVersion();
  await writePerson(tx, { ...input.person, id: current.personId }, image);
  await writeRoles(tx, id, input.roles);
  if (input.servedAreas) await writeServedAreas(tx, caller, current.personId, input.servedAreas);
  return id;
}

/**
 * `PUT /api/user`: creates (no `id`) or updates a user with login, roles and person (and the
 * person's new picture, when sent) in ONE transaction, with its history row written last
 * (`actor` saved it; a refused save leaves none). See the contract for the answers. A login
 * taken by a parallel save between the check and the write trips the unique index: answered as
 * the check would, 400.
 */
export async function saveUser(
  db: Database,
  caller: RoleHolder,
  input: UserInput,
  actor: HistoryActor,
  image?: PersonImage,
): Promise<UserSaved> {
  try {
    const id = await db.transaction(async (tx) => {
      const creating = input.id === undefined || input.id === null;
      const before = creating ? null : await userSnapshot(tx, input.id as number);
      const id = creating
        ? await createUser(tx, caller, input, image)
        : await updateUser(tx, caller, input.id as number, input, image);
      const after = await userSnapshot(tx, id);
      await recordHistory(tx, {
        entity: 'user',
        id,
        before,
        after,
        actor,
        pictures: USER_PICTURES,
      });
      return id;
    });
    return await readUserSaved(db, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw loginTaken();
    throw error;
  }
}
