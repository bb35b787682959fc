import type {
  BusinessArea,
  ContactType,
  EscortType,
  Gender,
  Grade,
  Language,
  ParticipantPersonType,
  RelationshipType,
  RoleOrAnonymous,
} from './enums';
import type { ClassLanguage, ClassPostfix } from './participant';
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

/** The person form's lists (spec 000 §7): `GET /api/person/base-data`, and part of the others. */
export interface PersonBaseData {
  genders: Gender[];
  contactTypes: ContactType[];
  languages: Language[];
  /** ISO 3166 alpha-2 codes; the form names them per locale. */
  countries: string[];
}

/** `GET /api/customer/base-data`: the customer dialog's person and spouse forms. */
export type CustomerBaseData = PersonBaseData;

/** `GET /api/participant/base-data`: the participant dialog (spec 001 §2.2, §5). */
export interface ParticipantBaseData extends PersonBaseData {
  grades: Grade[];
  /** The class picker's languages and postfixes; the postfix-less sections take UNKNOWN only. */
  classLanguages: ClassLanguage[];
  postfix: ClassPostfix[];
  postfixlessLanguages: ClassLanguage[];
  escortTypes: EscortType[];
  /** Newest first: the class picker has one class per school year. */
  schoolYears: NamedOption[];
  /** The year in its booking phase: the class picker's first year. */
  bookingPhaseSchoolYear: NamedOption | null;
  /** The school year today lies in (school's time zone), null in the summer gap: a family's cards show its class. */
  currentSchoolYear: NamedOption | null;
}

/** `GET /api/participantPerson/base-data`: the participant-person dialog (spec 002 §3, §4). */
export interface ParticipantPersonBaseData extends PersonBaseData {
  /** Relationship types of pick-up persons (spec 002 §3). */
  guardianTypes: RelationshipType[];
  /** The same without PARENT_CUSTOMER and PARENT_SPOUSE (someone other than the parents). */
  guardianTypesWithoutParents: RelationshipType[];
  /** Transport coordinator types, the default first. */
  types: ParticipantPersonType[];
  defaultType: ParticipantPersonType;
  grades: Grade[];
  /** The grades each coordinator type preselects (spec 002 §4). */
  defaultGrades: Record<ParticipantPersonType, Grade[]>;
  /** The caller's children (a family) with this year's class; none for the office (it searches). */
  participants: ParticipantOption[];
}
