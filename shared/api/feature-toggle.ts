import type { FeatureToggleUpdate } from '../model/feature-toggle-update';
import type { FeatureToggles } from '../model/features';
import type { ApiClient } from './client';

/** `PUT /api/config/feature-toggle` (SYS_ADMIN): switches one toggle; answers every toggle. */
export function putFeatureToggle(
  client: ApiClient,
  update: FeatureToggleUpdate,
): Promise<FeatureToggles> {
  return client.request<FeatureToggles>('/api/config/feature-toggle', {
    method: 'PUT',
    body: update,
  });
}
