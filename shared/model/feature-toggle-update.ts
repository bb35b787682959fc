import * as v from 'valibot';
import { FEATURE_TOGGLE_DEFAULTS, type FeatureToggleName } from './features';

/** Every toggle name of spec 000 §3, for validation. */
export const FEATURE_TOGGLE_NAMES = /* @__PURE__ */ Object.keys(
  FEATURE_TOGGLE_DEFAULTS,
) as FeatureToggleName[];

/** Body of `PUT /api/config/feature-toggle` (SYS_ADMIN): one toggle switched on or off. */
export const FeatureToggleUpdateSchema = v.object({
  name: v.picklist(FEATURE_TOGGLE_NAMES, 'featureToggle.unknownName'),
  enabled: v.boolean('error.invalidInput'),
});
export type FeatureToggleUpdate = v.InferOutput<typeof FeatureToggleUpdateSchema>;
