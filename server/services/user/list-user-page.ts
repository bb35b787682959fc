import { and, eq, exists, sql } from 'drizzle-orm';
import { ROLES, type Role } from '../../../shared/model/enums';
import type { ListAnswer } from '../../../shared/model/list';
import type { UserListQuery, UserRow } from '../../../shared/model/user';
import type { Database } from '../../db/database';
import { listPage } from '../../db/list-query';
import { persons, userRoles, users } from '../../db/schema';

/** The user's roles as a JSON array (both drivers parse it alike). */
const rolesOfRow = sql<Role[]>`coalesce((select json_agg(r.role::text) from user_roles r
    where r.user_id = ${users.id}), '[]'::json)`;

const byRoleOrder = (a: Role, b: Role) => ROLES.indexOf(a) - ROLES.indexOf(b);

/**
 * `GET /api/user/`: one page of the users (the list contract), searched in the login and the
 * names, filtered by a role and by locked, with the total.
 */
export async function listUserPage(
  db: Database,
  query: UserListQuery,
): Promise<ListAnswer<UserRow>> {
  const select = db
    .select({
      id: users.id,
      login: users.login,
      givenName: persons.givenName,
      familyName: persons.familyName,
      locked: users.locked,
      roles: rolesOfRow,
    })
    .from(users)
    .innerJoin(persons, eq(persons.id, users.personId))
    .$dynamic();
  const hasRole = (role: Role) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(userRoles)
        .where(and(eq(userRoles.userId, users.id), eq(userRoles.role, role))),
    );
  const page = await listPage(db, select, query, {
    orderColumns: {
      login: users.login,
      familyName: persons.familyName,
      givenName: persons.givenName,
    },
    id: users.id,
    where: and(
      query.role === undefined ? undefined : hasRole(query.role),
      query.locked === undefined ? undefined : eq(users.locked, query.locked === 'yes'),
    ),
    searchColumns: [
      users.login,
      persons.givenName,
      persons.familyName,
      sql`${persons.givenName} || ' ' || ${persons.familyName}`,
    ],
    withTotal: true,
  });
  return {
    ...page,
    items: page.items.map((row) => ({ ...row, roles: [...row.roles].sort(byRoleOrder) })),
  };
}
