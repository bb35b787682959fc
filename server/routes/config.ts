import { Hono } from 'hono';
import { ConfigurationUpdateSchema } from '../../shared/model/config';
import type { AppEnv } from '../http/env';
import { EVERYONE, allow } from '../http/guard';
import { jsonBody } from '../http/validate';
import { readConfiguration, readPublicConfig } from '../services/config/read-configuration';
import { readFeatureToggles } from '../services/config/read-feature-toggles';
import { readPseudoConstants } from '../services/config/read-pseudo-constants';
import { updateConfiguration } from '../services/config/update-configuration';

/** `/api/config`: what the portal and widgets read at start, open to everyone. */
export const configRoutes = new Hono<AppEnv>()
  .get('/', allow(...EVERYONE), async (c) => c.json(await readPublicConfig(c.var.deps.db)))
  .get('/feature-toggle', allow(...EVERYONE), async (c) =>
    c.json(await readFeatureToggles(c.var.deps.db)),
  );

/** `/api/pseudo-constants`: the school-year transition. */
export const pseudoConstantsRoutes = new Hono<AppEnv>().get('/', allow(...EVERYONE), async (c) =>
  c.json(await readPseudoConstants(c.var.deps.db, c.var.deps.now())),
);

/** `/api/configuration`: every parameter, read and changed by system administrators. */
export const configurationRoutes = new Hono<AppEnv>()
  .get('/', allow('SYS_ADMIN'), async (c) => c.json(await readConfiguration(c.var.deps.db)))
  .put('/', allow('SYS_ADMIN'), jsonBody(ConfigurationUpdateSchema), async (c) =>
    c.json(await updateConfiguration(c.var.deps.db, c.req.valid('json'))),
  );
