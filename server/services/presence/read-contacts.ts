import { inArray, sql } from 'drizzle-orm';
import type { PresenceContact } from '../../../shared/model/presence';
import type { Reader } from '../../db/database';
import { contacts, customers, participantPersons, participants, persons } from '../../db/schema';

const PHONE_ORDER = ['MOBILE', 'PHONE', 'MOBILE_BUSINESS', 'PHONE_BUSINESS'] as const;

/**
 * The people to call about each child and who picks them up (spec 001 §3 presence row
 * `contactSet`, §2.3 PDF): the customer, the spouse and the linked pick-up persons, with one
 * phone number each (mobile first). Two queries for the whole register.
 */
export async function readRegisterContacts(
  db: Reader,
  participantIds: readonly number[],
): Promise<Map<number, PresenceContact[]>> {
  if (participantIds.length === 0) return new Map();
  const ids = [...participantIds];
  const links = await db
    .select({
      participantId: participants.id,
      customerPersonId: customers.personId,
      spousePersonId: customers.spousePersonId,
      linked: sql<number[]>`coalesce((select json_agg(pp.person_id order by pp.id)
        from ${participantPersons} pp where pp.participant_id = ${participants.id}), '[]')`,
    })
    .from(participants)
    .leftJoin(customers, sql`${customers.id} = ${participants.customerId}`)
    .where(inArray(participants.id, ids));
  const personIds = new Set<number>();
  for (const link of links) {
    if (link.customerPersonId) personIds.add(link.customerPersonId);
    if (link.spousePersonId) personIds.add(link.spousePersonId);
    for (const id of link.linked) personIds.add(id);
  }
  if (personIds.size === 0) return new Map();
  const people = await db
    .select({
      id: persons.id,
      name: sql<string>`${persons.givenName} || ' ' || ${persons.familyName}`,
      phones: sql<{ type: string; value: string }[]>`coalesce((
        select json_agg(json_build_object('type', c.contact_type, 'value', c.value) order by c.id)
        from ${contacts} c where c.person_id = ${persons.id}
          and c.contact_type in ('MOBILE', 'PHONE', 'MOBILE_BUSINESS', 'PHONE_BUSINESS')), '[]')`,
    })
    .from(persons)
    .where(inArray(persons.id, [...personIds]));
  const byId = new Map(people.map((person) => [person.id, person]));
  const contactOf = (personId: number, type: PresenceContact['type']): PresenceContact | null => {
    const person = byId.get(personId);
    if (!person) return null;
    const phone = PHONE_ORDER.map((kind) => person.phones.find((p) => p.type === kind)).find(
      Boolean,
    );
    return { name: person.name, type, phone: phone?.value ?? null };
  };
  const answer = new Map<number, PresenceContact[]>();
  for (const link of links) {
    const seen = new Set<number>();
    const list: PresenceContact[] = [];
    const add = (personId: number | null, type: PresenceContact['type']) => {
      if (personId === null || seen.has(personId)) return;
      seen.add(personId);
      const contact = contactOf(personId, type);
      if (contact) list.push(contact);
    };
    add(link.customerPersonId, 'CUSTOMER');
    add(link.spousePersonId, 'SPOUSE');
    for (const id of link.linked) add(id, 'PICK_UP');
    answer.set(link.participantId, list);
  }
  return answer;
}
