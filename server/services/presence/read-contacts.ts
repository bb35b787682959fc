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
  // Each person by its primary key, each phone by contacts_person_idx: joined instead, the
  // planner hashed all of persons and customers (22,000 and 5,700 rows on the large seed) for a
  // register of 60 children, 4 ms of the register's 20 on PGlite.
  const personId = sql<number>`l.person_id`;
  const rows = await db
    .select({
      participantId: sql<number>`l.participant_id`,
      kind: sql<number>`l.kind`,
      name: sql<string>`(select p.given_name || ' ' || p.family_name from ${persons} p
        where p.id = ${personId})`,
      personId,
      phone: sql<string | null>`(select c.value from ${contacts} c
        where c.person_id = ${personId} and c.contact_type = any(${PHONE_ORDER})
        order by array_position(${PHONE_ORDER}, c.contact_type), c.id limit 1)`,
    })
    .from(
      // The customer and the spouse from one look at the customer (offset 0 keeps it a lookup).
      sql`(select pa.id as participant_id, k.kind, 0 as linked, k.person_id
             from ${participants} pa
             cross join lateral (select cu.person_id, cu.spouse_person_id from ${customers} cu
               where cu.id = pa.customer_id offset 0) cu
             cross join lateral (values (0, cu.person_id), (1, cu.spouse_person_id))
               k(kind, person_id)
             where pa.id in ${ids} and k.person_id is not null
           union all
           select pp.participant_id, 2, pp.id, pp.person_id
             from ${participantPersons} pp where pp.participant_id in ${ids}) l`,
    )
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
