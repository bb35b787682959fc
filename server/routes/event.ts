import { Hono } from 'hono';
import { BusinessAreaParamSchema, PublicEventQuerySchema } from '../../shared/model/event';
import { notFound } from '../errors';
import type { AppEnv } from '../http/env';
import { imageResponse } from '../http/image-response';
import { EVERYONE, SIGNED_IN, allowWidget, optionalSession, requiredSession } from '../http/guard';
import { schoolClock } from '../http/school-day';
import { idParam, paramsOf, queryOf } from '../http/validate';
import { closedAreaKey, readAreaSwitches } from '../services/event/area-switches';
import { checkBookable } from '../services/event/check-bookable';
import { listPublicEvents } from '../services/event/list-public-events';
import { readEventDetail } from '../services/event/read-event-detail';
import { readEventImage } from '../services/event/read-event-image';

/**
 * `/api/event`: the public listing per business area, a service's detail, its picture and
 * whether the caller can book it. Read permissions of each service decide what a caller sees;
 * a service the caller may not read answers 404 like an unknown one. The listing of an area
 * whose feature toggle is off (or childminding not run internally) answers 404 with the
 * reason's catalog id (`booking.notOffered.<area>`, `childminding.outsourced`).
 */
export const eventRoutes = new Hono<AppEnv>()
  .get(
    '/public/:businessArea',
    allowWidget(...EVERYONE),
    paramsOf(BusinessAreaParamSchema),
    queryOf(PublicEventQuerySchema),
    async (c) => {
      const { businessArea } = c.req.valid('param');
      // A switched-off area is "not offered" (the widget says so), not an empty year.
      const closed = closedAreaKey(businessArea, await readAreaSwitches(c.var.deps.db));
      if (closed) throw notFound(closed);
      return c.json(
        await listPublicEvents(c.var.deps.db, {
          businessArea,
          caller: await optionalSession(c),
          filters: c.req.valid('query'),
          ...schoolClock(c),
        }),
      );
    },
  )
  .get('/:id{[0-9]+}', allowWidget(...EVERYONE), paramsOf(idParam), async (c) => {
    const detail = await readEventDetail(c.var.deps.db, c.req.valid('param').id, {
      caller: await optionalSession(c),
      ...schoolClock(c),
    });
    if (!detail) throw notFound();
    return c.json(detail);
  })
  .get('/:id{[0-9]+}/image', allowWidget(...EVERYONE), paramsOf(idParam), async (c) => {
    const image = await readEventImage(
      c.var.deps.db,
      c.req.valid('param').id,
      await optionalSession(c),
    );
    if (!image) throw notFound();
    // Pictures are replaced under a new id, so a browser may keep this one for a while.
    c.header('Cache-Control', 'private, max-age=3600');
    return imageResponse(c, image);
  })
  .get('/:id{[0-9]+}/bookable', allowWidget(...SIGNED_IN), paramsOf(idParam), async (c) => {
    const answer = await checkBookable(c.var.deps.db, c.req.valid('param').id, {
      caller: requiredSession(c),
      ...schoolClock(c),
    });
    if (!answer) throw notFound();
    return c.json(answer);
  });
