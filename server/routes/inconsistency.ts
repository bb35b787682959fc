import * as contract from '../../shared/contracts/inconsistency';
import { notFound } from '../errors';
import { requiredSession } from '../http/guard';
import { bookingMail, kickMails } from '../http/booking-mail';
import { route } from '../http/route';
import { schoolClock } from '../http/school-day';
import { ensureMayReadEvent } from '../services/event/instructor-access';
import { historyActor } from '../services/history/history-actor';
import {
  adjustEventMax,
  adjustEventMin,
  cancelEvent,
} from '../services/inconsistency/adjust-event-limits';
import { findGradeBookings } from '../services/inconsistency/find-grade-bookings';
import { splitEvent, updateMultipleBookings } from '../services/inconsistency/move-bookings';
import {
  readEventInconsistencies,
  summarizeSchoolYear,
} from '../services/inconsistency/read-inconsistencies';
import {
  acceptLocationCollision,
  cancelByInconsistency,
} from '../services/inconsistency/resolve-collisions';
import type { Database } from '../db/database';

/** What an action answers: the service's inconsistencies left (empty: the last one is resolved). */
async function left(db: Database, eventId: number, today: string) {
  return (await readEventInconsistencies(db, eventId, today)) ?? [];
}

/** `/api/inconsistency` and the actions that resolve inconsistencies (issue 23). */
export const inconsistencyRoutes = [
  route(contract.eventInconsistencies, async (c, { params }) => {
    const { db } = c.var.deps;
    const found = await readEventInconsistencies(db, params.id, schoolClock(c).today);
    if (!found) throw notFound();
    await ensureMayReadEvent(db, requiredSession(c), params.id);
    return found;
  }),
  route(contract.schoolYearInconsistencies, (c, { params }) =>
    summarizeSchoolYear(c.var.deps.db, params.id, schoolClock(c).today),
  ),
  route(contract.adjustEventMax, async (c, { params }) => {
    const { db } = c.var.deps;
    await adjustEventMax(db, params.id);
    return left(db, params.id, schoolClock(c).today);
  }),
  route(contract.adjustEventMin, async (c, { params }) => {
    const { db } = c.var.deps;
    await adjustEventMin(db, params.id);
    return left(db, params.id, schoolClock(c).today);
  }),
  route(contract.cancelEvent, async (c, { params }) => {
    const { db } = c.var.deps;
    const { today, now } = schoolClock(c);
    await cancelEvent(db, params.id, { today, now, actor: historyActor(c), mail: bookingMail(c) });
    kickMails(c);
    return left(db, params.id, today);
  }),
  route(contract.cancelByInconsistency, (c, { body }) =>
    cancelByInconsistency(c.var.deps.db, body, {
      today: schoolClock(c).today,
      actor: historyActor(c),
    }),
  ),
  route(contract.acceptLocationCollision, async (c, { body }) => {
    const { db } = c.var.deps;
    const { today } = schoolClock(c);
    await acceptLocationCollision(db, body, today);
    return left(db, body.event.id, today);
  }),
  route(contract.splitEvent, async (c, { body }) => {
    const { db } = c.var.deps;
    const clock = schoolClock(c);
    await splitEvent(db, body, { session: requiredSession(c), ...clock });
    return left(db, body.sourceEventId, clock.today);
  }),
  route(contract.findForEventInconsistencies, (c, { query }) =>
    findGradeBookings(c.var.deps.db, query.eventId, schoolClock(c).today),
  ),
  route(contract.updateMultipleBookings, (c, { query, body }) =>
    updateMultipleBookings(c.var.deps.db, body, {
      session: requiredSession(c),
      ...schoolClock(c),
      sendMail: query.sendMail === 'true',
    }),
  ),
];
