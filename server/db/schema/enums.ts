import { pgEnum } from 'drizzle-orm/pg-core';
import {
  ANONYMOUS,
  BASKET_ENTRY_TYPES,
  BOOKING_STATUSES,
  BUSINESS_AREAS,
  CONTACT_TYPES,
  DOCUMENT_TYPES,
  EMAIL_STATUSES,
  ESCORT_TYPES,
  GENDERS,
  GRADES,
  LANGUAGES,
  PARTICIPANT_PERSON_TYPES,
  RELATIONSHIP_TYPES,
  ROLES,
  TRANSITION_STATES,
  WEEKDAYS,
} from '../../../shared/model/enums';
import { EMAIL_PERSON_TYPES, type EmailPersonType } from '../../../shared/model/email';

/** PostgreSQL enums mirror shared/model/enums, so a value the client knows is a value the database accepts. */
export const roleEnum = pgEnum('role', ROLES);
/** Event permissions may also name the pseudo-role of visitors who are not signed in. */
export const permissionRoleEnum = pgEnum('permission_role', [...ROLES, ANONYMOUS] as const);
export const businessAreaEnum = pgEnum('business_area', BUSINESS_AREAS);
export const genderEnum = pgEnum('gender', GENDERS);
export const contactTypeEnum = pgEnum('contact_type', CONTACT_TYPES);
export const bookingStatusEnum = pgEnum('booking_status', BOOKING_STATUSES);
export const gradeEnum = pgEnum('grade', GRADES);
export const languageEnum = pgEnum('language', LANGUAGES);
export const weekdayEnum = pgEnum('weekday', WEEKDAYS);
export const escortTypeEnum = pgEnum('escort_type', ESCORT_TYPES);
export const participantPersonTypeEnum = pgEnum(
  'participant_person_type',
  PARTICIPANT_PERSON_TYPES,
);
export const relationshipTypeEnum = pgEnum('relationship_type', RELATIONSHIP_TYPES);
export const documentTypeEnum = pgEnum('document_type', DOCUMENT_TYPES);
export const emailStatusEnum = pgEnum('email_status', EMAIL_STATUSES);
export const transitionStateEnum = pgEnum('transition_state', TRANSITION_STATES);
export const basketEntryTypeEnum = pgEnum('basket_entry_type', BASKET_ENTRY_TYPES);

/** The person types an e-mail template addresses (spec 002 §2.3): shared/model/email.ts. */
export { EMAIL_PERSON_TYPES, type EmailPersonType };
export const emailPersonTypeEnum = pgEnum('email_person_type', EMAIL_PERSON_TYPES);

/** What a one-time user token is for: confirming a sign-up e-mail or resetting a password. */
export const TOKEN_PURPOSES = ['CONFIRM_EMAIL', 'RESET_PASSWORD'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];
export const tokenPurposeEnum = pgEnum('token_purpose', TOKEN_PURPOSES);
