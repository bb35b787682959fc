import type { BusinessArea, ChildmindingMode } from './enums';
import type { FeatureToggleName } from './features';

/**
 * The feature toggles (spec 000 §3) that switch each business area, in the order the office
 * shows them. The first of an area is the one that opens it to parents (`AREA_TOGGLES` of
 * `event.ts`); childminding has the admins' variant too, and its mode (`childmindingMode`).
 * Parent activities and school services have no toggle: they are always on.
 */
export const BUSINESS_AREA_TOGGLES = {
  CHILDMINDING: ['enableChildmindingBooking', 'enableChildmindingBookingAdmin'],
  ECA: ['eca'],
  HOLIDAY_CAMP: ['holiday_camp'],
  PARENT_ACTIVITIES: [],
  SCHOOL_BUS: ['enableSchoolBusBooking'],
  SCHOOL: [],
} as const satisfies Record<BusinessArea, readonly FeatureToggleName[]>;

/** An event type filed on services of an area, with how many of this year's services carry it. */
export interface BusinessAreaEventType {
  id: number;
  name: string;
  services: number;
}

/** One toggle of an area and whether it is on now. */
export interface BusinessAreaToggle {
  name: FeatureToggleName;
  on: boolean;
}

/** One business area as the `/business-area` screen shows it. */
export interface BusinessAreaSummary {
  area: BusinessArea;
  /** Services of the area in the current school year (cancelled ones included). */
  services: number;
  /** The event types of those services, by name. */
  eventTypes: BusinessAreaEventType[];
  /** The area's toggles of {@link BUSINESS_AREA_TOGGLES}. */
  toggles: BusinessAreaToggle[];
  /** Childminding only: INTERNALLY_ENABLED, OUTSOURCED or null (none); undefined elsewhere. */
  childmindingMode?: ChildmindingMode | null;
  /** Whether parents can book the area now: its toggle on (and, for childminding, the mode internal). */
  offered: boolean;
}

/** `GET /api/business-area`: the current school year (by the school's today) and every area. */
export interface BusinessAreaOverview {
  /** The school year holding today, else the last one begun; null when none has begun. */
  schoolYear: { id: number; name: string } | null;
  areas: BusinessAreaSummary[];
}
