import { can } from '../../shared/access/capabilities';
import * as mine from '../../shared/contracts/my-guardians';
import type { Context } from 'hono';
import { requiredSession } from '../http/guard';
import type { AppEnv } from '../http/env';
import { route } from '../http/route';
import { historyActor } from '../services/history/history-actor';
import {
  readFamilyGuardians,
  readOwnLinks,
} from '../services/participant-person/read-my-guardians';
import { deleteMyGuardians, saveMyGuardian } from '../services/participant-person/save-my-guardian';
import { familyOf } from '../services/person/family-scope';

/** The caller's family, found from the session alone: no request names another. */
const familyOfCaller = (c: Context<AppEnv>) => familyOf(c.var.deps.db, requiredSession(c).personId);

/** `/api/participantPerson/myGuardians`: the personal area's pick-up persons (issue 19.3). */
export const myGuardianRoutes = [
  route(mine.listMyGuardians, async (c) => {
    const session = requiredSession(c);
    // A parent keeps the family's list; a guardian reads only their own links.
    if (can(session, 'pickUp.own'))
      return readFamilyGuardians(c.var.deps.db, await familyOfCaller(c));
    return readOwnLinks(c.var.deps.db, session.personId);
  }),
  route(mine.createMyGuardian, async (c, { body }) =>
    saveMyGuardian(c.var.deps.db, { ...body, id: null }, await familyOfCaller(c), historyActor(c)),
  ),
  route(mine.saveMyGuardian, async (c, { body }) =>
    saveMyGuardian(c.var.deps.db, body, await familyOfCaller(c), historyActor(c)),
  ),
  route(mine.updateMyGuardian, async (c, { params, body }) =>
    saveMyGuardian(
      c.var.deps.db,
      { ...body, id: params.id },
      await familyOfCaller(c),
      historyActor(c),
    ),
  ),
  route(mine.deleteMyGuardians, async (c, { query }) =>
    deleteMyGuardians(c.var.deps.db, query.toDelete, await familyOfCaller(c), historyActor(c)),
  ),
];
