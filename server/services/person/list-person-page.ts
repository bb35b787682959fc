import { sql } from 'drizzle-orm';
import type { ListAnswer } from '../../../shared/model/list';
import type { PersonListQuery, PersonRow } from '../../../shared/model/person-office';
import type { Database } from '../../db/database';
import { listPage } from '../../db/list-query';
import { persons } from '../../db/schema';
import { inFamily, type FamilyScope } from './family-scope';

/**
 * `GET /api/person/list`: one page of the persons, searched in the names and the e-mail, with
 * the total; only the family's persons when `family` is given (a caller who may not read anyone).
 */
export function listPersonPage(
  db: Database,
  query: PersonListQuery,
  family: FamilyScope | null,
): Promise<ListAnswer<PersonRow>> {
  const select = db
    .select({
      id: persons.id,
      givenName: persons.givenName,
      familyName: persons.familyName,
      email: persons.email,
      birthday: persons.birthday,
    })
    .from(persons)
    .$dynamic();
  return listPage(db, select, query, {
    orderColumns: {
      familyName: persons.familyName,
      givenName: persons.givenName,
      email: persons.email,
      birthday: persons.birthday,
    },
    id: persons.id,
    where: family ? inFamily(family) : undefined,
    searchColumns: [
      persons.givenName,
      persons.familyName,
      persons.email,
      sql`${persons.givenName} || ' ' || ${persons.familyName}`,
    ],
    withTotal: true,
  });
}
