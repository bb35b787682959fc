/** The tabs of `/admin/{tab}`, the first one shown for `/admin`. */
export const ADMIN_TABS = ['parameters', 'toggles', 'calendar', 'history'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

/** Whether a path segment names one of {@link ADMIN_TABS}. */
export const isAdminTab = (tab: string | undefined): tab is AdminTab =>
  (ADMIN_TABS as readonly string[]).includes(tab ?? '');
