import { getConfig, getFeatureToggles } from '../../shared/api/config';
import type { PublicConfig } from '../../shared/model/config';
import { publicConfig } from '../../shared/state/config';
import { adoptSchoolTimeZone } from '../../shared/state/school-time-zone';
import { setFeatureToggles } from '../../shared/state/features';
import { apiClient } from './api-client';

/** Loads the public configuration and the feature toggles anew; rejects when either fails. */
export async function refreshConfig(): Promise<PublicConfig> {
  const [config, toggles] = await Promise.all([getConfig(apiClient), getFeatureToggles(apiClient)]);
  publicConfig.value = config;
  adoptSchoolTimeZone(config);
  setFeatureToggles(toggles);
  return config;
}
