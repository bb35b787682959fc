import type { BusinessArea, ContactType, Gender, Grade, Language, RoleOrAnonymous } from './enums';
import type {
  EventLocationRef,
  EventInstructorRef,
  EventOption,
  ParticipantOption,
} from './event-record';

/** A record as a select lists it. */
export interface NamedOption {
  id: number;
  name: string;
}

/** A discount model a service may grant. */
export interface DiscountModelOption extends NamedOption {
  percent: number;
}

/** A known stop, with what the stop rows show read-only. */
export interface StopOption extends NamedOption {
  street: string;
  imageUrl: string | null;
}

/** `GET /api/event/base-data`: the lists of the service dialog (spec 000 §7, 002 §7). */
export interface EventBaseData {
  /** The roles a service's read and register permissions are chosen from. */
  actionPermissions: RoleOrAnonymous[];
  businessAreas: BusinessArea[];
  discountModels: DiscountModelOption[];
  eventTypes: NamedOption[];
  grades: Grade[];
  languages: Language[];
  instructors: EventInstructorRef[];
  locations: EventLocationRef[];
  stops: StopOption[];
  schoolYears: NamedOption[];
  /** The school year in its booking phase: a new service's default (spec 002 §4). */
  bookingPhaseSchoolYear: NamedOption | null;
}

/** `GET /api/instructor/base-data`: the lists of the instructor dialog (spec 002 §2.2). */
export interface InstructorBaseData {
  businessAreas: BusinessArea[];
  contactTypes: ContactType[];
  genders: Gender[];
  languages: Language[];
  countries: string[];
}

/** `GET /api/calendar/base-data`: what the calendar filters by. */
export interface CalendarBaseData {
  businessAreas: BusinessArea[];
  grades: Grade[];
  schoolYears: NamedOption[];
  /** The caller's children (a family), their participants (an instructor); none for the office. */
  participants: ParticipantOption[];
  /** The services of the year in its booking phase the caller books or teaches (all for ADMIN). */
  events: EventOption[];
}
