import * as schedule from '../../shared/contracts/schedule';
import { FEED_DAYS_AFTER, FEED_DAYS_BEFORE } from '../../shared/model/schedule';
import { requiredSession } from '../http/guard';
import { route } from '../http/route';
import { schoolClock } from '../http/school-day';
import { notFound } from '../errors';
import { breaksBetween, shiftDate } from '../services/calendar/school-calendar';
import { feedCalendar } from '../services/schedule/feed-calendar';
import { readChildDays } from '../services/schedule/read-child-days';
import { readSchedule } from '../services/schedule/read-schedule';
import { scheduleChild } from '../services/schedule/schedule-children';
import { childOfFeedToken, renewFeed } from '../services/schedule/schedule-feed';
import { participants, persons } from '../db/schema';
import { eq } from 'drizzle-orm';

/** A child's week and its calendar feed (shared/contracts/schedule.ts). */
export const scheduleRoutes = [
  route(schedule.readSchedule, async (c, { query }) =>
    readSchedule(c.var.deps.db, requiredSession(c), query, schoolClock(c).today),
  ),
  route(schedule.renewScheduleFeed, async (c, { body }) => {
    const { db, publicUrl } = c.var.deps;
    const session = requiredSession(c);
    await scheduleChild(db, session, body.participantId, { parentsOnly: true });
    return renewFeed(db, {
      participantId: body.participantId,
      personId: session.personId,
      now: schoolClock(c).now,
      publicUrl,
    });
  }),
  route(schedule.scheduleFeed, async (c, { params }) => {
    const { db, timeZone } = c.var.deps;
    const participantId = await childOfFeedToken(db, params.token);
    if (participantId === null) throw notFound();
    const { today, now } = schoolClock(c);
    const from = shiftDate(today, -FEED_DAYS_BEFORE);
    const to = shiftDate(today, FEED_DAYS_AFTER);
    const [[child], days, breaks] = await Promise.all([
      db
        .select({ givenName: persons.givenName })
        .from(participants)
        .innerJoin(persons, eq(persons.id, participants.personId))
        .where(eq(participants.id, participantId)),
      readChildDays(db, participantId, { from, to }),
      breaksBetween(db, from, to),
    ]);
    const body = feedCalendar({ givenName: child!.givenName, days, breaks, timeZone, now });
    return c.body(body, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Cache-Control': 'private, no-store',
      'Content-Disposition': 'inline; filename="schedule.ics"',
    });
  }),
];
