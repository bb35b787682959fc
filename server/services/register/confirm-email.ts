import { REGISTER_KEYS, type ConfirmEmailInput } from '../../../shared/model/register';
import type { Database } from '../../db/database';
import { invalidInput } from '../../errors';
import { redeemUserToken } from '../auth/user-tokens';

/**
 * Confirms the e-mail address of a sign-up with the link's token. This is not the approval:
 * `registrations.confirmed` means a SYS_ADMIN unlocked the user (spec 001 §4.2), so the
 * confirmation is recorded as the used CONFIRM_EMAIL token (see `isEmailConfirmed`).
 */
export async function confirmEmail(
  db: Database,
  { token }: ConfirmEmailInput,
  { now }: { now: Date },
): Promise<void> {
  const userId = await redeemUserToken(db, { token, purpose: 'CONFIRM_EMAIL', now });
  if (userId === null) {
    throw invalidInput(
      [{ path: 'token', message: REGISTER_KEYS.linkInvalid }],
      REGISTER_KEYS.linkInvalid,
    );
  }
}
