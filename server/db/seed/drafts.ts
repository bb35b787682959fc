import {
  GRADES,
  type BusinessArea,
  type Grade,
  type Language,
  type RoleOrAnonymous,
  type Weekday,
} from '../../../shared/model/enums';
import {
  DEFAULT_READ_PERMISSIONS,
  DEFAULT_REGISTER_PERMISSIONS,
} from '../../../shared/rules/event-defaults';
import type { LocationKey } from './catalogue-places';

/** A service as the seed describes it, before it has ids. */
export interface ServiceDraft {
  name: string;
  businessArea: BusinessArea;
  key: string;
  eventType: string | null;
  grades: Grade[];
  location: LocationKey | null;
  startDate: string;
  endDate: string;
  registrationDeadline: string | null;
  recurrences: { dayOfWeek: Weekday; time: string; endTime: string | null }[];
  minimumNumber: number;
  maximumNumber: number;
  language: Language | null;
  inbound: boolean;
  prices: {
    singlePrice: number | null;
    singleReducedPrice: number | null;
    memberPrice: number | null;
    totalPrice: number | null;
  };
  description: string;
  mapsUrl: string | null;
  mapsUrlText: string | null;
  busStops: {
    stop: string;
    distance: number | null;
    totalPrice: number | null;
    memberPrice: number | null;
  }[];
  reminderTexts: { name: string; text: string }[];
  discountModels: string[];
  readPermissions: RoleOrAnonymous[];
  registerPermissions: RoleOrAnonymous[];
  /** How many instructors teach it (chosen among those of its business area). */
  instructors: number;
}

/** The defaults of spec 002 §4 for new services (the service dialog's, shared/rules). */
export const DEFAULT_READ: RoleOrAnonymous[] = [...DEFAULT_READ_PERMISSIONS];
export const DEFAULT_REGISTER: RoleOrAnonymous[] = [...DEFAULT_REGISTER_PERMISSIONS];

export const gradesBetween = (from: Grade, to: Grade): Grade[] =>
  GRADES.slice(GRADES.indexOf(from), GRADES.indexOf(to) + 1);

export const slug = (name: string) =>
  name
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A draft with the fields most services leave empty already filled in. */
export function draft(
  fields: Partial<ServiceDraft> &
    Pick<ServiceDraft, 'name' | 'businessArea' | 'key' | 'startDate' | 'endDate'>,
): ServiceDraft {
  return {
    eventType: null,
    grades: [],
    location: null,
    registrationDeadline: null,
    recurrences: [],
    minimumNumber: 0,
    maximumNumber: 20,
    language: null,
    inbound: false,
    prices: { singlePrice: null, singleReducedPrice: null, memberPrice: 0, totalPrice: 0 },
    description: '',
    mapsUrl: null,
    mapsUrlText: null,
    busStops: [],
    reminderTexts: [],
    discountModels: [],
    readPermissions: DEFAULT_READ,
    registerPermissions: DEFAULT_REGISTER,
    instructors: 0,
    ...fields,
  };
}
