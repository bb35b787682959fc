import { sql } from 'drizzle-orm';
import type { PresenceContact } from '../../../shared/model/presence';
import type { Reader } from '../../db/database';
import { contacts, customers, participantPersons, participants, persons } from '../../db/schema';

/** The phone a contact shows: the first kind of these the person has (mobile first). */
const PHONE_ORDER = sql.raw(
  `array['MOBILE', 'PHONE', 'MOBILE_BUSINESS', 'PHONE_BUSINESS']::contact_type[]`,
);
const KINDS: PresenceContact['type'][] = ['CUSTOMER', 'SPOUSE', 'PICK_UP'];

/**
 * The people to call about each child and who picks them up (spec 001 §3 presence row
 * `contactSet`, §2.2 PDF): the customer, the spouse and the linked pick-up persons (in the
 * order they were linked), each once, with one phone number (mobile first). One query for the
 * whole register: the children's people, then per person its name and phone by index.
 */
export async function readRegisterContacts(
  db: Reader,
  participantIds: readonly number[],
): Promise<Map<number, PresenceContact[]>> {
  const answer = new Map<number, PresenceContact[]>();
  if (participantIds.length === 0) return answer;
  const ids = [...participantIds];
  const family = sql`${participants} pa join ${customers} cu on cu.id = pa.customer_id`;
  const rows = await db
    .select({
      participantId: sql<number>`l.participant_id`,
      kind: sql<number>`l.kind`,
      name: sql<string>`${persons.givenName} || ' ' || ${persons.familyName}`,
      personId: persons.id,
      phone: sql<string | null>`(select c.value from ${contacts} c
        where c.person_id = ${persons.id} and c.contact_type = any(${PHONE_ORDER})
        order by array_position(${PHONE_ORDER}, c.contact_type), c.id limit 1)`,
    })
    .from(
      sql`(select pa.id as participant_id, 0 as kind, 0 as linked, cu.person_id
             from ${family} where pa.id in ${ids}
           union all
           select pa.id, 1, 0, cu.spouse_person_id
             from ${family} where pa.id in ${ids} and cu.spouse_person_id is not null
           union all
           select pp.participant_id, 2, pp.id, pp.person_id
             from ${participantPersons} pp where pp.participant_id in ${ids}) l`,
    )
    .innerJoin(persons, sql`${persons.id} = l.person_id`)
    .orderBy(sql`l.participant_id, l.kind, l.linked`);
  const seen = new Map<number, Set<number>>();
  for (const id of ids) {
    answer.set(id, []);
    seen.set(id, new Set());
  }
  for (const row of rows) {
    const mine = seen.get(row.participantId)!;
    if (mine.has(row.personId)) continue;
    mine.add(row.personId);
    answer
      .get(row.participantId)!
      .push({ name: row.name, type: KINDS[row.kind]!, phone: row.phone });
  }
  return answer;
}
