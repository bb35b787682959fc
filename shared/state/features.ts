import { FEATURE_TOGGLE_DEFAULTS } from '../model/features';
import type { FeatureToggleName, FeatureToggles } from '../model/features';
import { signal } from './signals';

/** The feature toggles; the spec's defaults until `GET /api/config/feature-toggle` answered. */
export const featureToggles = signal<FeatureToggles>({ ...FEATURE_TOGGLE_DEFAULTS });

/** Takes over the server's toggles; a toggle the server does not name keeps its default. */
export function setFeatureToggles(toggles: Partial<FeatureToggles>): void {
  featureToggles.value = { ...FEATURE_TOGGLE_DEFAULTS, ...toggles };
}

/** Whether toggle `name` is on; reading it inside a component subscribes to changes. */
export function isFeatureOn(name: FeatureToggleName): boolean {
  return featureToggles.value[name];
}
