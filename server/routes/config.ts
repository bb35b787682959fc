import * as config from '../../shared/contracts/config';
import { route } from '../http/route';
import { schoolToday } from '../http/school-day';
import { readConfiguration, readPublicConfig } from '../services/config/read-configuration';
import { readFeatureToggles } from '../services/config/read-feature-toggles';
import { readPseudoConstants } from '../services/config/read-pseudo-constants';
import { updateConfiguration } from '../services/config/update-configuration';
import { updateFeatureToggle } from '../services/config/update-feature-toggle';

/**
 * `/api/config`, `/api/pseudo-constants` and `/api/configuration`: what the portal and widgets
 * read at start, open to everyone; the feature toggles and every parameter, changed by system
 * administrators.
 */
export const configRoutes = [
  route(config.getConfig, async (c) => readPublicConfig(c.var.deps.db, c.var.deps.timeZone)),
  route(config.getFeatureToggles, async (c) => readFeatureToggles(c.var.deps.db)),
  route(config.putFeatureToggle, async (c, { body }) => updateFeatureToggle(c.var.deps.db, body)),
  route(config.getPseudoConstants, async (c) => readPseudoConstants(c.var.deps.db, schoolToday(c))),
  route(config.getConfiguration, async (c) => readConfiguration(c.var.deps.db)),
  route(config.putConfiguration, async (c, { body }) => updateConfiguration(c.var.deps.db, body)),
];
