import { eq, sql } from 'drizzle-orm';
import type { CustomerListQuery, CustomerRow } from '../../../../shared/model/customer-office';
import type { ListAnswer } from '../../../../shared/model/list';
import type { Database } from '../../../db/database';
import { listPage } from '../../../db/list-query';
import { customers, persons } from '../../../db/schema';

/** The row's children as 'Given Family', sorted (JSON: both drivers parse it alike). */
const childrenOfRow = sql<string[]>`coalesce((select json_agg(child.given_name || ' ' ||
    child.family_name order by child.given_name, child.family_name) from participants kid
    join persons child on child.id = kid.person_id where kid.customer_id = ${customers.id}),
    '[]'::json)`;

/** The children's names as one text, so the search finds a customer by a child's name. */
const childNamesOfRow = sql`(select string_agg(child.given_name || ' ' || child.family_name, ' ')
    from participants kid join persons child on child.id = kid.person_id
    where kid.customer_id = ${customers.id})`;

/**
 * `GET /api/customer/`: one page of the customers (the list contract), searched in the names,
 * the e-mail, the membership id and the children's names, with the total.
 */
export function listCustomerPage(
  db: Database,
  query: CustomerListQuery,
): Promise<ListAnswer<CustomerRow>> {
  const select = db
    .select({
      id: customers.id,
      givenName: persons.givenName,
      familyName: persons.familyName,
      email: persons.email,
      hasMembership: customers.hasMembership,
      membershipId: customers.membershipId,
      children: childrenOfRow,
    })
    .from(customers)
    .innerJoin(persons, eq(persons.id, customers.personId))
    .$dynamic();
  return listPage(db, select, query, {
    orderColumns: {
      familyName: persons.familyName,
      givenName: persons.givenName,
      email: persons.email,
      membershipId: customers.membershipId,
    },
    id: customers.id,
    searchColumns: [
      persons.givenName,
      persons.familyName,
      persons.email,
      sql`${persons.givenName} || ' ' || ${persons.familyName}`,
      customers.membershipId,
      childNamesOfRow,
    ],
    withTotal: true,
  });
}
