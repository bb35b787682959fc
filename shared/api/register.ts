import * as auth from '../contracts/auth';
import * as register from '../contracts/register';
import type { Locale, Role } from '../model/enums';
import type {
  ApprovedRegistration,
  ConfirmEmailOutcome,
  PendingRegistration,
} from '../model/register';
import { call } from './call';
import type { ApiClient } from './client';

/** What {@link auth.checkSignupPossible} answers. */
export type SignupPossibility = 'POSSIBLE' | 'ALREADY_REGISTERED';

/** The sign-up form as sent to {@link auth.signUp}. */
export interface SignupRequest {
  givenName: string;
  familyName: string;
  email: string;
  password: string;
  locale: Locale;
}

/** Whether an account may be created for `email` ({@link auth.checkSignupPossible}). */
export async function checkSignupPossible(
  client: ApiClient,
  email: string,
): Promise<SignupPossibility> {
  const { status } = await call(
    client,
    auth.checkSignupPossible,
    { body: { email } },
    { anonymous: true },
  );
  return status;
}

/** Creates the account and sends the confirmation e-mail ({@link auth.signUp}). */
export async function signUp(client: ApiClient, request: SignupRequest): Promise<void> {
  await call(client, auth.signUp, { body: request }, { anonymous: true });
}

/**
 * Confirms the address with the token of the e-mail ({@link register.confirmEmail});
 * `approved` when the organisation approves sign-ups automatically (sign-in works at once).
 */
export async function confirmEmail(client: ApiClient, token: string): Promise<ConfirmEmailOutcome> {
  const answer = await call(
    client,
    register.confirmEmail,
    { body: { token } },
    { anonymous: true },
  );
  return answer.trim() === 'approved' ? 'approved' : 'confirmed';
}

/** Sends a reset link if the address has an account ({@link auth.forgotPassword}). */
export async function requestPasswordReset(
  client: ApiClient,
  email: string,
  locale: Locale,
): Promise<void> {
  await call(client, auth.forgotPassword, { body: { email, locale } }, { anonymous: true });
}

/** Sets a new password with the token of the reset e-mail ({@link auth.resetPassword}). */
export async function resetPassword(
  client: ApiClient,
  token: string,
  password: string,
): Promise<void> {
  await call(client, auth.resetPassword, { body: { token, password } }, { anonymous: true });
}

/** The sign-ups awaiting approval, oldest first ({@link register.listPendingRegistrations}). */
export function listPendingRegistrations(
  client: ApiClient,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PendingRegistration[]> {
  return call(client, register.listPendingRegistrations, {}, { signal });
}

/** Unlocks the user with `roles` plus USER ({@link register.approveRegistration}). */
export function approveRegistration(
  client: ApiClient,
  id: number,
  roles: Role[],
): Promise<ApprovedRegistration> {
  return call(client, register.approveRegistration, { params: { id }, body: roles });
}
