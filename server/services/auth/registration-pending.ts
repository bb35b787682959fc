import { and, eq } from 'drizzle-orm';
import { ERROR_KEYS } from '../../../shared/model/errors';
import { REGISTER_KEYS } from '../../../shared/model/register';
import type { Database } from '../../db/database';
import { registrations } from '../../db/schema';
import { AppError } from '../../errors';

/**
 * The 403 for a locked user: a sign-up not yet approved by a SYS_ADMIN says so
 * (`auth.registrationPending`), any other lock is `auth.accountLocked`.
 */
export async function lockedAccountError(db: Database, userId: number): Promise<AppError> {
  const [pending] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.userId, userId), eq(registrations.confirmed, false)));
  const message = pending ? REGISTER_KEYS.registrationPending : ERROR_KEYS.accountLocked;
  return new AppError(403, { message });
}
