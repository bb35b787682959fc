import { can } from '../../shared/access/capabilities';
import * as links from '../../shared/contracts/participant-person';
import { forbidden, notFound } from '../errors';
import { requiredSession } from '../http/guard';
import { route } from '../http/route';
import type { Context } from 'hono';
import type { AppEnv } from '../http/env';
import { historyActor } from '../services/history/history-actor';
import { familyOf, type FamilyScope } from '../services/person/family-scope';
import {
  listChoices,
  listParticipantPersonPage,
  readParticipantPerson,
} from '../services/participant-person/read-participant-persons';
import {
  deleteParticipantPerson,
  saveParticipantPerson,
} from '../services/participant-person/save-participant-person';

/** The caller's family when they may not manage every family's links, else null (ADMIN). */
async function scopeOf(c: Context<AppEnv>): Promise<FamilyScope | null> {
  const session = requiredSession(c);
  if (can(session, 'participantPerson.manage.any')) return null;
  return familyOf(c.var.deps.db, session.personId);
}

/** `/api/participantPerson`: the links of persons to children (pick-up persons, coordinators). */
export const participantPersonRoutes = [
  route(links.listParticipantPersons, async (c, { query }) =>
    listParticipantPersonPage(c.var.deps.db, query, await scopeOf(c)),
  ),
  route(links.participantPersonChoices, async (c, { query }) =>
    listChoices(c.var.deps.db, query.search, await scopeOf(c)),
  ),
  route(links.getParticipantPerson, async (c, { params }) => {
    const family = await scopeOf(c);
    const found = await readParticipantPerson(c.var.deps.db, params.id);
    // Another family's link and an unknown id answer alike to a customer: 403.
    if (family !== null && (found === null || found.customerId !== family.customerId))
      throw forbidden();
    if (!found) throw notFound();
    const { customerId: _customerId, ...row } = found;
    return row;
  }),
  route(links.saveParticipantPerson, async (c, { body }) =>
    saveParticipantPerson(c.var.deps.db, body, await scopeOf(c), historyActor(c)),
  ),
  route(links.deleteParticipantPerson, async (c, { params }) =>
    deleteParticipantPerson(c.var.deps.db, params.id, await scopeOf(c), historyActor(c)),
  ),
];
