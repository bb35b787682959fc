import type {
  ConfigurationParameter,
  ConfigurationUpdate,
  PseudoConstants,
  PublicConfig,
} from '../model/config';
import type { FeatureToggles } from '../model/features';
import type { ApiClient } from './client';

/** `GET /api/config`: product name, maintenance flag and what else the apps need at start. */
export function getConfig(client: ApiClient): Promise<PublicConfig> {
  return client.request<PublicConfig>('/api/config');
}

/** `GET /api/config/feature-toggle`: every toggle with its current state. */
export function getFeatureToggles(client: ApiClient): Promise<FeatureToggles> {
  return client.request<FeatureToggles>('/api/config/feature-toggle');
}

/** `GET /api/pseudo-constants`: values such as the next school-year transition. */
export function getPseudoConstants(client: ApiClient): Promise<PseudoConstants> {
  return client.request<PseudoConstants>('/api/pseudo-constants');
}

/** `GET /api/configuration` (SYS_ADMIN): every parameter with the version it was read at. */
export function getConfiguration(client: ApiClient): Promise<ConfigurationParameter[]> {
  return client.request<ConfigurationParameter[]>('/api/configuration');
}

/** `PUT /api/configuration` (SYS_ADMIN): saves the changed parameters; a stale version answers 409. */
export function putConfiguration(
  client: ApiClient,
  update: ConfigurationUpdate,
): Promise<ConfigurationParameter[]> {
  return client.request<ConfigurationParameter[]>('/api/configuration', {
    method: 'PUT',
    body: update,
  });
}
