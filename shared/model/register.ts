import * as v from 'valibot';
import { emailSchema } from '../rules/email';
import { textSchema } from '../rules/text';
import { newPasswordSchema } from './auth';
import { LOCALES, ROLES, type Role } from './enums';
import { MAX_TEXT } from './limits';
import { storableCharacters } from './storable';
import type { MessageId } from './message-ids';

/** Message keys of the sign-up and password-reset calls. */
export const REGISTER_KEYS = {
  alreadyRegistered: 'register.alreadyRegistered',
  linkInvalid: 'register.linkInvalid',
  resetLinkInvalid: 'auth.resetLinkInvalid',
  registrationPending: 'auth.registrationPending',
  alreadyApproved: 'register.alreadyApproved',
  roleUnknown: 'register.roleUnknown',
  /** Too many sign-ups from one address (429). */
  tooManySignups: 'register.tooManySignups',
} as const;

const locale = v.picklist(LOCALES, 'error.invalidInput');

/**
 * A missing field counts as empty, so it reports the field's own "required" message rather than
 * valibot's English "Invalid key" text; anything else missing reports `error.invalidInput`.
 */
/* @__NO_SIDE_EFFECTS__ */ const field = <S extends v.GenericSchema<string, string>>(schema: S) =>
  v.optional(schema, '');
const NOT_AN_OBJECT = 'error.invalidInput';

/** Body of `POST /api/auth/check-signup-possible`. */
export const CheckSignupSchema = v.object({ email: field(emailSchema()) }, NOT_AN_OBJECT);
export type CheckSignupInput = v.InferOutput<typeof CheckSignupSchema>;

/** Answer of `POST /api/auth/check-signup-possible`. */
export interface CheckSignupResult {
  status: 'POSSIBLE' | 'ALREADY_REGISTERED';
}

/** Body of `POST /api/auth/signup`; `locale` is the language of the confirmation e-mail. */
export const SignupSchema = v.object(
  {
    givenName: field(textSchema({ required: true, messageKey: '!.rules.given-name' })),
    familyName: field(textSchema({ required: true, messageKey: '!.rules.family-name' })),
    email: field(emailSchema()),
    password: field(newPasswordSchema),
    locale,
  },
  NOT_AN_OBJECT,
);
export type SignupInput = v.InferOutput<typeof SignupSchema>;

/** Answer of `POST /api/auth/signup` (201): the account waits for the e-mail confirmation. */
export interface SignupResult {
  status: 'CONFIRMATION_SENT';
}

/* @__NO_SIDE_EFFECTS__ */ const token = (message: MessageId) =>
  v.pipe(
    v.string(message),
    storableCharacters(),
    v.nonEmpty(message),
    v.maxLength(MAX_TEXT, message),
  );

/** Body of `POST /api/register/confirm-email`. */
export const ConfirmEmailSchema = v.object(
  { token: field(token(REGISTER_KEYS.linkInvalid)) },
  NOT_AN_OBJECT,
);
export type ConfirmEmailInput = v.InferOutput<typeof ConfirmEmailSchema>;

/**
 * The plain-text answer of `POST /api/register/confirm-email`: `confirmed` while the sign-up
 * waits for a SYS_ADMIN's approval, `approved` when the organisation approves sign-ups
 * automatically and the account can sign in now.
 */
export type ConfirmEmailOutcome = 'confirmed' | 'approved';

/** Body of `POST /api/auth/forgot-password`; without `locale` the user's language is used. */
export const ForgotPasswordSchema = v.object(
  { email: field(emailSchema()), locale: v.optional(locale) },
  NOT_AN_OBJECT,
);
export type ForgotPasswordInput = v.InferOutput<typeof ForgotPasswordSchema>;

/** Body of `POST /api/auth/reset-password`. */
export const ResetPasswordSchema = v.object(
  { token: field(token(REGISTER_KEYS.resetLinkInvalid)), password: field(newPasswordSchema) },
  NOT_AN_OBJECT,
);
export type ResetPasswordInput = v.InferOutput<typeof ResetPasswordSchema>;

/**
 * Body of `POST /api/register/confirm/{id}` (spec 001 §7): the roles the approving SYS_ADMIN
 * grants; USER is always added (spec 001 §6).
 */
export const ApproveRegistrationSchema = v.array(
  v.picklist(ROLES, REGISTER_KEYS.roleUnknown),
  NOT_AN_OBJECT,
);
export type ApproveRegistrationInput = v.InferOutput<typeof ApproveRegistrationSchema>;

/** A sign-up awaiting approval, as `GET /api/register` lists it (oldest first). */
export interface PendingRegistration {
  id: number;
  /** When the sign-up arrived (ISO). */
  date: string;
  /** Whether the address was confirmed with the e-mail's link. */
  emailConfirmed: boolean;
  user: { id: number; login: string; givenName: string; familyName: string };
}

/** Answer of `POST /api/register/confirm/{id}`: the unlocked user's roles. */
export interface ApprovedRegistration {
  id: number;
  roles: Role[];
}
