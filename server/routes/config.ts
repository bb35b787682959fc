import * as config from '../../shared/contracts/config';
import { route } from '../http/route';
import { schoolToday } from '../http/school-day';
import { readConfiguration, readPublicConfig } from '../services/config/read-configuration';
import { readFeatureToggles } from '../services/config/read-feature-toggles';
import { readPseudoConstants } from '../services/config/read-pseudo-constants';
import { readSchoolCalendar, saveSchoolCalendar } from '../services/config/school-calendar';
import { updateConfiguration } from '../services/config/update-configuration';
import { updateFeatureToggle } from '../services/config/update-feature-toggle';
import { historyActor } from '../services/history/history-actor';
import { readConfigurationHistory } from '../services/history/read-history';

/**
 * `/api/config`, `/api/pseudo-constants` and `/api/configuration`: what the portal and widgets
 * read at start, open to everyone and answered from the read cache (cleared by every write,
 * http/clearing-reads.ts); the feature toggles, every
 * parameter and the school years' breaks and holidays, changed by system administrators, each
 * change with a history row (services/history).
 */
export const configRoutes = [
  route(config.getConfig, async (c) => {
    const { db, timeZone, readCache } = c.var.deps;
    return readCache.get('config', () => readPublicConfig(db, timeZone));
  }),
  route(config.getFeatureToggles, async (c) => {
    const { db, readCache } = c.var.deps;
    return readCache.get('feature-toggles', () => readFeatureToggles(db));
  }),
  route(config.putFeatureToggle, async (c, { body }) =>
    updateFeatureToggle(c.var.deps.db, body, historyActor(c)),
  ),
  route(config.getPseudoConstants, async (c) => {
    const { db, readCache } = c.var.deps;
    const today = schoolToday(c);
    // Keyed by the school's date: the upcoming year is the first not started by then.
    return readCache.get(`pseudo-constants ${today}`, () => readPseudoConstants(db, today));
  }),
  route(config.getConfiguration, async (c) => readConfiguration(c.var.deps.db)),
  route(config.putConfiguration, async (c, { body }) =>
    updateConfiguration(c.var.deps.db, body, historyActor(c)),
  ),
  route(config.getConfigurationHistory, (c, { query }) =>
    readConfigurationHistory(c.var.deps.db, query),
  ),
  route(config.getSchoolCalendar, (c, { params }) =>
    readSchoolCalendar(c.var.deps.db, params.schoolYearId),
  ),
  route(config.putSchoolCalendar, (c, { params, body }) =>
    saveSchoolCalendar(c.var.deps.db, params.schoolYearId, body, historyActor(c)),
  ),
];
