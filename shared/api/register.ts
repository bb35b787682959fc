import type { Locale, Role } from '../model/enums';
import type {
  ApprovedRegistration,
  ConfirmEmailOutcome,
  PendingRegistration,
} from '../model/register';
import type { ApiClient } from './client';

/** What `POST /api/auth/check-signup-possible` answers. */
export type SignupPossibility = 'POSSIBLE' | 'ALREADY_REGISTERED';

/** The sign-up form as sent to `POST /api/auth/signup`. */
export interface SignupRequest {
  givenName: string;
  familyName: string;
  email: string;
  password: string;
  locale: Locale;
}

/** `POST /api/auth/check-signup-possible`: whether an account may be created for `email`. */
export async function checkSignupPossible(
  client: ApiClient,
  email: string,
): Promise<SignupPossibility> {
  const { status } = await client.request<{ status: SignupPossibility }>(
    '/api/auth/check-signup-possible',
    { method: 'POST', body: { email }, anonymous: true },
  );
  return status;
}

/** `POST /api/auth/signup`: creates the account and sends the confirmation e-mail. */
export async function signUp(client: ApiClient, request: SignupRequest): Promise<void> {
  await client.request<unknown>('/api/auth/signup', {
    method: 'POST',
    body: request,
    anonymous: true,
  });
}

/**
 * `POST /api/register/confirm-email`: confirms the address with the token of the e-mail;
 * `approved` when the organisation approves sign-ups automatically (sign-in works at once).
 */
export async function confirmEmail(client: ApiClient, token: string): Promise<ConfirmEmailOutcome> {
  const answer = await client.request<string>('/api/register/confirm-email', {
    method: 'POST',
    body: { token },
    responseType: 'text',
    anonymous: true,
  });
  return answer.trim() === 'approved' ? 'approved' : 'confirmed';
}

/** `POST /api/auth/forgot-password`: sends a reset link if the address has an account. */
export async function requestPasswordReset(
  client: ApiClient,
  email: string,
  locale: Locale,
): Promise<void> {
  await client.request<void>('/api/auth/forgot-password', {
    method: 'POST',
    body: { email, locale },
    anonymous: true,
  });
}

/** `POST /api/auth/reset-password`: sets a new password with the token of the reset e-mail. */
export async function resetPassword(
  client: ApiClient,
  token: string,
  password: string,
): Promise<void> {
  await client.request<void>('/api/auth/reset-password', {
    method: 'POST',
    body: { token, password },
    anonymous: true,
  });
}

/** `GET /api/register` (SYS_ADMIN): the sign-ups awaiting approval, oldest first. */
export function listPendingRegistrations(
  client: ApiClient,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PendingRegistration[]> {
  return client.request<PendingRegistration[]>('/api/register', { signal });
}

/** `POST /api/register/confirm/{id}` (SYS_ADMIN): unlocks the user with `roles` plus USER. */
export function approveRegistration(
  client: ApiClient,
  id: number,
  roles: Role[],
): Promise<ApprovedRegistration> {
  return client.request<ApprovedRegistration>(`/api/register/confirm/${id}`, {
    method: 'POST',
    body: roles,
  });
}
