import { asc, eq, sql } from 'drizzle-orm';
import type { CustomerParticipant, CustomerRecord } from '../../../../shared/model/customer-office';
import type { Reader } from '../../../db/database';
import { customers, participants, persons } from '../../../db/schema';
import { readPersons } from '../../person/read-person';
import { readGrantedDiscountIds } from './granted-discounts';

/**
 * The children of a customer with the class of the school year that `today` lies in (or the
 * latest one that began before it), by given then family name.
 */
async function readParticipants(
  db: Reader,
  customerId: number,
  today: string,
): Promise<CustomerParticipant[]> {
  const clazz = sql<string | null>`(select cls.grade || ' ' || cls.language || ' ' || cls.postfix
      from participant_classes cls join school_years year on year.id = cls.school_year_id
      where cls.participant_id = ${participants.id} and year.start_date <= ${today}
      order by year.start_date desc limit 1)`;
  return db
    .select({
      id: participants.id,
      givenName: persons.givenName,
      familyName: persons.familyName,
      clazz,
    })
    .from(participants)
    .innerJoin(persons, eq(persons.id, participants.personId))
    .where(eq(participants.customerId, customerId))
    .orderBy(asc(persons.givenName), asc(persons.familyName), asc(participants.id));
}

/** `GET /api/customer/{id}`: the customer as the office dialog edits it, or null. */
export async function readCustomerRecord(
  db: Reader,
  id: number,
  today: string,
): Promise<CustomerRecord | null> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  if (!row) return null;
  const personIds = [row.personId, ...(row.spousePersonId === null ? [] : [row.spousePersonId])];
  const [people, children, grantedDiscountIds] = await Promise.all([
    readPersons(db, personIds),
    readParticipants(db, id, today),
    readGrantedDiscountIds(db, id),
  ]);
  const person = people.find((one) => one.id === row.personId);
  if (!person) return null;
  return {
    id: row.id,
    version: row.version,
    person,
    spouse: people.find((one) => one.id === row.spousePersonId) ?? null,
    hasMembership: row.hasMembership,
    membershipId: row.membershipId,
    bankName: row.bankName,
    iban: row.iban,
    bic: row.bic,
    mandateId: row.mandateId,
    mandateDate: row.mandateDate,
    participants: children,
    grantedDiscountIds,
  };
}
