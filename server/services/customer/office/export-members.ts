import { asc, eq, sql } from 'drizzle-orm';
import type { Reader } from '../../../db/database';
import { customers, persons } from '../../../db/schema';

const HEADER = [
  'Membership ID',
  'Family name',
  'Given name',
  'E-mail',
  'Street',
  'ZIP',
  'City',
  'Country',
  'Spouse',
];

/** One CSV field: always quoted, inner quotes doubled (names may hold ';' or '"'). */
const field = (value: string | null) => `"${(value ?? '').replace(/"/g, '""')}"`;

/** Each customer's first address, one column at a time. */
const firstAddress = (column: string) =>
  sql<string | null>`(select ${sql.raw(`address.${column}`)} from addresses address
    where address.person_id = ${persons.id} order by address.id limit 1)`;

/**
 * The members (customers with a membership) as CSV for spreadsheet programs: UTF-8 with a byte
 * order mark (without it Excel reads umlauts as Latin-1), `;` between fields (the German
 * default), CRLF line ends, by family then given name.
 */
export async function exportMembersCsv(db: Reader): Promise<string> {
  const rows = await db
    .select({
      membershipId: customers.membershipId,
      familyName: persons.familyName,
      givenName: persons.givenName,
      email: persons.email,
      street: firstAddress('street'),
      zip: firstAddress('zip'),
      city: firstAddress('city'),
      country: firstAddress('country'),
      spouse: sql<string | null>`(select spouse.given_name || ' ' || spouse.family_name
        from persons spouse where spouse.id = ${customers.spousePersonId})`,
    })
    .from(customers)
    .innerJoin(persons, eq(persons.id, customers.personId))
    .where(eq(customers.hasMembership, true))
    .orderBy(asc(persons.familyName), asc(persons.givenName), asc(customers.id));
  const lines = [
    HEADER.map(field).join(';'),
    ...rows.map((row) =>
      [
        row.membershipId,
        row.familyName,
        row.givenName,
        row.email,
        row.street,
        row.zip,
        row.city,
        row.country,
        row.spouse,
      ]
        .map(field)
        .join(';'),
    ),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
