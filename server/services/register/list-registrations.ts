import { and, asc, eq, exists, isNotNull } from 'drizzle-orm';
import type { PendingRegistration } from '../../../shared/model/register';
import type { Database } from '../../db/database';
import { persons, registrations, userTokens, users } from '../../db/schema';

/**
 * The sign-ups awaiting a SYS_ADMIN's approval (spec 001 §4.2), oldest first, with whether the
 * address was confirmed through the e-mail's link (a used CONFIRM_EMAIL token).
 */
export async function listPendingRegistrations(db: Database): Promise<PendingRegistration[]> {
  const emailConfirmed = exists(
    db
      .select({ id: userTokens.id })
      .from(userTokens)
      .where(
        and(
          eq(userTokens.userId, users.id),
          eq(userTokens.purpose, 'CONFIRM_EMAIL'),
          isNotNull(userTokens.usedAt),
        ),
      ),
  );
  const rows = await db
    .select({
      id: registrations.id,
      date: registrations.date,
      emailConfirmed,
      userId: users.id,
      login: users.login,
      givenName: persons.givenName,
      familyName: persons.familyName,
    })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .innerJoin(persons, eq(persons.id, users.personId))
    .where(eq(registrations.confirmed, false))
    .orderBy(asc(registrations.date), asc(registrations.id));
  return rows.map((row) => ({
    id: row.id,
    date: row.date.toISOString(),
    emailConfirmed: Boolean(row.emailConfirmed),
    user: {
      id: row.userId,
      login: row.login,
      givenName: row.givenName,
      familyName: row.familyName,
    },
  }));
}
