import type { I18n } from '@lingui/core';
import { isCoordinator } from '../../../shared/rules/participant-person';

/** A role's name: a relationship of a pick-up person, or a coordinator type. */
export const roleLabel = (i18n: I18n, role: string) =>
  isCoordinator(role)
    ? i18n._(`participantPersons.type.${role}`)
    : i18n._(`participantPersons.relationship.${role as 'OTHER'}`);
