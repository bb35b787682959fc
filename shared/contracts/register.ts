import {
  ApproveRegistrationSchema,
  ConfirmEmailSchema,
  type ApprovedRegistration,
  type PendingRegistration,
} from '../model/register';
import { idParamSchema } from '../model/storable';
import { endpoint } from './endpoint';

/**
 * `POST /api/register/confirm-email`: confirms the address with the token of the sign-up
 * e-mail (spec 000 §7). The answer is plain text, `ConfirmEmailOutcome` (`confirmed` or
 * `approved`).
 */
export const confirmEmail = endpoint<string>()({
  method: 'POST',
  path: '/api/register/confirm-email',
  can: 'auth.signUp',
  body: ConfirmEmailSchema,
  answerType: 'text',
});

/** `GET /api/register` (spec 001 §4.2): the sign-ups awaiting approval, oldest first. */
export const listPendingRegistrations = endpoint<PendingRegistration[]>()({
  method: 'GET',
  path: '/api/register',
  can: 'registration.manage',
});

/** `POST /api/register/confirm/{id}` (spec 001 §7): unlocks the user with the roles plus USER. */
export const approveRegistration = endpoint<ApprovedRegistration>()({
  method: 'POST',
  path: '/api/register/confirm/:id{[0-9]+}',
  can: 'registration.manage',
  params: idParamSchema,
  body: ApproveRegistrationSchema,
});
