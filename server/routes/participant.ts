import { Hono, type Context } from 'hono';
import { createFactory } from 'hono/factory';
import { hasAnyRole } from '../../shared/access/has-role';
import { forbidden } from '../errors';
import type { AppEnv } from '../http/env';
import { allowWidget, requiredSession } from '../http/guard';
import { idParam, jsonBody, paramsOf } from '../http/validate';
import { findCustomerOfPerson } from '../services/customer/find-customer';
import { participantInputSchema } from '../services/participant/participant-input-schema';
import { readCustomerParticipants } from '../services/participant/read-participants';
import { PARTICIPANT_MANAGERS, saveParticipant } from '../services/participant/save-participant';

/** Parents who keep their own children: customers and members (who pay as customers). */
const PARENTS = ['CUSTOMER', 'MEMBER'] as const;

/**
 * `PUT /api/participant/` (JSON): a parent adds or changes one of their children, an admin
 * anyone's; 400 with field issues, 403 for someone else's child, 409 on a stale version.
 */
const saveHandlers = createFactory<AppEnv>().createHandlers(
  allowWidget(...PARENTS, ...PARTICIPANT_MANAGERS),
  // Built per request: the birthday rule needs today's date of the app's clock.
  jsonBody(participantInputSchema),
  async (c) =>
    c.json(
      await saveParticipant(c.var.deps.db, c.req.valid('json'), { session: requiredSession(c) }),
    ),
);

/** The children of the caller's customer record; none before the first is added. */
async function ownChildren(c: Context<AppEnv>) {
  const { db } = c.var.deps;
  const customer = await findCustomerOfPerson(db, requiredSession(c).personId);
  return customer ? readCustomerParticipants(db, customer.id) : [];
}

/** The spec's path has a trailing slash, which Hono's strict routing tells apart: mount both. */
export const participantSaveRoutes = new Hono<AppEnv>().put('/', ...saveHandlers);

/** `/api/participant`: save a child, and the children of a customer with their classes. */
export const participantRoutes = new Hono<AppEnv>()
  .put('/', ...saveHandlers)
  .get('/customer', allowWidget(...PARENTS), async (c) => c.json(await ownChildren(c)))
  .get(
    '/customer/:id{[0-9]+}',
    allowWidget(...PARENTS, ...PARTICIPANT_MANAGERS),
    paramsOf(idParam),
    async (c) => {
      const session = requiredSession(c);
      const { id } = c.req.valid('param');
      if (!hasAnyRole(session, PARTICIPANT_MANAGERS)) {
        const own = await findCustomerOfPerson(c.var.deps.db, session.personId);
        if (own?.id !== id) throw forbidden();
      }
      return c.json(await readCustomerParticipants(c.var.deps.db, id));
    },
  );
