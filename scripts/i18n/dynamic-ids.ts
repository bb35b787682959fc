import { PERSONAL_MENU, SIDE_MENU } from '../../shared/access/side-menu';
import { BOOKING_ERROR_KEYS, BOOKING_WARNING_KEYS } from '../../shared/model/booking';
import {
  BASKET_ENTRY_TYPES,
  PARTICIPANT_PERSON_TYPES,
  RELATIONSHIP_TYPES,
  BOOKING_STATUSES,
  DOCUMENT_TYPES,
  BUSINESS_AREAS,
  GENDERS,
  LANGUAGES,
  LOCALES,
  ROLES,
  TRANSITION_STATES,
} from '../../shared/model/enums';
import { EMAIL_PERSON_TYPES } from '../../shared/model/email';
import { AREA_TOGGLES, NOT_BOOKABLE_REASONS } from '../../shared/model/event';
import { CONFIGURATION_KEYS } from '../../shared/model/config-defaults';
import { FEATURE_TOGGLE_NAMES } from '../../shared/model/feature-toggle-update';
import { INCONSISTENCY_TYPES, SEVERITIES } from '../../shared/model/inconsistency';
import { PHONE_FIELD_NAMES } from '../../shared/ui/person-form/person-form-values';

/**
 * Ids built at run time: each template of the code (`{}` for its `${…}`) with the values it
 * takes. The unused-id test counts an id as used when a template here builds it, and fails on
 * a template in code that is missing here. `tsc` checks the other way round: with a
 * union-typed value, `` i18n._(`gender.${gender}`) `` fails when a value has no id.
 * Prefer literal ids or a typed map (admin/features/business-areas/business-area-labels.ts) over a new
 * template; values that build no id (roles.USER) are ignored.
 */
export const DYNAMIC_IDS: Record<string, readonly string[]> = {
  'language.{}': LOCALES,
  'gender.{}': GENDERS,
  // admin/features/email/composer: recipient types and the spoken languages of the preview.
  'composer.type.{}': EMAIL_PERSON_TYPES,
  'composer.language.{}': LANGUAGES,
  // admin/features/management/school-year-transition.tsx: the next year's transition state.
  'management.transition.state.{}': TRANSITION_STATES,
  'participantPersons.relationship.{}': RELATIONSHIP_TYPES,
  'participantPersons.type.{}': PARTICIPANT_PERSON_TYPES,
  'participantPersons.kind.{}': ['pickUp', 'coordinator'],
  'roles.{}': ROLES,
  'bookingStatus.{}': BOOKING_STATUSES,
  'businessArea.{}': BUSINESS_AREAS,
  'menu.{}': [...SIDE_MENU, ...PERSONAL_MENU].map((entry) => entry.id),
  'person.phone.{}': PHONE_FIELD_NAMES,
  'booking.notOffered.{}': Object.keys(AREA_TOGGLES),
  'booking.bookable.{}': NOT_BOOKABLE_REASONS,
  'booking.check.{}': [...BOOKING_ERROR_KEYS, ...BOOKING_WARNING_KEYS],
  // admin/features/public/public-index-page.tsx (PublicOffer['id']) and profile-form.tsx.
  // admin/features/basket/basket-table.tsx: the entry's type.
  'basket.type.{}': BASKET_ENTRY_TYPES,
  // admin/features/documents: the document's type (spec 001 §3).
  'documents.type.{}': DOCUMENT_TYPES,
  // admin/features/configuration/configuration-labels.ts: each parameter and toggle.
  'configuration.parameter.{}': CONFIGURATION_KEYS,
  'configuration.parameterHelp.{}': CONFIGURATION_KEYS,
  'configuration.toggle.{}': FEATURE_TOGGLE_NAMES,
  'configuration.toggleHelp.{}': FEATURE_TOGGLE_NAMES,
  'publicIndex.{}.title': ['eca', 'holidayCamp', 'schoolBus', 'childminding', 'parentActivities'],
  'publicIndex.{}.text': ['eca', 'holidayCamp', 'schoolBus', 'childminding', 'parentActivities'],
  'profile.panel.{}': ['person', 'spouse'],
  // The text fields of admin/features/locations/location-dialog.tsx and stops/stop-dialog.tsx.
  'locations.{}': ['name', 'room'],
  'stops.{}': ['name', 'street', 'imageUrl'],
  // admin/features/events/inconsistency: the columns, the row's sentence and its acts.
  'inconsistency.severity.{}': SEVERITIES,
  'inconsistency.type.{}': INCONSISTENCY_TYPES,
  'inconsistency.describe.{}': INCONSISTENCY_TYPES,
  'inconsistency.act.{}': [
    'adjustMax',
    'split',
    'adjustMin',
    'cancelEvent',
    'adjustRoom',
    'shareRoom',
    'cancelBooking',
    'bulkMove',
  ],
  'inconsistency.confirm.{}': [
    'adjustMax',
    'adjustMin',
    'cancelEvent',
    'adjustRoom',
    'shareRoom',
    'cancelBooking',
  ],
  // The text and date fields of admin/features/events/tabs/activity-tab.tsx.
  'events.{}': [
    'name',
    'key',
    'mapsUrl',
    'mapsUrlText',
    'startDate',
    'endDate',
    'registrationDeadline',
  ],
};
