import { putFeatureToggle as putToggle } from '../contracts/config';
import type { FeatureToggleUpdate } from '../model/feature-toggle-update';
import type { FeatureToggles } from '../model/features';
import { call } from './call';
import type { ApiClient } from './client';

/** Switches one toggle; answers every toggle ({@link putToggle}). */
export function putFeatureToggle(
  client: ApiClient,
  update: FeatureToggleUpdate,
): Promise<FeatureToggles> {
  return call(client, putToggle, { body: update });
}
