import {
  ConfigurationUpdateSchema,
  type ConfigurationParameter,
  type PseudoConstants,
  type PublicConfig,
} from '../model/config';
import { FeatureToggleUpdateSchema } from '../model/feature-toggle-update';
import type { FeatureToggles } from '../model/features';
import { historyQuery, type HistoryEntry } from '../model/history';
import type { ListAnswer } from '../model/list';
import {
  schoolCalendarParams,
  SchoolCalendarUpdateSchema,
  type SchoolCalendar,
} from '../model/school-calendar';
import { endpoint } from './endpoint';

/** `GET /api/config`: product name, maintenance flag and what else the apps need at start. */
export const getConfig = endpoint<PublicConfig>()({
  method: 'GET',
  path: '/api/config',
  can: 'config.read',
});

/** `GET /api/config/feature-toggle`: every toggle with its current state. */
export const getFeatureToggles = endpoint<FeatureToggles>()({
  method: 'GET',
  path: '/api/config/feature-toggle',
  can: 'config.read',
});

/**
 * `PUT /api/config/feature-toggle`: switches one toggle; answers every toggle. Toggles are no
 * configuration parameters, so `PUT /api/configuration` does not reach them.
 */
export const putFeatureToggle = endpoint<FeatureToggles>()({
  method: 'PUT',
  path: '/api/config/feature-toggle',
  can: 'configuration.manage',
  body: FeatureToggleUpdateSchema,
});

/** `GET /api/pseudo-constants`: values such as the next school-year transition. */
export const getPseudoConstants = endpoint<PseudoConstants>()({
  method: 'GET',
  path: '/api/pseudo-constants',
  can: 'config.read',
});

/** `GET /api/configuration`: every parameter with the version it was read at. */
export const getConfiguration = endpoint<ConfigurationParameter[]>()({
  method: 'GET',
  path: '/api/configuration',
  can: 'configuration.manage',
});

/** `PUT /api/configuration`: saves the changed parameters; a stale version answers 409. */
export const putConfiguration = endpoint<ConfigurationParameter[]>()({
  method: 'PUT',
  path: '/api/configuration',
  can: 'configuration.manage',
  body: ConfigurationUpdateSchema,
});

/**
 * `GET /api/configuration/history?page&pageSize`: who changed which parameter, toggle, break or
 * holiday and when, newest first (a calendar's entry names its school year as `subject`).
 */
export const getConfigurationHistory = endpoint<ListAnswer<HistoryEntry>>()({
  method: 'GET',
  path: '/api/configuration/history',
  can: 'configuration.manage',
  query: historyQuery,
});

/** `GET /api/configuration/school-calendar/{schoolYearId}`: a school year's breaks and holidays. */
export const getSchoolCalendar = endpoint<SchoolCalendar>()({
  method: 'GET',
  path: '/api/configuration/school-calendar/:schoolYearId{[0-9]+}',
  can: 'configuration.manage',
  params: schoolCalendarParams,
});

/**
 * `PUT /api/configuration/school-calendar/{schoolYearId}`: replaces the year's breaks and
 * holidays whole; 409 when they changed since read, 400 for a day outside the year.
 */
export const putSchoolCalendar = endpoint<SchoolCalendar>()({
  method: 'PUT',
  path: '/api/configuration/school-calendar/:schoolYearId{[0-9]+}',
  can: 'configuration.manage',
  params: schoolCalendarParams,
  body: SchoolCalendarUpdateSchema,
});
