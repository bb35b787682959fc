import { boolean, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps, version } from './columns';
import { persons } from './people';

/** A paying parent: the person, an optional spouse, SEPA bank data and the membership. */
export const customers = pgTable(
  'customers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    personId: integer('person_id')
      .notNull()
      .unique()
      .references(() => persons.id, { onDelete: 'restrict' }),
    spousePersonId: integer('spouse_person_id').references(() => persons.id, {
      onDelete: 'set null',
    }),
    /** Assigned by the parents' association; read-only in the portal. */
    membershipId: text('membership_id').unique(),
    hasMembership: boolean('has_membership').notNull().default(false),
    bankName: text('bank_name'),
    iban: text('iban'),
    bic: text('bic'),
    /** SEPA mandate reference and signature date, set when the customer agrees to direct debit. */
    mandateId: text('mandate_id').unique(),
    mandateDate: date('mandate_date', { mode: 'string' }),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    index('customers_spouse_idx').on(t.spousePersonId),
    // The customer list's search (`ILIKE '%…%'`, pg_trgm): see persons_name_trgm_idx.
    index('customers_membership_id_trgm_idx').using('gin', t.membershipId.op('gin_trgm_ops')),
  ],
);
