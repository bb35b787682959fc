import { PUBLIC_DEFAULTS } from '../model/public-parameters';
import type { ConfigurationParameter, PseudoConstants, PublicConfig } from '../model/config';
import { registerPrivateState } from './private-state';
import { computed, signal } from './signals';

/** `GET /api/config` as loaded at start; public, so it survives logout. */
export const publicConfig = signal<PublicConfig | null>(null);

/** The product name for titles and the logo bar, with the default until the config arrived. */
export const productName = computed(
  () => publicConfig.value?.productName || PUBLIC_DEFAULTS.productName,
);

/** Maintenance mode: on while `Maintenance_Value_Number` is non-zero (spec 000 §4). */
export const isMaintenanceOn = computed(
  () => (publicConfig.value?.Maintenance_Value_Number ?? 0) !== 0,
);

/** The configuration parameters a SYS_ADMIN edits; cleared on logout. */
export const configuration = signal<ConfigurationParameter[] | null>(null);

/** `GET /api/pseudo-constants` of the signed-in user; cleared on logout. */
export const pseudoConstants = signal<PseudoConstants | null>(null);

registerPrivateState(() => {
  configuration.value = null;
  pseudoConstants.value = null;
});
