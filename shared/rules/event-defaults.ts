import type { BusinessArea, RoleOrAnonymous } from '../model/enums';
import type { EventRecord } from '../model/event-record';

/** Who may read a new service (spec 002 §4, §9). */
export const DEFAULT_READ_PERMISSIONS: readonly RoleOrAnonymous[] = [
  'CUSTOMER',
  'USER',
  'ADMIN',
  'ANONYMOUS',
];
/** Who may book a new service (spec 002 §4, §9). */
export const DEFAULT_REGISTER_PERMISSIONS: readonly RoleOrAnonymous[] = ['CUSTOMER', 'ADMIN'];

/** The school bus's event type and the school's stop (spec 002 §3, §9). */
export const SCHOOL_BUS_EVENT_TYPE = 'SCHOOL_BUS';

/**
 * A new service as the dialog opens it (spec 002 §4 "New event defaults"): the default
 * permissions, the school year in its booking phase (from the base data), no cost items, vat 0,
 * minimum 0, one empty recurrence row (the list keeps at least one).
 */
export function newEventRecord({
  schoolYearId,
  schoolYear,
  businessArea = 'ECA',
}: {
  schoolYearId: number;
  schoolYear: string;
  businessArea?: BusinessArea;
}): EventRecord {
  return {
    id: null,
    version: null,
    cloned: false,
    name: '',
    businessArea,
    key: '',
    startDate: null,
    endDate: null,
    registrationDeadline: null,
    schoolYearId,
    schoolYear,
    mapsUrl: '',
    mapsUrlText: '',
    description: '',
    imageId: null,
    eventTypeIds: [],
    instructorIds: [],
    instructors: [],
    locationId: null,
    location: null,
    minimumNumber: 0,
    maximumNumber: null,
    grades: [],
    language: null,
    recurrences: [{ id: null, dayOfWeek: 'MONDAY', time: '', endTime: null }],
    inbound: false,
    continuesNextYear: false,
    draft: false,
    canceled: false,
    activeBookings: 0,
    busStops: [],
    reminderTexts: [],
    notificationEmail: '',
    costItems: { administrator: null, instructor: null, material: null },
    discountModelIds: [],
    singlePrice: null,
    singleReducedPrice: null,
    memberPrice: null,
    totalPrice: null,
    vat: 0,
    readPermissions: [...DEFAULT_READ_PERMISSIONS],
    registerPermissions: [...DEFAULT_REGISTER_PERMISSIONS],
  };
}
