import { Hono } from 'hono';
import * as v from 'valibot';
import { notFound } from '../errors';
import type { AppEnv } from '../http/env';
import { EVERYONE, allowWidget, optionalSession } from '../http/guard';
import { idText, paramsOf } from '../http/validate';
import { listEventStops } from '../services/busstop/list-event-stops';

const eventIdParam = v.object({
  eventId: idText,
});

/**
 * `/api/busstop`: the stops of a bus line for everyone who may read the line (visitors too
 * when the line is readable by ANONYMOUS); 404 like an unknown service otherwise.
 */
export const busStopRoutes = new Hono<AppEnv>().get(
  '/event/:eventId{[0-9]+}',
  allowWidget(...EVERYONE),
  paramsOf(eventIdParam),
  async (c) => {
    const list = await listEventStops(
      c.var.deps.db,
      c.req.valid('param').eventId,
      await optionalSession(c),
    );
    if (!list) throw notFound();
    return c.json(list);
  },
);
