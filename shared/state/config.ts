import { CONFIGURATION_DEFAULTS } from '../model/config-defaults';
import { DEFAULT_SCHOOL_TIME_ZONE, isTimeZone } from '../model/time-zone';
import type { ConfigurationParameter, PseudoConstants, PublicConfig } from '../model/config';
import { registerPrivateState } from './private-state';
import { computed, signal } from './signals';

/** `GET /api/config` as loaded at start; public, so it survives logout. */
export const publicConfig = signal<PublicConfig | null>(null);

/** The product name for titles and the logo bar, with the default until the config arrived. */
export const productName = computed(
  () => publicConfig.value?.productName || CONFIGURATION_DEFAULTS.productName,
);

/** Maintenance mode: on while `Maintenance_Value_Number` is non-zero (spec 000 §4). */
export const isMaintenanceOn = computed(
  () => (publicConfig.value?.Maintenance_Value_Number ?? 0) !== 0,
);

/**
 * The school's time zone, which decides "today" on this page (date pickers, birthday rules):
 * the server's, from `GET /api/config`, never the browser's. One per page: a school has one.
 */
export const schoolTimeZone = signal(DEFAULT_SCHOOL_TIME_ZONE);

/** Takes the zone of a loaded config; one the browser does not know keeps the previous. */
export function adoptSchoolTimeZone(config: Pick<PublicConfig, 'timeZone'>): void {
  if (config.timeZone && isTimeZone(config.timeZone)) schoolTimeZone.value = config.timeZone;
}

/** The configuration parameters a SYS_ADMIN edits; cleared on logout. */
export const configuration = signal<ConfigurationParameter[] | null>(null);

/** `GET /api/pseudo-constants` of the signed-in user; cleared on logout. */
export const pseudoConstants = signal<PseudoConstants | null>(null);

registerPrivateState(() => {
  configuration.value = null;
  pseudoConstants.value = null;
});
