import { newKeySecret } from '../../services/api-key/key-secret';
import type { Database } from '../database';
import {
  apiKeys,
  basketEntries,
  providerBusinessAreas,
  registrations,
  userRoles,
  users,
} from '../schema';
import type { FamilyRecord } from './family-insert';
import { insertAll, insertIds } from './insert';
import { emailPart } from './names';
import { insertPersons } from './persons';
import type { Random } from './random';

const DAY_MS = 86_400_000;

/** Sign-ups: some waiting for a SYS_ADMIN (locked, USER only), some already confirmed. */
export async function seedRegistrations(
  db: Database,
  random: Random,
  now: Date,
  passwordHash: string,
): Promise<number> {
  // prettier-ignore
  const people = [
    ['Lena', 'Hartmann', 'FEMALE'], ['Marek', 'Dvořák', 'MALE'], ['Chiara', 'Fontana', 'FEMALE'], ['Oliver', 'Grant', 'MALE'],
    ['Aylin', 'Demir', 'FEMALE'], ['Pieter', 'Jansen', 'MALE'], ['Elena', 'Vasquez', 'FEMALE'], ['Felix', 'Brenner', 'MALE'],
  ] as const;
  const confirmedFrom = 6;
  const personIds = await insertPersons(
    db,
    people.map(([givenName, familyName, gender]) => ({
      givenName,
      familyName,
      gender,
      email: `${emailPart(givenName)}.${emailPart(familyName)}@example.org`,
      birthday: null,
      address: null,
      contacts: [{ contactType: 'MOBILE', value: `+49157${random.digits(8)}` }],
      languages: ['EN'],
    })),
  );
  const userIds = await insertIds(
    db,
    users,
    people.map(([givenName, familyName], index) => ({
      login: `${emailPart(givenName)}.${emailPart(familyName)}@example.org`,
      passwordHash,
      locked: index < confirmedFrom,
      personId: personIds[index] as number,
    })),
  );
  await insertAll(
    db,
    userRoles,
    userIds.flatMap((userId, index) =>
      index < confirmedFrom
        ? [{ userId, role: 'USER' as const }]
        : [
            { userId, role: 'USER' as const },
            { userId, role: 'CUSTOMER' as const },
          ],
    ),
  );
  await insertAll(
    db,
    registrations,
    userIds.map((userId, index) => {
      const date = new Date(now.getTime() - (index + 1) * 1.5 * DAY_MS);
      const confirmed = index >= confirmedFrom;
      return {
        userId,
        date,
        confirmed,
        confirmedAt: confirmed ? new Date(date.getTime() + DAY_MS) : null,
      };
    }),
  );
  return userIds.length;
}

/**
 * The provider, a bus company: it serves the school bus, and has keys — two in use, one revoked.
 * Only hashes are stored; nobody knows the keys.
 */
export async function seedApiKeys(
  db: Database,
  random: Random,
  now: Date,
  providerPersonId: number,
): Promise<number> {
  await db
    .insert(providerBusinessAreas)
    .values({ personId: providerPersonId, businessArea: 'SCHOOL_BUS' });
  const bytes = (size: number) =>
    Buffer.from(Array.from({ length: size }, () => random.int(0, 255)));
  const keys = ['Timetable sync', 'Website integration', 'Old export'].map((name, index) => {
    const { hash, prefix } = newKeySecret(bytes);
    return {
      name,
      keyHash: hash,
      keyPrefix: prefix,
      providerPersonId,
      createdAt: new Date(now.getTime() - (200 - index * 60) * DAY_MS),
      lastUsedAt: index < 2 ? new Date(now.getTime() - (index + 1) * 3_600_000) : null,
      revokedAt: index === 2 ? new Date(now.getTime() - 30 * DAY_MS) : null,
    };
  });
  await insertAll(db, apiKeys, keys);
  return keys.length;
}

/** A few recipients in the admin's basket, ready for the e-mail composer. */
export async function seedBasket(
  db: Database,
  adminUserId: number,
  families: readonly FamilyRecord[],
): Promise<number> {
  const rows = [
    ...families.slice(3, 6).map((family) => ({
      ownerUserId: adminUserId,
      type: 'CUSTOMER' as const,
      entityId: family.customerId,
    })),
    ...families.slice(6, 8).map((family) => ({
      ownerUserId: adminUserId,
      type: 'PERSON' as const,
      entityId: family.personId,
    })),
  ];
  await insertAll(db, basketEntries, rows);
  return rows.length;
}
