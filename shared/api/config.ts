import * as config from '../contracts/config';
import type {
  ConfigurationParameter,
  ConfigurationUpdate,
  PseudoConstants,
  PublicConfig,
} from '../model/config';
import type { FeatureToggles } from '../model/features';
import { call } from './call';
import type { ApiClient } from './client';

/** Product name, maintenance flag and what else the apps need at start ({@link config.getConfig}). */
export function getConfig(client: ApiClient): Promise<PublicConfig> {
  return call(client, config.getConfig, {});
}

/** Every toggle with its current state ({@link config.getFeatureToggles}). */
export function getFeatureToggles(client: ApiClient): Promise<FeatureToggles> {
  return call(client, config.getFeatureToggles, {});
}

/** Values such as the next school-year transition ({@link config.getPseudoConstants}). */
export function getPseudoConstants(client: ApiClient): Promise<PseudoConstants> {
  return call(client, config.getPseudoConstants, {});
}

/** Every parameter with the version it was read at ({@link config.getConfiguration}). */
export function getConfiguration(client: ApiClient): Promise<ConfigurationParameter[]> {
  return call(client, config.getConfiguration, {});
}

/** Saves the changed parameters; a stale version answers 409 ({@link config.putConfiguration}). */
export function putConfiguration(
  client: ApiClient,
  update: ConfigurationUpdate,
): Promise<ConfigurationParameter[]> {
  return call(client, config.putConfiguration, { body: update });
}
