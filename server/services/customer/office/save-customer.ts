import { and, asc, eq, sql } from 'drizzle-orm';
import type { CustomerSaved } from '../../../../shared/model/customer-office';
import type { Gender } from '../../../../shared/model/enums';
import { CUSTOMER_KEYS, type CustomerInput } from '../../../../shared/rules/customer-office';
import { isSpouseFilled, type Spouse } from '../../../../shared/rules/person';
import type { Database, Transaction } from '../../../db/database';
import { customers, persons } from '../../../db/schema';
import { invalidInput, notFound, staleVersion } from '../../../errors';
import { recordHistory, type HistoryActor } from '../../history/record-history';
import { writePerson, type PersonImage } from '../../person/save-person';
import { CUSTOMER_PICTURES, customerSnapshot } from './customer-snapshot';
import { writeGrantedDiscounts } from './granted-discounts';

/** The pictures that came with the save, already checked. */
export interface CustomerImages {
  person?: PersonImage;
  spouse?: PersonImage;
}

/** Refuses an e-mail that belongs to another person: a customer's first, then anyone's. */
async function checkEmail(tx: Transaction, email: string, ownPersonId: number | null) {
  if (email === '') return;
  const [other] = await tx
    .select({ id: persons.id, customerId: customers.id })
    .from(persons)
    .leftJoin(customers, eq(customers.personId, persons.id))
    .where(
      and(
        eq(sql`lower(${persons.email})`, email.trim().toLowerCase()),
        ownPersonId === null ? undefined : sql`${persons.id} <> ${ownPersonId}`,
      ),
    )
    .orderBy(sql`${customers.id} is null`, asc(persons.id))
    .limit(1);
  if (!other) return;
  const message =
    other.customerId === null ? CUSTOMER_KEYS.personExists : CUSTOMER_KEYS.customerExists;
  throw invalidInput([{ path: 'person.email', message }], message);
}

/** Writes the spouse when the panel holds one, answering their id (null: no spouse). */
async function writeSpouse(
  tx: Transaction,
  spouse: Spouse | null | undefined,
  currentId: number | null,
  image: PersonImage | undefined,
): Promise<number | null> {
  if (!spouse || !isSpouseFilled(spouse)) return null;
  return writePerson(
    tx,
    {
      ...spouse,
      gender: spouse.gender as Gender,
      id: currentId,
      version: currentId === null ? null : spouse.version,
    },
    image,
  );
}

async function createCustomer(tx: Transaction, input: CustomerInput, images: CustomerImages) {
  await checkEmail(tx, input.person.email, null);
  const personId = await writePerson(tx, { ...input.person, id: null }, images.person);
  const spousePersonId = await writeSpouse(tx, input.spouse, null, images.spouse);
  const [row] = await tx
    .insert(customers)
    .values({
      personId,
      spousePersonId,
      hasMembership: input.hasMembership,
      bankName: input.bankName || null,
      iban: input.iban || null,
      bic: input.bic || null,
    })
    .returning({ id: customers.id });
  return (row as { id: number }).id;
}

/** An update: person and spouse are the customer's whatever ids were sent; bank data is kept. */
async function updateCustomer(
  tx: Transaction,
  id: number,
  input: CustomerInput,
  images: CustomerImages,
) {
  const [current] = await tx
    .select({ personId: customers.personId, spousePersonId: customers.spousePersonId })
    .from(customers)
    .where(eq(customers.id, id));
  if (!current) throw notFound();
  await checkEmail(tx, input.person.email, current.personId);
  await writePerson(tx, { ...input.person, id: current.personId }, images.person);
  const spousePersonId = await writeSpouse(tx, input.spouse, current.spousePersonId, images.spouse);
  // Checked after the persons on purpose: a stale customer undoes their writes too.
  const bumped = await tx
    .update(customers)
    .set({
      spousePersonId,
      hasMembership: input.hasMembership,
      version: sql`${customers.version} + 1`,
    })
    .where(and(eq(customers.id, id), eq(customers.version, input.version ?? -1)))
    .returning({ id: customers.id });
  if (bumped.length === 0) throw staleVersion();
  return id;
}

/**
 * `PUT /api/customer`: creates (no `id`) or updates a customer in ONE transaction — the
 * person, the spouse (an empty panel unlinks them; the person stays, maybe a guardian) and the
 * customer row, its granted discounts when sent — and its history row (`actor` saved it). The
 * bank fields are taken on create only; the membership id and the mandate never (see the
 * contract).
 */
export async function saveCustomer(
  db: Database,
  input: CustomerInput,
  actor: HistoryActor,
  images: CustomerImages = {},
): Promise<CustomerSaved> {
  const id = await db.transaction(async (tx) => {
    const creating = input.id === undefined || input.id === null;
    const before = creating ? null : await customerSnapshot(tx, input.id as number);
    const id = creating
      ? await createCustomer(tx, input, images)
      : await updateCustomer(tx, input.id as number, input, images);
    if (input.grantedDiscountIds) await writeGrantedDiscounts(tx, id, input.grantedDiscountIds);
    const after = await customerSnapshot(tx, id);
    await recordHistory(tx, {
      entity: 'customer',
      id,
      before,
      after,
      actor,
      pictures: CUSTOMER_PICTURES,
    });
    return id;
  });
  const [saved] = await db
    .select({ id: customers.id, givenName: persons.givenName, familyName: persons.familyName })
    .from(customers)
    .innerJoin(persons, eq(persons.id, customers.personId))
    .where(eq(customers.id, id));
  return saved as CustomerSaved;
}
