import type { ChildmindingMode } from '../../../shared/model/enums';
import type { FeatureToggleName } from '../../../shared/model/features';
import type { MessageId } from '../../../shared/model/message-ids';
import type { BUSINESS_AREA_TOGGLES } from '../../../shared/model/business-area';

/** A toggle that switches a business area. */
export type AreaToggleName =
  (typeof BUSINESS_AREA_TOGGLES)[keyof typeof BUSINESS_AREA_TOGGLES][number];

/** The label of each area toggle (the office's words, the stored name in brackets where unclear). */
export const TOGGLE_LABELS = {
  eca: 'businessAreas.toggle.eca',
  holiday_camp: 'businessAreas.toggle.holiday_camp',
  enableSchoolBusBooking: 'businessAreas.toggle.enableSchoolBusBooking',
  enableChildmindingBooking: 'businessAreas.toggle.enableChildmindingBooking',
  enableChildmindingBookingAdmin: 'businessAreas.toggle.enableChildmindingBookingAdmin',
} as const satisfies Record<AreaToggleName, MessageId> &
  Partial<Record<FeatureToggleName, MessageId>>;

/** The childminding mode's label; null is "none" (spec 000 §3). */
export const modeLabel = (mode: ChildmindingMode | null): MessageId =>
  mode === 'INTERNALLY_ENABLED'
    ? 'businessAreas.mode.INTERNALLY_ENABLED'
    : mode === 'OUTSOURCED'
      ? 'businessAreas.mode.OUTSOURCED'
      : 'businessAreas.mode.none';
