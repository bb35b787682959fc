import type { Context } from 'hono';
import { requiredSession } from '../../http/guard';
import type { AppEnv } from '../../http/env';
import type { Session } from '../auth/session';
import type { HistoryActor } from './record-history';

/** A service's caller as the history's "who" at `now`, for services that get the session and clock. */
export const actorOf = (session: Session, now: Date): HistoryActor => ({
  userId: session.userId,
  personId: session.personId,
  at: now,
});

/** The signed-in caller of a route as the history's "who", at the app's clock's "when". */
export function historyActor(c: Context<AppEnv>): HistoryActor {
  return actorOf(requiredSession(c), c.var.deps.now());
}
