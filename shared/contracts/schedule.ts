import type { ChildSchedule, ScheduleFeedLink } from '../model/schedule';
import { scheduleFeedBody, scheduleFeedParams, scheduleQuery } from '../model/schedule';
import { endpoint } from './endpoint';

/**
 * A child's week in the personal area and its private calendar feed (`/my/schedule/{id}`,
 * issue 19.6). A family sees its own children, a guardian the children linked to them; another
 * child is 403, also for a guessed id.
 */

/** `GET /api/my/schedule?participantId&week`: the caller's children and one child's week. */
export const readSchedule = endpoint<ChildSchedule>()({
  method: 'GET',
  path: '/api/my/schedule',
  can: 'schedule.read',
  ownRecords: 'participant.manage.any',
  query: scheduleQuery,
});

/**
 * `PUT /api/my/schedule/feed` `{ participantId }`: a new secret calendar address for the child;
 * the one before stops working at once (404). Only the hash of its token is kept.
 */
export const renewScheduleFeed = endpoint<ScheduleFeedLink>()({
  method: 'PUT',
  path: '/api/my/schedule/feed',
  can: 'schedule.feed',
  ownRecords: 'participant.manage.any',
  body: scheduleFeedBody,
});

/**
 * `GET /api/schedule-feed/{token}`: the child's schedule as iCalendar (`text/calendar`), for a
 * phone's calendar subscription. No session: the secret token is the key; an unknown or renewed
 * one is 404, and the feed says nothing beyond the child's given name and their week.
 */
export const scheduleFeed = endpoint<string>()({
  method: 'GET',
  path: '/api/schedule-feed/:token',
  can: 'schedule.subscribe',
  params: scheduleFeedParams,
  answerType: 'text',
});
