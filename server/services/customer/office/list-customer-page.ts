import { asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { alias, union } from 'drizzle-orm/pg-core';
import type { CustomerListQuery, CustomerRow } from '../../../../shared/model/customer-office';
import { offsetOf, type ListAnswer } from '../../../../shared/model/list';
import type { Database } from '../../../db/database';
import { containsPattern } from '../../../db/list-query';
import { inPageOrder, pageOrder, pageWindow } from '../../../db/page-window';
import { customers, participants, persons } from '../../../db/schema';

const child = alias(persons, 'child');
const childName = sql<string>`${child.givenName} || ' ' || ${child.familyName}`;
/** 'Given Family' holds whatever either name holds: one ILIKE for both names. */
const personName = sql<string>`${persons.givenName} || ' ' || ${persons.familyName}`;

const orderColumns = {
  familyName: persons.familyName,
  givenName: persons.givenName,
  email: persons.email,
  membershipId: customers.membershipId,
} as const;

/**
 * The ids of the customers whose names, e-mail or membership id contain `search`, or one of whose
 * children's 'Given Family' does: three lookups, each by its trigram index (migration
 * office_list_indexes), in one UNION. Written as one OR over the join, every customer's and
 * child's names were read (40 ms of CPU per search on PGlite, large seed).
 */
function matchingCustomers(db: Database, search: string) {
  const pattern = containsPattern(search);
  return union(
    db
      .select({ id: customers.id })
      .from(persons)
      .innerJoin(customers, eq(customers.personId, persons.id))
      .where(or(ilike(personName, pattern), ilike(persons.email, pattern))),
    db.select({ id: customers.id }).from(customers).where(ilike(customers.membershipId, pattern)),
    db
      // A child's customer (null for none, which matches no customer id).
      .select({ id: sql<number>`${participants.customerId}` })
      .from(child)
      .innerJoin(participants, eq(participants.personId, child.id))
      .where(ilike(childName, pattern)),
  );
}

/** The children of `customerIds` as 'Given Family', sorted by given then family name. */
async function childrenOf(db: Database, customerIds: number[]): Promise<Map<number, string[]>> {
  const children = new Map<number, string[]>(customerIds.map((id) => [id, []]));
  if (customerIds.length === 0) return children;
  const rows = await db
    .select({ customerId: participants.customerId, name: childName })
    .from(participants)
    .innerJoin(child, eq(child.id, participants.personId))
    .where(inArray(participants.customerId, customerIds))
    .orderBy(asc(child.givenName), asc(child.familyName));
  for (const row of rows) children.get(row.customerId!)?.push(row.name);
  return children;
}

const rowFields = {
  id: customers.id,
  givenName: persons.givenName,
  familyName: persons.familyName,
  email: persons.email,
  hasMembership: customers.hasMembership,
  membershipId: customers.membershipId,
};

/**
 * A search's page, counted in the same pass (`count(*) over ()`: a search matches few
 * customers); a page past the end has no row to carry the count, so it is counted alone.
 */
async function searchedPage(db: Database, query: CustomerListQuery, search: string) {
  const matching = inArray(customers.id, matchingCustomers(db, search));
  const rows = await db
    .select({ ...rowFields, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(customers)
    .innerJoin(persons, eq(persons.id, customers.personId))
    .where(matching)
    .orderBy(
      ...pageOrder(orderColumns[query.orderBy], customers.id, query.asc, { reversed: false }),
    )
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const total =
    rows[0]?.total ??
    (await db.select({ total: count() }).from(customers).where(matching))[0]?.total ??
    0;
  return { rows: rows.map(({ total: _, ...row }) => row), total };
}

/**
 * A page of all customers: the total first (every customer has its person, so the customers
 * alone are counted), then only the page's rows, read from the nearer end of the order.
 */
async function unsearchedPage(db: Database, query: CustomerListQuery) {
  const total = (await db.select({ total: count() }).from(customers))[0]?.total ?? 0;
  const window = pageWindow(query, total);
  if (!window) return { rows: [], total };
  const rows = await db
    .select(rowFields)
    .from(customers)
    .innerJoin(persons, eq(persons.id, customers.personId))
    .orderBy(...pageOrder(orderColumns[query.orderBy], customers.id, query.asc, window))
    .limit(window.limit)
    .offset(window.offset);
  return { rows: inPageOrder(rows, window), total };
}

/**
 * `GET /api/customer/`: one page of the customers (the list contract), searched in the names,
 * the e-mail, the membership id and the children's names, with the total. The children are read
 * for the page's customers only, after the page: ordering and skipping pages never touch them.
 */
export async function listCustomerPage(
  db: Database,
  query: CustomerListQuery,
): Promise<ListAnswer<CustomerRow>> {
  const { rows, total } = query.search
    ? await searchedPage(db, query, query.search)
    : await unsearchedPage(db, query);
  const children = await childrenOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => ({ ...row, children: children.get(row.id) ?? [] })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
