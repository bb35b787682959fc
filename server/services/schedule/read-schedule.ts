import { can } from '../../../shared/access/capabilities';
import type { ChildSchedule, ScheduleQuery } from '../../../shared/model/schedule';
import type { Reader } from '../../db/database';
import type { Session } from '../auth/session';
import { shiftDate, weekdayIndex } from '../calendar/school-calendar';
import { readChildDays } from './read-child-days';
import { listScheduleChildren, scheduleChild } from './schedule-children';
import { feedState } from './schedule-feed';

/** The Monday of the week `day` lies in. */
export const mondayOf = (day: string) => shiftDate(day, -weekdayIndex(day));

/**
 * `GET /api/my/schedule`: the caller's children and one child's week, Monday to Sunday — the
 * child asked for (403 for one that is not theirs) or else the first; the week of `week`, else
 * this week. Parents also get the state of the child's calendar link.
 */
export async function readSchedule(
  db: Reader,
  session: Session,
  query: ScheduleQuery,
  today: string,
): Promise<ChildSchedule> {
  const from = mondayOf(query.week ?? today);
  const to = shiftDate(from, 6);
  const children = await listScheduleChildren(db, session);
  const child =
    query.participantId === undefined
      ? (children[0] ?? null)
      : await scheduleChild(db, session, query.participantId);
  if (child === null) return { children, child, from, to, days: [], feed: null };
  const ownChild = children.some((c) => c.id === child.id);
  const [days, feed] = await Promise.all([
    readChildDays(db, child.id, { from, to }),
    // Guardians see the week; the link is the parents' (a guardian's renewal would cut theirs).
    can(session, 'schedule.feed') && ownChild && (await isParentOf(db, session, child.id))
      ? feedState(db, child.id)
      : null,
  ]);
  return { children, child, from, to, days, feed };
}

/** Whether the caller is a parent of the child (not only linked to it as pick-up person). */
async function isParentOf(db: Reader, session: Session, participantId: number) {
  try {
    await scheduleChild(db, session, participantId, { parentsOnly: true });
    return true;
  } catch {
    return false;
  }
}
