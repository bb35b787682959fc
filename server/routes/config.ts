import { Hono } from 'hono';
import { rolesOfRow } from '../../shared/access/route-roles';
import { ConfigurationUpdateSchema } from '../../shared/model/config';
import { FeatureToggleUpdateSchema } from '../../shared/model/feature-toggle-update';
import type { AppEnv } from '../http/env';
import { EVERYONE, allow } from '../http/guard';
import { schoolToday } from '../http/school-day';
import { jsonBody } from '../http/validate';
import { readConfiguration, readPublicConfig } from '../services/config/read-configuration';
import { readFeatureToggles } from '../services/config/read-feature-toggles';
import { readPseudoConstants } from '../services/config/read-pseudo-constants';
import { updateConfiguration } from '../services/config/update-configuration';
import { updateFeatureToggle } from '../services/config/update-feature-toggle';

/** Who edits the configuration: the `/cfg` row of the portal's route table (spec 000 §6). */
const CONFIGURATION_ROLES = rolesOfRow('/cfg');

/**
 * `/api/config`: what the portal and widgets read at start, open to everyone; system
 * administrators switch a feature toggle with `PUT /feature-toggle` (toggles are not
 * configuration parameters, so `PUT /api/configuration` does not reach them).
 */
export const configRoutes = new Hono<AppEnv>()
  .get('/', allow(...EVERYONE), async (c) =>
    c.json(await readPublicConfig(c.var.deps.db, c.var.deps.timeZone)),
  )
  .get('/feature-toggle', allow(...EVERYONE), async (c) =>
    c.json(await readFeatureToggles(c.var.deps.db)),
  )
  .put(
    '/feature-toggle',
    allow(...CONFIGURATION_ROLES),
    jsonBody(FeatureToggleUpdateSchema),
    async (c) => c.json(await updateFeatureToggle(c.var.deps.db, c.req.valid('json'))),
  );

/** `/api/pseudo-constants`: the school-year transition. */
export const pseudoConstantsRoutes = new Hono<AppEnv>().get('/', allow(...EVERYONE), async (c) =>
  c.json(await readPseudoConstants(c.var.deps.db, schoolToday(c))),
);

/** `/api/configuration`: every parameter, read and changed by system administrators. */
export const configurationRoutes = new Hono<AppEnv>()
  .get('/', allow(...CONFIGURATION_ROLES), async (c) =>
    c.json(await readConfiguration(c.var.deps.db)),
  )
  .put('/', allow(...CONFIGURATION_ROLES), jsonBody(ConfigurationUpdateSchema), async (c) =>
    c.json(await updateConfiguration(c.var.deps.db, c.req.valid('json'))),
  );
