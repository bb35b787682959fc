import type {
  BookingStatus,
  BusinessArea,
  Grade,
  Language,
  RoleOrAnonymous,
  Weekday,
} from './enums';

/**
 * A service as the office's service dialog edits it (spec 002 §3 "Event/service"): the answer
 * of `GET /api/event/{id}/record`, of `PUT /api/event` and of `PUT /api/event/clone/{id}`.
 * Dates are yyyy-MM-dd, times 'HH:MM', prices euro.
 */
export interface EventRecord {
  /** Null for a copy made by `PUT /api/event/clone/{id}` that is not saved yet. */
  id: number | null;
  /** Optimistic locking: a save with an older version answers 409. Null for an unsaved copy. */
  version: number | null;
  /** A copy of another service, not saved yet (the dialog opens it as new). */
  cloned: boolean;
  name: string;
  businessArea: BusinessArea;
  key: string;
  startDate: string | null;
  endDate: string | null;
  registrationDeadline: string | null;
  schoolYearId: number;
  /** The school year's name, such as '2026/27'. */
  schoolYear: string;
  mapsUrl: string;
  mapsUrlText: string;
  /** Allow-listed HTML (the server sanitises every rich text it stores). */
  description: string;
  /** The picture, served by `GET /api/event/{id}/image`; null without one. */
  imageId: number | null;
  eventTypeIds: number[];
  /** The instructors' ids, as the save takes them; `instructors` names them. */
  instructorIds: number[];
  instructors: EventInstructorRef[];
  /** The location's id, as the save takes it; `location` shows it with its capacity. */
  locationId: number | null;
  location: EventLocationRef | null;
  minimumNumber: number;
  maximumNumber: number | null;
  grades: Grade[];
  language: Language | null;
  recurrences: EventRecurrenceRow[];
  /** School bus: the morning bus towards the school. */
  inbound: boolean;
  /** Marked to continue: the next school year's roll-out copies it as a draft. */
  continuesNextYear: boolean;
  /** Not offered to families yet: neither listed for them nor bookable. */
  draft: boolean;
  /** Cancelled by the office (`PUT /api/event/{id}/cancel`); read-only, the save ignores it. */
  canceled: boolean;
  /**
   * Bookings that hold or await a place (accepted, pending, waiting list): those cancelling the
   * service would end. Read-only; 0 for a new service or a copy.
   */
  activeBookings: number;
  busStops: EventStopRow[];
  reminderTexts: ReminderText[];
  notificationEmail: string;
  costItems: CostItems;
  discountModelIds: number[];
  singlePrice: number | null;
  singleReducedPrice: number | null;
  memberPrice: number | null;
  totalPrice: number | null;
  vat: number;
  readPermissions: RoleOrAnonymous[];
  registerPermissions: RoleOrAnonymous[];
}

/** An instructor of a service: id and 'Given Family'. */
export interface EventInstructorRef {
  id: number;
  name: string;
}

/** The location of a service with what the maximum rule needs. */
export interface EventLocationRef {
  id: number;
  /** 'Name, room'. */
  displayName: string;
  capacity: number;
}

/** A weekly slot as the dialog edits it; `endTime` null for a bus. */
export interface EventRecurrenceRow {
  id: number | null;
  dayOfWeek: Weekday;
  time: string;
  endTime: string | null;
}

/** A stop row of a bus line (spec 002 §3 "Bus stop row") with the stop's read-only fields. */
export interface EventStopRow {
  /** The row's id; null for a row not saved yet. */
  id: number | null;
  version: number | null;
  stopId: number;
  name: string;
  street: string;
  imageUrl: string | null;
  /** Minutes; null only for the school stop (ESF) of a morning bus not set yet. */
  distance: number | null;
  totalPrice: number | null;
  memberPrice: number | null;
}

/** A named text the service's reminder e-mails insert (the name is a variable). */
export interface ReminderText {
  name: string;
  /** Allow-listed HTML. */
  text: string;
}

/** What a service costs the organisation, per participant (ADMIN only). */
export interface CostItems {
  administrator: number | null;
  instructor: number | null;
  material: number | null;
}

/** A row of the office's service list (`GET /api/event`). */
export interface EventListRow {
  id: number;
  name: string;
  businessArea: BusinessArea;
  key: string;
  schoolYearId: number;
  schoolYear: string;
  startDate: string | null;
  endDate: string | null;
  location: string | null;
  maximumNumber: number | null;
  /** Bookings that hold a place (accepted and pending). */
  participants: number;
  canceled: boolean;
  /** Not offered to families yet (a roll-out's copy until the office publishes it). */
  draft: boolean;
}

/** A service as pickers and the e-mail composer name it. */
export interface EventOption {
  id: number;
  name: string;
  businessArea: BusinessArea;
  schoolYear: string;
}

/** A row of a service's participants tab (spec 002 §3 "Participant list item"). */
export interface EventParticipantRow {
  /** The participant's id. */
  id: number;
  bookingId: number;
  givenName: string;
  familyName: string;
  registrationDate: string;
  bookingStatus: BookingStatus;
  /** The class in the service's school year, such as 'P3 B'; '' when unknown. */
  clazz: string;
}

/** A participant as pickers list them (composer, instructor's participants). */
export interface ParticipantOption {
  id: number;
  givenName: string;
  familyName: string;
  /** The class in the school year asked for (or the service's), such as 'P3 B'; '' when unknown. */
  clazz: string;
}
