/** Feature toggles of spec 000 §3 with their defaults (on unless listed as off). */
export const FEATURE_TOGGLE_DEFAULTS = {
  i18n: true,
  presence: true,
  register: true,
  tile_count: true,
  admin_panel: true,
  inconsistencies: true,
  eca: true,
  holiday_camp: true,
  enableUserManual: false,
  enableSchoolBusBooking: false,
  enableChildmindingBooking: false,
  enableChildmindingBookingAdmin: true,
  enableBookingForCustomer: true,
  enableMySchedule: true,
  /** Spec 001 §5: customers name who accompanies the child in the booking dialog (off by default). */
  enableEscort: false,
} as const satisfies Record<string, boolean>;

export type FeatureToggleName = keyof typeof FEATURE_TOGGLE_DEFAULTS;
export type FeatureToggles = Record<FeatureToggleName, boolean>;
