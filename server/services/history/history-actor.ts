import type { Context } from 'hono';
import { requiredSession } from '../../http/guard';
import type { AppEnv } from '../../http/env';
import type { HistoryActor } from './record-history';

/** The signed-in caller of a route as the history's "who", at the app's clock's "when". */
export function historyActor(c: Context<AppEnv>): HistoryActor {
  const session = requiredSession(c);
  return { userId: session.userId, personId: session.personId, at: c.var.deps.now() };
}
