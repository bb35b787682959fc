import {
  eventBookableContract,
  listPublicEventsContract,
  readEventContract,
  readEventImageContract,
} from '../../shared/contracts/event';
import { notFound } from '../errors';
import { imageResponse } from '../http/image-response';
import { optionalSession, requiredSession } from '../http/guard';
import { route } from '../http/route';
import { schoolClock } from '../http/school-day';
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
export const eventRoutes = [
  route(listPublicEventsContract, async (c, { params, query }) => {
    const { businessArea } = params;
    const { db, readCache } = c.var.deps;
    const caller = await optionalSession(c);
    const clock = schoolClock(c);
    const list = async () => {
      // A switched-off area is "not offered" (the widget says so), not an empty year.
      const closed = closedAreaKey(businessArea, await readAreaSwitches(db));
      if (closed) throw notFound(closed);
      return listPublicEvents(db, { businessArea, caller, filters: query, ...clock });
    };
    if (caller) return list();
    // A visitor's listing is the same for every visitor, and every widget on a school's pages
    // asks for it: read once a second at most (per clock second, so a test's clock moves it on);
    // any write through the API clears it (http/clearing-reads.ts).
    const second = Math.floor(clock.now.getTime() / 1000);
    const key = `public-events ${businessArea} ${second} ${JSON.stringify(query)}`;
    return readCache.get(key, list);
  }),
  route(readEventContract, async (c, { params }) => {
    const detail = await readEventDetail(c.var.deps.db, params.id, {
      caller: await optionalSession(c),
      ...schoolClock(c),
    });
    if (!detail) throw notFound();
    return detail;
  }),
  route(readEventImageContract, async (c, { params }) => {
    const image = await readEventImage(c.var.deps.db, params.id, await optionalSession(c));
    if (!image) throw notFound();
    // Pictures are replaced under a new id, so a browser may keep this one for a while.
    c.header('Cache-Control', 'private, max-age=3600');
    return imageResponse(c, image);
  }),
  route(eventBookableContract, async (c, { params }) => {
    const answer = await checkBookable(c.var.deps.db, params.id, {
      caller: requiredSession(c),
      ...schoolClock(c),
    });
    if (!answer) throw notFound();
    return answer;
  }),
];
