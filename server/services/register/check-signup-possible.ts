import type { CheckSignupInput, CheckSignupResult } from '../../../shared/model/register';
import type { Database } from '../../db/database';
import { findUserByLogin } from './find-user-by-login';

/** Whether an e-mail address can still sign up, i.e. is no login yet. */
export async function checkSignupPossible(
  db: Database,
  { email }: CheckSignupInput,
): Promise<CheckSignupResult> {
  const user = await findUserByLogin(db, email);
  return { status: user ? 'ALREADY_REGISTERED' : 'POSSIBLE' };
}
