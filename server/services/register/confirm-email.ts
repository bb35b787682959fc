import { isSwitchOn } from '../../../shared/model/config';
import type { Role } from '../../../shared/model/enums';
import {
  REGISTER_KEYS,
  type ConfirmEmailInput,
  type ConfirmEmailOutcome,
} from '../../../shared/model/register';
import type { Database } from '../../db/database';
import { invalidInput } from '../../errors';
import { redeemUserToken } from '../auth/user-tokens';
import { readParameter } from '../config/read-configuration';
import { approveOpenRegistrationOf } from './approve-registration';

/** What an automatically approved sign-up gets (USER is always added): a parent's account. */
export const AUTO_APPROVED_ROLES: readonly Role[] = ['CUSTOMER'];

/**
 * Confirms the e-mail address of a sign-up with the link's token. This is not the approval:
 * `registrations.confirmed` means the user was unlocked (spec 001 §4.2), so the confirmation is
 * recorded as the used CONFIRM_EMAIL token (see `isEmailConfirmed`). When the organisation
 * switched on `autoApproveRegistrations`, the same transaction approves the sign-up as a
 * customer, so the parent can sign in at once.
 */
export async function confirmEmail(
  db: Database,
  { token }: ConfirmEmailInput,
  { now }: { now: Date },
): Promise<ConfirmEmailOutcome> {
  return db.transaction(async (tx) => {
    const userId = await redeemUserToken(tx, { token, purpose: 'CONFIRM_EMAIL', now });
    if (userId === null) {
      throw invalidInput(
        [{ path: 'token', message: REGISTER_KEYS.linkInvalid }],
        REGISTER_KEYS.linkInvalid,
      );
    }
    if (!isSwitchOn(await readParameter(tx, 'autoApproveRegistrations'))) return 'confirmed';
    const approved = await approveOpenRegistrationOf(tx, userId, AUTO_APPROVED_ROLES, now);
    return approved ? 'approved' : 'confirmed';
  });
}
